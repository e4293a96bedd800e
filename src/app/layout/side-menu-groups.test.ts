import { describe, expect, it } from 'vitest';
import { extraApps, filterMenuGroups, sideMenuGroups } from './side-menu-groups';

describe('side menu (spec §2: only permitted entries, grouped by area)', () => {
  it('lists only the pages the role grants, plus home: a 本人 salesperson holding /customer-list sees no 聊天工具栏 or 应用授权', () => {
    const groups = sideMenuGroups(new Set(['rs_scrm_customer_customer_list']));
    const paths = groups.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(paths).toEqual(['/index', '/customer-list']);
    expect(groups.map((group) => group.area)).toEqual(['home', 'customer']);
  });

  it('lists home alone to a user holding no code (the special set opens by address, not from the menu)', () => {
    const groups = sideMenuGroups(new Set());
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.path))).toEqual(['/index']);
  });

  it('lists a special page when the role grants its code', () => {
    const groups = sideMenuGroups(new Set(['rs_scrm_setting_authorize']));
    const setting = groups.find((group) => group.area === 'setting');
    expect(setting?.entries.map((entry) => entry.path)).toEqual(['/authorize']);
  });

  it('adds a granted page under its area and never lists children', () => {
    const groups = sideMenuGroups(new Set(['rs_scrm_acquiring_channel_code']));
    const acquiring = groups.find((group) => group.area === 'acquiring');
    expect(acquiring?.entries.map((entry) => entry.path)).toEqual(['/channel-code']);
  });

  it('keeps only visible apps that are not menu pages', () => {
    const app = { code: 'app_member', path: '/member', title: '会员', area: 'app' };
    const page = { code: 'x', path: '/index', title: '首页', area: 'home' };
    expect(extraApps([app, page])).toEqual([app]);
  });
});

describe('menu search (issue #13)', () => {
  const groups = sideMenuGroups(new Set(['rs_scrm_acquiring_channel_code']));
  const title = (entry: { title: string }) => entry.title;

  it('keeps only entries whose title contains the query, dropping empty areas', () => {
    const found = filterMenuGroups(groups, '活码', title);
    expect(found.map((group) => group.area)).toEqual(['acquiring']);
    expect(found[0]?.entries.map((entry) => entry.path)).toEqual(['/channel-code']);
  });

  it('finds by path and keeps everything for an empty query', () => {
    expect(filterMenuGroups(groups, 'channel-code', title)[0]?.entries[0]?.path).toBe(
      '/channel-code',
    );
    expect(filterMenuGroups(groups, '  ', title)).toEqual(groups);
  });
});
