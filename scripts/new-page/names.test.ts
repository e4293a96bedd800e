import { describe, expect, it } from 'vitest';
import { routeSegments, sliceNames } from './names';

describe('new:page names (issue #12: a page is found by its route)', () => {
  it('names every layer of a top-level page after its route and menu area', () => {
    expect(sliceNames('/moment-dispatch', 'reach', '朋友圈群发')).toMatchObject({
      slug: 'moment-dispatch',
      featureDir: 'src/features/reach/moment-dispatch',
      pageBase: 'moment-dispatch',
      pascal: 'MomentDispatch',
      keyPrefix: 'momentDispatch.',
      catalogue: 'reach-moment-dispatch',
      catalogueConst: 'reachMomentDispatch',
      apiPath: '/scrm/v1/reach/moment-dispatch',
      menuRoute: '/moment-dispatch',
    });
  });

  it("nests a child page in its parent's folder and guards it by the parent's route", () => {
    expect(sliceNames('/sider-iframe/config', 'reach', '侧边栏配置')).toMatchObject({
      slug: 'sider-iframe-config',
      featureDir: 'src/features/reach/sider-iframe/config',
      pageBase: 'config',
      menuRoute: '/sider-iframe',
    });
  });

  it('does not repeat the area in file names when the route starts with it', () => {
    expect(sliceNames('/marketing-strategy', 'marketing', '营销策略').catalogue).toBe(
      'marketing-strategy',
    );
  });

  it('refuses a route that is not one or two kebab-case segments', () => {
    for (const bad of ['moment', '/Moment', '/a/b/c', '/a_b', '/', '/-a']) {
      expect(() => routeSegments(bad)).toThrow('路由格式不正确');
    }
  });
});
