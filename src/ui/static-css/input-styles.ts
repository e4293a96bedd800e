import { inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from './define-static-styles';

// Chakra's NativeSelect (root, field, indicator) and Input looks as static classes
// (docs/architecture.md "Styling", issue #39), outline variant, merged as the recipes merge
// them: the filter bar's selects and text field (size sm, on white) and the pager's page-size
// select and page field (size xs), /index's shortcut search (size md). A list's filter bar showed up to eight selects, four
// Emotion-styled elements each, on the first paint of every list page.
type Size = 'xs' | 'sm' | 'md';
const select = nativeSelectSlotRecipe;
const selectRoot = (size: Size) => mergeStyles(select.base?.root, select.variants?.size[size].root);
const selectField = (size: Size) =>
  mergeStyles(
    select.base?.field,
    select.variants?.variant.outline.field,
    select.variants?.size[size].field,
  );
const selectIndicator = (size: Size) =>
  mergeStyles(select.base?.indicator, select.variants?.size[size].indicator);
const input = (size: Size) =>
  mergeStyles(
    inputRecipe.base,
    inputRecipe.variants?.size[size],
    inputRecipe.variants?.variant.outline,
  );

export const inputStyles = defineStaticStyles({
  'fi-select-root': selectRoot('sm'),
  'fi-select': mergeStyles(selectField('sm'), { bg: 'white' }),
  'fi-select-indicator': selectIndicator('sm'),
  'fi-input': mergeStyles(input('sm'), { bg: 'white' }),
  'pg-size-root': mergeStyles(selectRoot('xs'), { width: 'auto' }),
  'pg-size': selectField('xs'),
  'pg-size-indicator': selectIndicator('xs'),
  'pg-jump-input': mergeStyles(input('xs'), { width: '12' }),
  'hp-search': mergeStyles(input('md'), { bg: 'white', maxW: '72' }),
});
