import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_EXAMPLE, TEMPLATE_HEADER } from '../../../../contract/acquiring/ai-call-rules';

const ROOT = join(__dirname, '../../../..');

// issue #34 "one export path": the /ai-call template is a served file of the console build,
// not a CSV the browser writes.
describe('/ai-call import template', () => {
  it('the served template file holds the import header and the example row, with a BOM', () => {
    const file = readFileSync(join(ROOT, 'public/templates/ai-call-import-template.csv'), 'utf8');
    expect(file).toBe(`\uFEFF${TEMPLATE_HEADER.join(',')}\r\n${TEMPLATE_EXAMPLE.join(',')}\r\n`);
  });

  it('the page links that file for download', () => {
    const page = readFileSync(join(__dirname, 'ai-call-page.tsx'), 'utf8');
    expect(page).toContain("'/templates/ai-call-import-template.csv'");
  });
});
