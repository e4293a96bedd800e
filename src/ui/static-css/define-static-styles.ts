import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * Class name → typed Chakra style object (tokens, `_hover`, breakpoints, `_dark`), rendered at
 * build time into `static.css` (docs/architecture.md "Styling"). Plain elements carry these
 * classes where a page is dense or on the first paint, so no Emotion work runs for them.
 */
export type StaticStyleSheet = Readonly<Record<string, SystemStyleObject>>;

/** Keeps the class names as literal types (see `StaticClass` in class-names.ts). */
export function defineStaticStyles<const T extends StaticStyleSheet>(styles: T): T {
  return styles;
}

export type StyleLayer = SystemStyleObject | undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges style objects as a recipe does (base, then size, then variant): later keys win and
 * nested conditions (`_hover`, `_icon`) merge instead of replacing each other.
 */
export function mergeStyles(...layers: readonly StyleLayer[]): SystemStyleObject {
  const merged: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      const previous = merged[key];
      merged[key] =
        isPlainObject(previous) && isPlainObject(value)
          ? mergeStyles(previous as SystemStyleObject, value as SystemStyleObject)
          : value;
    }
  }
  return merged as SystemStyleObject;
}
