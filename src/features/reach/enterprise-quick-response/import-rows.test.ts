import { describe, expect, it } from 'vitest';
import { parseImportRows } from './import-rows';

describe('import rows pasted from a spreadsheet (issue #18)', () => {
  it('reads 分组, 标题, 内容 per line, skipping the header and blank lines', () => {
    const pasted =
      '分组\t标题\t内容\r\n售前/尺码\t尺码建议\t偏大一码\n\n售后\t退货\t7天无理由\t可退\n';
    expect(parseImportRows(pasted)).toEqual([
      { group: '售前/尺码', title: '尺码建议', text: '偏大一码' },
      { group: '售后', title: '退货', text: '7天无理由\t可退' },
    ]);
  });
});
