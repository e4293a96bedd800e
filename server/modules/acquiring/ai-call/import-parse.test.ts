// issue #16 /ai-call "Bad input and limits": the sheet's checks, row by row and for the file.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import { parseCsv } from '../../../imports/csv-read';
import { FileRejected } from '../../../imports/file-rejected';
import { readSheetOutside as readSheet } from '../../../imports/read-sheet-outside';
import { checkRows } from './import-parse';

const HEADER = ['手机号', '姓名', '标签', '备注'];

describe('/ai-call sheet checks', () => {
  it('reads quoted CSV fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFF手机号,备注\r\n13800138000,"a, ""b"""\r\n')).toEqual([
      ['手机号', '备注'],
      ['13800138000', 'a, "b"'],
    ]);
  });

  it('rejects a bad phone, an empty phone and a duplicate with their line numbers and why', () => {
    const rows = checkRows(
      [
        HEADER,
        ['138 0013 8000', '张三', '', ''],
        ['12345', '李四', '', ''],
        ['', '王五', '', ''],
        ['+8613800138000', '赵六', '', ''],
        ['13900139000', '钱七', '', ''],
      ],
      new Set(['13900139000']),
    );
    expect(rows.map((row) => [row.line, row.status, row.reason])).toEqual([
      [2, NUMBER_STATUS.unassigned, ''],
      [3, NUMBER_STATUS.invalid, '手机号格式不正确（应为11位手机号）'],
      [4, NUMBER_STATUS.invalid, '手机号为空'],
      [5, NUMBER_STATUS.duplicate, '与第2行重复'],
      [6, NUMBER_STATUS.duplicate, '该号码已在其他导入任务中'],
    ]);
    expect(rows[0]?.phone).toBe('13800138000');
  });

  it('refuses an empty sheet, a sheet without a phone column and one over 50,000 rows', () => {
    expect(() => checkRows([HEADER], new Set())).toThrow('表格没有数据行');
    expect(() => checkRows([['姓名'], ['张三']], new Set())).toThrow('手机号');
    const big = [
      HEADER,
      ...Array.from({ length: 50_001 }, (_, i) => [`139${String(i).padStart(8, '0')}`]),
    ];
    expect(() => checkRows(big, new Set())).toThrow('超过上限50000行');
  });

  it('refuses a file of the wrong type or a broken .xlsx as a whole', async () => {
    await expect(readSheet('名单.txt', Buffer.from('x'))).rejects.toBeInstanceOf(FileRejected);
    await expect(readSheet('名单.xlsx', Buffer.from('not a zip'))).rejects.toThrow('.xlsx');
  });

  it('reads an .xlsx sheet the same way as CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(HEADER);
    sheet.addRow(['13800138000', '张三', '意向', '展会']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const rows = checkRows(await readSheet('名单.xlsx', buffer), new Set());
    expect(rows).toEqual([
      {
        line: 2,
        phone: '13800138000',
        name: '张三',
        tags: '意向',
        remark: '展会',
        status: 0,
        reason: '',
      },
    ]);
  });
});
