// issue #13: the selection column and the action column stay put while a wide table scrolls.
export const STICKY_START = {
  position: 'sticky',
  insetStart: 0,
  zIndex: 1,
  bg: 'inherit',
} as const;
export const STICKY_END = {
  position: 'sticky',
  insetEnd: 0,
  zIndex: 1,
  bg: 'inherit',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
} as const;

export function isStickyEnd(column: { key: string; sticky?: 'end' }): boolean {
  return column.sticky === 'end' || column.key === 'actions';
}
