// spec §9: sizes use 1024 steps with the units B, KB, MB, G, T.
export const SIZE_UNITS = ['B', 'KB', 'MB', 'G', 'T'] as const;

/** `formatSize(1536)` → '1.5 KB'; at most `decimals` places, trailing zeros dropped. */
export function formatSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return `${rounded} ${SIZE_UNITS[unit] ?? 'T'}`;
}
