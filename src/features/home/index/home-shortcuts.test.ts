import { describe, expect, it } from 'vitest';
import { homeShortcutGroups } from './home-shortcuts';

describe('home shortcuts (issue #4: the operator’s permitted areas)', () => {
  it('offers the special set as setup to a user holding no code', () => {
    const groups = homeShortcutGroups(new Set());
    expect(groups.map((group) => group.area)).toEqual(['setup']);
    expect(groups[0]?.entries.map((entry) => entry.path)).toContain('/authorize');
  });

  it('lists only the areas and pages the role grants (no 聊天工具栏 or 应用授权 without their codes)', () => {
    const groups = homeShortcutGroups(new Set(['rs_scrm_customer_customer_list']));
    expect(groups.map((group) => group.area)).toEqual(['customer']);
    expect(groups.find((group) => group.area === 'customer')?.entries).toHaveLength(1);
  });

  it('filters pages by the search text', () => {
    const granted = new Set(['rs_scrm_customer_customer_list', 'rs_scrm_customer_tag_manage']);
    const groups = homeShortcutGroups(granted, '标签');
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.path))).toEqual([
      '/tag-manage',
    ]);
  });
});
