import { headingRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from './define-static-styles';

// The page kit's frame as static classes (docs/architecture.md "Styling", issue #39): the page
// title line, the white sections and the list's filter bar are on every list, form and
// statistics page, so each page gets them without Emotion work. Run-time sizes (a field's
// width, a section's padding) come in as CSS variables.
const heading = (size: 'sm' | 'lg') =>
  mergeStyles(headingRecipe.base, headingRecipe.variants?.size[size]);

export const pageKitStyles = defineStaticStyles({
  'pk-page': { p: { base: '3', md: '5' }, maxW: '1600px' },
  'pk-head': { display: 'flex', alignItems: 'flex-start', gap: '4', mb: '4', flexWrap: 'wrap' },
  'pk-head-text': { flex: '1', minW: '60' },
  'pk-title': heading('lg'),
  'pk-description': { mt: '1', fontSize: 'sm', color: 'fg.muted' },
  'pk-actions': { display: 'flex', gap: '2', flexWrap: 'wrap' },
  'pk-body': { display: 'flex', flexDirection: 'column', gap: '4' },
  'pk-section': {
    bg: 'white',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'gray.200',
    p: 'var(--pk-padding, var(--chakra-spacing-5))',
  },
  'pk-section-head': { display: 'flex', alignItems: 'center', gap: '3', mb: '4' },
  'pk-section-title': mergeStyles(heading('sm'), { flex: '1' }),
  // The filter bar (filter-bar.tsx): on a phone only the first field shows until 更多筛选.
  'fb-bar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: { base: '3', md: '4' },
  },
  'fb-more-fields': {
    display: { base: 'none', md: 'contents' },
    flexDirection: 'column',
    gap: '3',
    width: 'full',
  },
  'fb-more-open': { display: { base: 'flex', md: 'contents' } },
  'fb-buttons': { display: 'flex', gap: '2', flexWrap: 'wrap' },
  'fb-more-toggle': { display: { base: 'inline-flex', md: 'none' } },
  'fb-field': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    width: { base: 'full', md: 'var(--fb-width)' },
    maxW: 'full',
  },
  'fb-label': { fontSize: 'xs', color: 'fg.muted' },
  'fb-search': { display: 'flex', gap: '2' },
  // two controls side by side in one field (a custom field and its value: customer-field-filter)
  'fb-pair': { display: 'flex', gap: '2' },
  'fb-pair-cell': { width: '36', flexShrink: 0 },
});
