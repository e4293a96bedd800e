// issue #13: the selection column and the action column stay put while a wide table scrolls
// (classes dt-sticky-start / dt-sticky-end in data-table-styles.ts).
export function isStickyEnd(column: { key: string; sticky?: 'end' }): boolean {
  return column.sticky === 'end' || column.key === 'actions';
}
