// issue #18 import: rows copied from a spreadsheet arrive tab-separated — 分组, 标题, 内容 —
// one script a line; a header line and blank lines are skipped.
export interface ImportRow {
  group: string;
  title: string;
  text: string;
}

const HEADER = /^分组\t/;

export function parseImportRows(pasted: string): ImportRow[] {
  return pasted
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !HEADER.test(line))
    .map((line) => {
      const [group = '', title = '', ...rest] = line.split('\t');
      return { group: group.trim(), title: title.trim(), text: rest.join('\t').trim() };
    });
}
