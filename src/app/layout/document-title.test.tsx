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
});
