// issue #32 finding 1: the first worksheet of an .xlsx, streamed part by part out of the zip
// (zip-directory.ts checked the sizes first). Shared strings, rows, columns and cells are
// counted as they arrive and the read stops at the first limit (import-limits.ts). Cells are
// answered as text: shared and inline strings, numbers as written, booleans as true/false.
import { posix } from 'node:path';
import { FileRejected } from './file-rejected';
import type { ImportLimits } from './import-limits';
import { LIMIT_MESSAGES } from './import-limits';
import { attribute, readXml } from './xml-stream';
import type { ZipArchive } from './zip-directory';
import { openZip } from './zip-directory';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

async function part(zip: ZipArchive, name: string) {
  const stream = await zip.open(name);
  if (!stream) throw new FileRejected(LIMIT_MESSAGES.notZip);
  return stream;
}

/** The first sheet's part, as workbook.xml orders the sheets and its rels place them. */
async function firstSheetPath(zip: ZipArchive): Promise<string> {
  let relationId: string | undefined;
  await readXml(await part(zip, WORKBOOK), {
    open: (name, attributes) => {
      if (name === 'sheet' && relationId === undefined) {
        relationId = attribute(attributes, 'id', true);
      }
    },
  });
  let target: string | undefined;
  if (relationId !== undefined && zip.names.has(WORKBOOK_RELS)) {
    await readXml(await part(zip, WORKBOOK_RELS), {
      open: (name, attributes) => {
        if (name === 'Relationship' && attribute(attributes, 'Id') === relationId) {
          target = attribute(attributes, 'Target');
        }
      },
    });
  }
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
}

async function readSharedStrings(zip: ZipArchive, limits: ImportLimits): Promise<string[]> {
  const strings: string[] = [];
  const stream = await zip.open(SHARED_STRINGS);
  if (!stream) return strings;
  let current = '';
  let inText = false;
  let inPhonetic = false;
  await readXml(stream, {
    open: (name) => {
      if (name === 'si') {
        // The bomb of finding 1 is millions of empty <si/>: refused at the limit, not held.
        if (strings.length >= limits.cells)
          throw new FileRejected(LIMIT_MESSAGES.tooManyCells(limits));
        current = '';
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (inText) current += text;
    },
  });
  return strings;
}

/** A1 → 1, AB7 → 28: the column of a cell reference. */
export function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

interface CellState {
  column: number;
  type: string;
  value: string;
  capture: boolean;
}

function cellText(cell: CellState, strings: readonly string[]): string {
  if (cell.type === 's') return strings[Number.parseInt(cell.value, 10)] ?? '';
  if (cell.type === 'b') return cell.value.trim() === '1' ? 'true' : 'false';
  return cell.value;
}

async function readRows(
  zip: ZipArchive,
  path: string,
  strings: readonly string[],
  limits: ImportLimits,
): Promise<string[][]> {
  const rows: string[][] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let cellCount = 0;
  let cell: CellState | undefined;
  await readXml(await part(zip, path), {
    open: (name, attributes) => {
      if (name === 'row') {
        const given = Number.parseInt(attribute(attributes, 'r') ?? '', 10);
        rowNumber = Number.isFinite(given) && given > 0 ? given : rowNumber + 1;
        if (rowNumber > limits.rows) throw new FileRejected(LIMIT_MESSAGES.tooManyRows(limits));
        cells = [];
      } else if (name === 'c') {
        const reference = attribute(attributes, 'r');
        const column = reference ? columnOf(reference) : cells.length + 1;
        if (column > limits.columns) throw new FileRejected(LIMIT_MESSAGES.tooManyColumns(limits));
        cellCount += 1;
        if (cellCount > limits.cells) throw new FileRejected(LIMIT_MESSAGES.tooManyCells(limits));
        cell = {
          column: Math.max(1, column),
          type: attribute(attributes, 't') ?? 'n',
          value: '',
          capture: false,
        };
      } else if (cell && (name === 'v' || name === 't')) cell.capture = true;
    },
    close: (name) => {
      if (name === 'row') {
        rows[rowNumber - 1] = Array.from(cells, (text) => text ?? '');
      } else if (name === 'c' && cell) {
        cells[cell.column - 1] = cellText(cell, strings);
        cell = undefined;
      } else if (cell && (name === 'v' || name === 't')) cell.capture = false;
    },
    text: (text) => {
      if (cell?.capture) cell.value += text;
    },
  });
  return Array.from(rows, (row) => row ?? []);
}

/** The first sheet's rows (row n at index n − 1), each row's cells as text. */
export async function readXlsx(content: Buffer, limits: ImportLimits): Promise<string[][]> {
  const zip = await openZip(content, limits);
  try {
    const sheetPath = await firstSheetPath(zip);
    const strings = await readSharedStrings(zip, limits);
    return await readRows(zip, sheetPath, strings, limits);
  } finally {
    zip.close();
  }
}
