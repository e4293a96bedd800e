import { spinnerRecipe } from '@chakra-ui/react/theme';
import { defineStaticStyles } from './define-static-styles';

// Chakra's Spinner look as static classes (docs/architecture.md "Styling", issue #39): the
// recipe's base and size, for spinners shown before or without Chakra (a list's loading
// state and its busy mark). Chakra's Spinner is a bare `span` (no role, no label): the text
// beside it says what is loading, so the static one is a bare `span` too. The colour is the
// text's (`currentColor`): `sp-blue` gives the lists' blue.500.
const sizes = spinnerRecipe.variants?.size;

export const spinnerStyles = defineStaticStyles({
  'sp-spinner': spinnerRecipe.base ?? {},
  'sp-sm': sizes?.['sm'] ?? {},
  'sp-md': sizes?.['md'] ?? {},
  'sp-blue': { color: 'blue.500' },
});
