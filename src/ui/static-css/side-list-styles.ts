import { defineStaticStyles } from './define-static-styles';

// A side list of groups with their counts (活码分组 on /channel-code), as static classes
// (docs/architecture.md "Styling", issue #39): it grows with the tenant's groups, so its items
// are plain elements; the selected item is marked by aria-pressed on its button.
export const sideListStyles = defineStaticStyles({
  // the page: the side list beside the main section from lg, above it below
  'sl-layout': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' },
    gap: '4',
    alignItems: 'start',
  },
  'sl-list': { display: 'flex', flexDirection: 'column', gap: '1' },
  // Below lg the list stands above the table: one row that scrolls sideways, so the table does
  // not move down when the groups arrive (issue #39: /channel-code's CLS 0.103 at 390, the
  // table pushed 164 px) and a long list of groups does not push it off the screen.
  'sl-items': {
    display: 'flex',
    flexDirection: { base: 'row', lg: 'column' },
    gap: '1',
    overflowX: { base: 'auto', lg: 'visible' },
    scrollbarWidth: 'thin',
    pb: { base: '1', lg: '0' },
  },
  'sl-head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    px: '1',
    mb: '1',
  },
  'sl-title': { fontSize: 'sm', fontWeight: 'semibold' },
  'sl-item': {
    display: 'flex',
    flexShrink: 0,
    maxW: { base: '60', lg: 'none' },
    alignItems: 'center',
    borderRadius: 'md',
    _hover: { bg: 'gray.50' },
    // selected: blue, hovered or not (the second selector outranks `_hover`)
    '&:has(> [aria-pressed=true]), &:has(> [aria-pressed=true]):hover': { bg: 'blue.50' },
  },
  'sl-button': {
    flex: '1',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    textAlign: 'start',
    px: '3',
    py: '2',
    fontSize: 'sm',
    '&[aria-pressed=true]': { color: 'blue.700', fontWeight: 'medium' },
  },
  'sl-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  'sl-count': { color: 'fg.muted', fontSize: 'xs' },
});
