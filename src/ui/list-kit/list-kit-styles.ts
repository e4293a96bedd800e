import { defineStaticStyles } from '../static-css/define-static-styles';

// The list kit's search boxes as static classes (docs/architecture.md "Styling", issue #39):
// Chakra's Input look is `fi-input` (input-styles.ts); these give the width and background
// the Input's props gave (`width`, no `bg`: the recipe's transparent), doubled (`&&`) to win
// over `fi-input` whatever the order.
export const listKitStyles = defineStaticStyles({
  'lk-search-form': { display: 'flex', gap: '2', flexWrap: 'wrap' },
  'lk-name-input': { '&&': { bg: 'transparent', width: '56' } },
  'lk-search-input': { '&&': { bg: 'transparent', width: { base: 'full', sm: '48' } } },
  // a select beside the search box (a status), as narrow as the Box that held it
  'lk-filter-narrow': { width: '32' },
});
