import type { STATIC_STYLE_SHEETS } from './static-style-sheets';

type ClassesOf<T> = T extends readonly [infer First, ...infer Rest]
  ? Extract<keyof First, string> | ClassesOf<Rest>
  : never;

/** A class of static.css (a type-only import: no style object reaches the app bundle). */
export type StaticClass = ClassesOf<typeof STATIC_STYLE_SHEETS>;

/** Joins static classes, skipping the falsy ones: `sc('dt-row', clickable && 'dt-row-click')`. */
export function sc(...names: readonly (StaticClass | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
