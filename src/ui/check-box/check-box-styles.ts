import { defineStaticStyles } from '../static-css/define-static-styles';

// CheckBox's label (docs/architecture.md "Styling"): one per table row, so a static class.
export const checkBoxStyles = defineStaticStyles({
  'sc-check': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    cursor: 'pointer',
    fontSize: 'sm',
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
