import { defineStaticStyles } from './define-static-styles';

// /index's remaining parts as static classes (issue #39): the getting-started steps and the
// score ring. The ring's size and colour come in as CSS variables.
export const homePartStyles = defineStaticStyles({
  'gs-hint': { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  'gs-steps': {
    listStyleType: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: '3',
  },
  'gs-step': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    borderWidth: '1px',
    borderRadius: 'md',
    px: '3',
    py: '2.5',
    bg: 'white',
    borderColor: 'gray.200',
  },
  'gs-step-done': { bg: 'green.50', borderColor: 'green.200' },
  'gs-mark': {
    w: '6',
    h: '6',
    borderRadius: 'full',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'xs',
    fontWeight: 'bold',
    flexShrink: 0,
    bg: 'blue.50',
    color: 'blue.700',
  },
  'gs-mark-done': { bg: 'green.500', color: 'white' },
  'gs-title': { fontSize: 'sm', flex: '1' },
  'gs-done': { fontSize: 'xs', color: 'green.700' },
  'sr-ring': {
    position: 'relative',
    w: 'var(--score-ring-size)',
    h: 'var(--score-ring-size)',
    flexShrink: 0,
  },
  'sr-center': {
    position: 'absolute',
    inset: '0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
  },
  'sr-score': { fontSize: '3xl', fontWeight: 'bold', lineHeight: '1', color: 'var(--score-color)' },
  'sr-of': { fontSize: 'xs', color: 'fg.muted', mt: '1' },
});
