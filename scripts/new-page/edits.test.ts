import { describe, expect, it } from 'vitest';
import {
  addMessageKeys,
  addPageLoader,
  addServerRegistration,
  childTitle,
  removeFromUnderConstruction,
} from './edits';
import { sliceNames } from './names';

const names = sliceNames('/sider-iframe/config', 'reach', '侧边栏配置');

describe('new:page shared-file edits (issue #12)', () => {
  it("appends the page's loader to its area's page table", () => {
    const text = "import x;\n\nexport const REACH_PAGES = {\n  '/a': () => load(),\n};\n";
    const edited = addPageLoader(text, names);
    expect(edited).toContain(
      "'/sider-iframe/config': () =>\n    import('../features/reach/sider-iframe/config/config-page')",
    );
    expect(edited).toContain('module.SiderIframeConfigPage');
    expect(edited.trimEnd().endsWith('};')).toBe(true);
    expect(() => addPageLoader(edited, names)).toThrow('已经有页面');
  });

  it("registers the slice's routes inside the area's registration function", () => {
    const text = [
      "import type { FastifyInstance } from 'fastify';",
      "import { registerA } from './a/routes';",
      '',
      'export function registerReachArea(scope: FastifyInstance, routeDeps: RouteDeps): void {',
      '  registerA(scope, routeDeps);',
      '}',
      '',
    ].join('\n');
    const edited = addServerRegistration(text, names, './sider-iframe-config/routes');
    expect(edited).toContain(
      "import { registerSiderIframeConfigRoutes } from './sider-iframe-config/routes';\n\nexport",
    );
    expect(edited).toContain(
      '  registerA(scope, routeDeps);\n  registerSiderIframeConfigRoutes(scope, routeDeps);\n}',
    );
    expect(() => addServerRegistration('const x = 1;\n', names, './x')).toThrow('请手工添加');
  });

  it("joins the page's catalogue keys to MessageKey", () => {
    const text =
      "import type { a } from './messages/a.zh-cn';\n\ntype AreaMessageKey =\n  | keyof typeof a;\n";
    const edited = addMessageKeys(text, names);
    expect(edited).toContain(
      "import type { reachSiderIframeConfigZhCN } from './messages/reach-sider-iframe-config.zh-cn';",
    );
    expect(edited).toContain('| keyof typeof a\n  | keyof typeof reachSiderIframeConfigZhCN;');
  });

  it('takes the route off the 功能建设中 list, down to an empty list', () => {
    const two =
      'toMatchInlineSnapshot(`\n      [\n        "/a",\n        "/sider-iframe/config",\n      ]\n    `)';
    expect(removeFromUnderConstruction(two, '/sider-iframe/config')).toBe(
      'toMatchInlineSnapshot(`\n      [\n        "/a",\n      ]\n    `)',
    );
    const one =
      'toMatchInlineSnapshot(`\n      [\n        "/sider-iframe/config",\n      ]\n    `)';
    expect(removeFromUnderConstruction(one, '/sider-iframe/config')).toBe(
      'toMatchInlineSnapshot(`[]`)',
    );
  });

  it("reads a child's title from the route table's CHILDREN", () => {
    const text =
      "const CHILDREN = {\n  '/a': [['form', '编辑']],\n  '/sider-iframe': [['config', '侧边栏配置']],\n};";
    expect(childTitle(text, '/sider-iframe', 'config')).toBe('侧边栏配置');
    expect(childTitle(text, '/a', 'config')).toBeUndefined();
    const form =
      "const CHILDREN = {\n  '/auto-tag': [['form', '新建规则', { title: '编辑规则', param: 'id' }]],\n};";
    expect(childTitle(form, '/auto-tag', 'form')).toBe('新建规则');
  });
});
