import { defineStaticStyles } from '../static-css/define-static-styles';

// The empty state's static classes (docs/architecture.md "Styling", issue #39): it shows in a
// list's table, which renders no Chakra outside its islands. The same styles the Box and Text
// props gave.
export const emptyStateStyles = defineStaticStyles({
  'es-root': {
    py: '12',
    px: '4',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '2',
  },
  'es-title': { fontSize: 'sm', fontWeight: 'medium', color: 'gray.800', mt: '1' },
  'es-text': { fontSize: 'sm', color: 'gray.600', maxW: 'md' },
  'es-action': { mt: '2' },
});
