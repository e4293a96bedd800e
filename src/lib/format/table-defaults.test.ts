import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT, TABLE_DEFAULTS, formatTotal } from './table-defaults';

describe('spec §9 table defaults', () => {
  it('page size 20 with the size changer and quick jumper on', () => {
    expect(TABLE_DEFAULTS.pageSize).toBe(20);
    expect(TABLE_DEFAULTS.showSizeChanger).toBe(true);
    expect(TABLE_DEFAULTS.showQuickJumper).toBe(true);
  });

  it('total text is 共 N 条', () => {
    expect(formatTotal(128)).toBe('共 128 条');
    expect(TABLE_DEFAULTS.showTotal(0)).toBe('共 0 条');
  });

  it('page limit is 10000', () => {
    expect(PAGE_LIMIT).toBe(10000);
  });

  it('page sizes never exceed the server maximum of 100', () => {
    expect(Math.max(...TABLE_DEFAULTS.pageSizeOptions)).toBe(100);
  });
});
