import { MENU_ENTRIES, type MenuArea } from '../contract/menu-codes';
import { BUILT_PAGES } from './route-pages';

// spec §2 route table as data (docs/conventions.md: the menu, the guards and the tab titles all read
// this one table). Top-level entries come from contract/menu-codes.ts, which the server's
// menu and roles share; children carry their parent's code.

/** Loads a page on demand (spec §2: pages are loaded when visited). */
import type { PageLoader } from './route-pages';

export type { PageLoader };

export interface RouteEntry {
  /** Full path, e.g. `/channel-code/code-form`. */
  readonly path: string;
  /** Chinese title (tab, menu, breadcrumbs). */
  readonly title: string;
  readonly area: MenuArea | 'home';
  /** Menu code rs_scrm_{area}_{feature}; children use their parent's. */
  readonly code: string;
  /** Set on children: the top-level path they belong to. */
  readonly parentPath?: string;
  /** Undefined while the page is not built yet: the shell shows 功能建设中. */
  readonly page?: PageLoader;
  /**
   * A record's form: opened bare it creates one (`title` says 新建), opened with the record's
   * id in `param` it edits it, and the tab says this `title` (issue #37; routeTitle).
   */
  readonly edit?: RouteEditTitle;
}

export interface RouteEditTitle {
  readonly title: string;
  /** The query parameter that names the edited record (`?id=3`, a mass send's `?edit=3`). */
  readonly param: string;
}

type ChildRoute = readonly [segment: string, title: string, edit?: RouteEditTitle];

// spec §2 "Nested routes are written parent > child": segment and Chinese title; a record's
// form carries the title it has while editing.
const CHILDREN: Readonly<Record<string, readonly ChildRoute[]>> = {
  '/channel-code': [
    ['code-form', '新建活码', { title: '编辑活码', param: 'id' }],
    ['statistics', '活码数据'],
  ],
  '/lock-code': [
    ['code-form', '新建锁客码', { title: '编辑锁客码', param: 'id' }],
    ['statistics', '锁客码数据'],
  ],
  '/shunt-code': [
    ['code-form', '新建分流码', { title: '编辑分流码', param: 'id' }],
    ['statistics', '分流码数据'],
  ],
  '/short-chain': [
    ['post', '添加短链', { title: '编辑短链', param: 'id' }],
    ['statistic', '短链数据'],
  ],
  '/group-code': [
    ['code-form', '新建群活码', { title: '编辑群活码', param: 'id' }],
    ['statistics', '群活码数据'],
  ],
  '/private-chat': [
    ['detail', '群发详情'],
    ['form', '新建私聊群发', { title: '编辑私聊群发', param: 'edit' }],
  ],
  '/group-chat': [
    ['detail', '群发详情'],
    ['form', '新建群聊群发', { title: '编辑群聊群发', param: 'edit' }],
  ],
  '/moment-dispatch': [
    ['moment-form', '新建朋友圈'],
    ['moment-detail', '朋友圈详情'],
  ],
  '/chat-sop': [
    ['chat-sop-form', '新建私聊SOP', { title: '编辑私聊SOP', param: 'id' }],
    ['chat-sop-data', '私聊SOP数据'],
  ],
  '/group-sop': [
    ['group-sop-form', '新建群聊SOP', { title: '编辑群聊SOP', param: 'id' }],
    ['group-sop-data', '群聊SOP数据'],
  ],
  '/sider-iframe': [['config', '侧边栏配置']],
  '/group-list': [['group-detail', '客户群详情']],
  '/batch-tag': [['form', '新建打标签任务']],
  '/auto-tag': [['form', '新建自动打标签规则', { title: '编辑自动打标签规则', param: 'id' }]],
  '/sync-tag': [['form', '同步任务设置']],
  '/super-form': [
    ['edit-form', '新建表单', { title: '编辑表单', param: 'id' }],
    ['form-data', '表单数据'],
  ],
  '/super-radar': [
    ['edit-form', '新建雷达', { title: '编辑雷达', param: 'id' }],
    ['data-detail', '雷达数据'],
  ],
  '/order-auto-bind': [['bind-config-history', '绑定配置历史']],
};

function buildRoutes(): RouteEntry[] {
  return MENU_ENTRIES.flatMap((entry) => {
    const parent: RouteEntry = { ...entry, page: BUILT_PAGES[entry.path] };
    const children = (CHILDREN[entry.path] ?? []).map(([segment, title, edit]): RouteEntry => ({
      path: `${entry.path}/${segment}`,
      title,
      area: entry.area,
      code: entry.code,
      parentPath: entry.path,
      page: BUILT_PAGES[`${entry.path}/${segment}`],
      ...(edit ? { edit } : {}),
    }));
    return [parent, ...children];
  });
}

export const ROUTES: readonly RouteEntry[] = buildRoutes();

const ROUTES_BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The route of a pathname (a trailing slash is ignored); undefined means 404. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES_BY_PATH.get(normalized);
}

/** The routes still showing 功能建设中. */
export function routesUnderConstruction(): RouteEntry[] {
  return ROUTES.filter((route) => route.page === undefined);
}
