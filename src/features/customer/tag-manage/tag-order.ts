/** The ids after moving `id` one place earlier (-1) or later (+1); unchanged at the ends. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const index = ids.indexOf(id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  next[index] = ids[target] as number;
  next[target] = id;
  return next;
}

/** Tag names typed one per line (commas too), trimmed, empty lines dropped. */
export function parseTagNames(text: string): string[] {
  return text
    .split(/[\n,，、]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
