import { describe, expect, it } from 'vitest';
import { ALL_MENU_CODES, MENU_AREAS, SPECIAL_PATHS } from '../contract/menu-codes';
import { findRoute, ROUTES, routesUnderConstruction } from './routes';

// Every path of spec §2 "Route table", copied from the spec (parent > child written out).
const SPEC_PATHS = [
  '/index',
  // Acquiring followers
  '/strategy',
  '/channel-code', '/channel-code/code-form', '/channel-code/statistics',
  '/lock-code', '/lock-code/code-form', '/lock-code/statistics',
  '/shunt-code', '/shunt-code/code-form', '/shunt-code/statistics',
  '/short-chain', '/short-chain/post', '/short-chain/statistic',
  '/ai-call', '/welcome',
  '/group-code', '/group-code/code-form', '/group-code/statistics',
  '/group-welcome', '/new-customer-join-group', '/tag-invite-group', '/fission-add-fans',
  // Reach
  '/reach-strategy',
  '/private-chat', '/private-chat/detail', '/private-chat/form',
  '/group-chat', '/group-chat/detail', '/group-chat/form',
  '/moment-dispatch', '/moment-dispatch/moment-form', '/moment-dispatch/moment-detail',
  '/chat-sop', '/chat-sop/chat-sop-form', '/chat-sop/chat-sop-data',
  '/group-sop', '/group-sop/group-sop-form', '/group-sop/group-sop-data',
  '/marketing-msg', '/enterprise-quick-response', '/menu-setting',
  '/sider-iframe', '/sider-iframe/config',
  // Marketing and operations
  '/marketing-strategy', '/marketing', '/order-points', '/admp-strategy', '/admp-tag',
  '/operation-plan',
  // Customers
  '/customer-strategy', '/customer-list', '/repeat-customer', '/loss-customer',
  '/group-list', '/group-list/group-detail', '/tag-manage',
  '/batch-tag', '/batch-tag/form', '/auto-tag', '/auto-tag/form', '/sync-tag', '/sync-tag/form',
  '/custom-info',
  // Materials
  '/material-strategy', '/material-goods',
  '/super-form', '/super-form/edit-form', '/super-form/form-data',
  '/super-radar', '/super-radar/edit-form', '/super-radar/data-detail',
  // Statistics
  '/privsph-overview', '/customer-data', '/community-data', '/transform-data', '/community-deal',
  '/data-marketing', '/performance-ranking',
  // Company
  '/mail-list', '/performance-rule', '/performance-order',
  '/order-auto-bind', '/order-auto-bind/bind-config-history', '/chat-records', '/chat-data',
  // Settings
  '/role-manage', '/authorize', '/developer', '/chat-archive-configure', '/config-check',
  '/export-log',
]; // prettier-ignore

const toSnake = (path: string) => path.replace(/^\//, '').replace(/-/g, '_');

describe('route table (spec §2)', () => {
  it('holds exactly the paths of spec §2', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('gives every top-level route the code rs_scrm_{area}_{feature}', () => {
    const areas = new Set<string>(MENU_AREAS);
    for (const route of ROUTES.filter((entry) => !entry.parentPath)) {
      if (route.path === '/index') {
        expect(route.code).toBe('rs_scrm_home');
      } else if (route.path === '/marketing-msg') {
        expect(route.code).toBe('rs_scrm_marketing_msg');
      } else {
        expect(areas.has(route.area)).toBe(true);
        expect(route.code).toBe(`rs_scrm_${route.area}_${toSnake(route.path)}`);
      }
      expect(route.code).toMatch(/^rs_scrm_[a-z]+(_[a-z0-9]+)*$/);
    }
  });

  it('gives children the code, area and prefix of their parent', () => {
    const children = ROUTES.filter((route) => route.parentPath);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = findRoute(child.parentPath ?? '');
      expect(parent?.code).toBe(child.code);
      expect(parent?.area).toBe(child.area);
      expect(child.path.startsWith(`${child.parentPath}/`)).toBe(true);
    }
  });

  it('titles every route in Chinese', () => {
    for (const route of ROUTES) expect(route.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('uses only codes the server knows', () => {
    const known = new Set(ALL_MENU_CODES);
    for (const route of ROUTES) expect(known.has(route.code)).toBe(true);
    for (const path of SPECIAL_PATHS) expect(findRoute(path)).toBeDefined();
  });

  it('finds a route with or without a trailing slash, and nothing for unknown paths', () => {
    expect(findRoute('/channel-code/')?.path).toBe('/channel-code');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });

  it('no route of spec §2 shows 功能建设中 any more: every route has its page', () => {
    expect(routesUnderConstruction().map((route) => route.path)).toEqual([]);
  });
});
