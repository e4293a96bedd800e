import { defineStaticStyles } from './define-static-styles';

// docs/architecture.md "Styling" (issue #39): /welcome's own markup as the Box and Text props
// that drew it, for a `chakraFreePage`'s first paint: the priority note under the title, the
// list toolbar's employee select (full width on a phone, 56 from `md`), a default row's scope
// and a row's buttons (on one line, as the Box was: `sc-buttons` wraps).
export const welcomeStyles = defineStaticStyles({
  'wl-priority': {
    bg: 'blue.50',
    borderWidth: '1px',
    borderColor: 'blue.200',
    borderRadius: 'md',
    px: '4',
    py: '3',
  },
  'wl-priority-title': { fontWeight: 'medium', color: 'blue.900', fontSize: 'sm' },
  'wl-priority-hint': { color: 'gray.700', fontSize: 'xs', mt: '1' },
  'wl-filter': { width: { base: 'full', md: '56' } },
  'wl-scope': { display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' },
  'wl-row-buttons': { display: 'flex', gap: '1' },
});
