// spec §9: default table page size 20, size changer and quick jumper on, total text
// "共 N 条", page-limit constant 10000. docs/conventions.md: page_size is at most 100.
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];
export const PAGE_LIMIT = 10000;

export function formatTotal(total: number): string {
  return `共 ${total} 条`;
}

export interface TableDefaults {
  pageSize: number;
  pageSizeOptions: readonly number[];
  showSizeChanger: boolean;
  showQuickJumper: boolean;
  showTotal: (total: number) => string;
}

export const TABLE_DEFAULTS: Readonly<TableDefaults> = {
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZE_OPTIONS,
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: formatTotal,
};
