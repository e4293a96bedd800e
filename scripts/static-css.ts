// docs/architecture.md "Styling": writes src/ui/static-css/static.css, the console's static
// stylesheet, from the typed style objects listed in src/ui/static-css/static-style-sheets.ts.
// Run after changing a style object, the theme or Chakra:
//   npx tsx scripts/static-css.ts
// src/ui/static-css/render-static-css.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { renderStaticCss } from '../src/ui/static-css/render-static-css';

const file = new URL('../src/ui/static-css/static.css', import.meta.url);
writeFileSync(file, renderStaticCss());
console.log(`wrote ${file.pathname}`);
