// issue #23: writes src/ui/theme/chakra-global.css, the global CSS of the console's Chakra
// system (see src/ui/theme/render-global-css.ts). Run after a change of the theme or of Chakra:
//   npx tsx scripts/chakra-global-css.ts
// src/ui/theme/render-global-css.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { renderChakraGlobalCss } from '../src/ui/theme/render-global-css';

const file = new URL('../src/ui/theme/chakra-global.css', import.meta.url);
writeFileSync(file, renderChakraGlobalCss());
console.log(`wrote ${file.pathname}`);
