import { defineStaticStyles } from './define-static-styles';

// The export dialog's static classes (docs/architecture.md "Styling", issue #39): its 导出
// button sits on every exporting list and statistics page, and the dialog's fields are
// plain elements; the buttons use the `bt-*` classes (button-styles.ts).
export const exportDialogStyles = defineStaticStyles({
  'ex-no-right': { fontSize: 'sm', color: 'fg.muted' },
  'ex-hint': { fontSize: 'sm', color: 'fg.muted', mb: '4' },
  'ex-fieldset': { mb: '4', _last: { mb: '0' } },
  'ex-legend': { fontWeight: 'medium', fontSize: 'sm', mb: '2' },
  'ex-columns': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
    gap: '2',
  },
  'ex-formats': { display: 'flex', gap: '2', flexWrap: 'wrap' },
});
