import { headingRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles, mergeStyles } from './define-static-styles';

// Status pages (404, 无权限, 功能建设中, a failed load, offline) and the offline note as static
// classes (docs/architecture.md "Styling", issue #39): they show in the page's place without
// waiting for Chakra, and a failed chunk load must not keep them from showing.
export const statusStyles = defineStaticStyles({
  'st-page': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: '4',
    minH: '60vh',
    px: '6',
    py: '12',
  },
  'st-mark': { fontSize: '5xl', fontWeight: 'bold', color: 'blue.600', lineHeight: '1' },
  'st-title': mergeStyles(headingRecipe.base, headingRecipe.variants?.size.xl),
  'st-description': { color: 'fg.muted', maxW: '2xl', lineHeight: 'tall' },
  'st-actions': { display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' },
  'st-mb-2': { mb: '2' },
  'st-mb-3': { mb: '3' },
  'st-mt-2': { mt: '2' },
  'st-updated': {
    px: '6',
    py: '1.5',
    fontSize: 'xs',
    color: 'orange.800',
    bg: 'orange.50',
    borderBottomWidth: '1px',
    borderColor: 'orange.100',
  },
  'st-contents': { display: 'contents' },
  'st-hidden': { display: 'none' },
});
