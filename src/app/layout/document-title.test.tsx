import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import { documentTitle, useDocumentTitle } from './document-title';

function Titled() {
  useDocumentTitle();
  return null;
}

describe('each page’s document title is its name from the route table (issue #38)', () => {
  it('the shell titles the browser tab with the shown page’s name, not only 私域运营控制台', () => {
    render(
      <MemoryRouter initialEntries={['/channel-code']}>
        <Titled />
      </MemoryRouter>,
    );
    expect(document.title).toBe('渠道活码 - 私域运营控制台');
  });

  it('every route’s title is its route-table name; an unknown path keeps the console’s name', () => {
    for (const route of ROUTES) {
      expect(documentTitle(route.path)).toBe(`${route.title} - 私域运营控制台`);
    }
    expect(documentTitle('/no-such-page')).toBe('私域运营控制台');
  });

  it('a record’s form is titled 新建 when opened bare and 编辑 with the record’s id (issue #37: /auto-tag/form said 编辑 while creating)', () => {
    expect(documentTitle('/auto-tag/form')).toBe('新建自动打标签规则 - 私域运营控制台');
    expect(documentTitle('/auto-tag/form', '?id=3')).toBe('编辑自动打标签规则 - 私域运营控制台');
    expect(documentTitle('/private-chat/form', '?copy=4')).toBe('新建私聊群发 - 私域运营控制台');
    expect(documentTitle('/private-chat/form', '?edit=4')).toBe('编辑私聊群发 - 私域运营控制台');
    render(
      <MemoryRouter initialEntries={['/channel-code/code-form?id=7']}>
        <Titled />
      </MemoryRouter>,
    );
    expect(document.title).toBe('编辑活码 - 私域运营控制台');
    // Bare, every child route that is a record's form says what it does.
    for (const route of ROUTES.filter((each) => each.edit)) {
      expect(route.title, route.path).toMatch(/^(新建|添加)/);
      expect(route.edit?.title, route.path).toMatch(/^编辑/);
    }
    expect(ROUTES.filter((route) => /^编辑/.test(route.title))).toEqual([]);
  });
});
