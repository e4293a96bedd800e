import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

describe('breadcrumbs from the route table (issue #13: area › page › child)', () => {
  it('gives area, parent page and the current child page', () => {
    const trail = breadcrumbTrail('/channel-code/code-form');
    expect(trail.map((item) => (item.kind === 'area' ? item.area : item.route.title))).toEqual([
      'acquiring',
      '渠道活码',
      '新建活码',
    ]);
    expect(trail.map((item) => item.kind === 'page' && item.current)).toEqual([false, false, true]);
  });

  it('gives only the page for home and nothing for an unknown path', () => {
    expect(breadcrumbTrail('/index').map((item) => item.kind)).toEqual(['page']);
    expect(breadcrumbTrail('/no-such-page')).toEqual([]);
  });
});
