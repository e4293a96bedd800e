// issue #32 finding 1: a user's sheet is read in a worker within import-limits.ts — refused
// from the zip's directory before inflating, refused at a row, column or cell limit while
// streaming, and a worker that runs out of memory or time is stopped with a Chinese reason.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sharedStringsBomb, zipFile } from '../test-support/zip-file';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './import-limits';
import { readSheetOutside } from './read-sheet-outside';

async function workbook(rows: readonly (readonly (string | number | boolean)[])[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('import worker (issue #32 finding 1)', () => {
  it('reads shared, inline, rich and number cells of the first sheet, blank rows kept in place', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('名单');
    sheet.addRow(['手机号', '姓名', '备注']);
    sheet.addRow([13800138000, { richText: [{ text: '张' }, { text: '三' }] }, true]);
    sheet.getRow(4).values = ['13900139000', 'a & <b>'];
    book.addWorksheet('其他').addRow(['不读']);
    const rows = await readSheetOutside('名单.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      ['手机号', '姓名', '备注'],
      ['13800138000', '张三', 'true'],
      [],
      ['13900139000', 'a & <b>'],
    ]);
  });

  it('refuses a part over the uncompressed limit from the zip directory, before inflating it', async () => {
    const limits = { ...IMPORT_LIMITS, entryBytes: 1024 * 1024 };
    await expect(readSheetOutside('名单.xlsx', sharedStringsBomb(300_000), limits)).rejects.toThrow(
      '文件解压后超过1MB，请拆分后再导入',
    );
  });

  it('refuses a part compressed beyond the ratio limit (the bomb under the size limit)', async () => {
    await expect(readSheetOutside('名单.xlsx', sharedStringsBomb(300_000))).rejects.toThrow(
      LIMIT_MESSAGES.ratioTooHigh(IMPORT_LIMITS),
    );
  });

  it('stops a directory that lies about a part size as soon as the part inflates past it', async () => {
    const big = `<worksheet><sheetData>${'<row><c t="inlineStr"><is><t>13800138000</t></is></c></row>'.repeat(5000)}</sheetData></worksheet>`;
    const parts = (declaredSize?: number) => [
      {
        name: 'xl/workbook.xml',
        data: Buffer.from('<workbook><sheets><sheet/></sheets></workbook>'),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(big), declaredSize },
    ];
    // The same parts told truthfully read as 5,000 rows; the sheet declaring 100 bytes fails.
    expect(await readSheetOutside('名单.xlsx', zipFile(parts()))).toHaveLength(5000);
    const lying = zipFile(parts(100));
    await expect(readSheetOutside('名单.xlsx', lying)).rejects.toThrow(LIMIT_MESSAGES.notZip);
  });

  it('refuses too many shared strings, rows, columns or cells while streaming', async () => {
    const small = { ...IMPORT_LIMITS, cells: 10, rows: 5, columns: 3 };
    await expect(readSheetOutside('名单.xlsx', sharedStringsBomb(11), small)).rejects.toThrow(
      LIMIT_MESSAGES.tooManyCells(small),
    );
    const tall = await workbook(Array.from({ length: 6 }, (_, i) => [`r${i}`]));
    await expect(readSheetOutside('名单.xlsx', tall, small)).rejects.toThrow(
      LIMIT_MESSAGES.tooManyRows(small),
    );
    const wide = await workbook([['a', 'b', 'c', 'd']]);
    await expect(readSheetOutside('名单.xlsx', wide, small)).rejects.toThrow(
      LIMIT_MESSAGES.tooManyColumns(small),
    );
    const csv = Buffer.from('a,b\nc,d\ne,f\n');
    await expect(readSheetOutside('名单.csv', csv, { ...small, cells: 5 })).rejects.toThrow(
      '表格超过5个单元格',
    );
  });

  it('stops a worker that runs out of its memory or its time with a Chinese reason', async () => {
    const sheet = await workbook([['手机号'], ['13800138000']]);
    // 600,000 distinct shared strings (within every size limit) do not fit a 16 MB heap.
    const strings = Array.from(
      { length: 600_000 },
      (_, i) => `<si><t>${13_800_000_000 + i}</t></si>`,
    );
    const heavy = zipFile([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from('<workbook><sheets><sheet/></sheets></workbook>'),
      },
      { name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst>${strings.join('')}</sst>`) },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from('<worksheet><sheetData/></worksheet>'),
      },
    ]);
    await expect(
      readSheetOutside('名单.xlsx', heavy, {
        ...IMPORT_LIMITS,
        memoryMb: 16,
        fileBytes: 16 * 1024 * 1024,
      }),
    ).rejects.toThrow(LIMIT_MESSAGES.outOfMemory);
    await expect(
      readSheetOutside('名单.xlsx', sheet, { ...IMPORT_LIMITS, timeMs: 1 }),
    ).rejects.toThrow(LIMIT_MESSAGES.timeout({ ...IMPORT_LIMITS, timeMs: 1 }));
  });
});
