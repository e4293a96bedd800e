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
