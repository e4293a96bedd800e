// issue #37 "charts that read": every time series has a date axis, y labels that fit (万 for
// large figures), negatives inside the plot, the last label inside, and a bar chart of named
// categories names every bar at 390.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrendChart } from '../trend-chart/trend-chart';
import { axisMargin, labelAnchor, niceRange, textWidth } from '../trend-chart/chart-scale';
import { BarChart } from './bar-chart';
import type { StatChartProps } from './chart-types';
import { formatAxis } from './chart-format';

/** The chart box's width as a 390 phone (16px page padding, 16px card padding) lays it out. */
const PHONE_CHART_WIDTH = 326;

function days(count: number, year = true): string[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10);
    return year ? day : day.slice(5);
  });
}

function renderChart(node: React.ReactNode) {
  return render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>).container;
}

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg[role="img"]');
  if (!svg) throw new Error('no chart');
  return svg as SVGSVGElement;
}

const num = (element: Element, name: string) => Number(element.getAttribute(name));

describe.each([
  ['1440', 720],
  ['390', PHONE_CHART_WIDTH],
])('charts at %s (issue #37)', (_label, width) => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['ISO days', days(30)],
    ['month-days (MM-DD)', days(30, false)],
  ])('a time series of %s has a labelled date axis with the last date inside', (_kind, labels) => {
    const svg = svgOf(
      renderChart(
        <TrendChart
          title="新增客户"
          labels={labels}
          series={[{ key: 'a', name: '新增', color: '#3370ff', values: labels.map((_, i) => i) }]}
        />,
      ),
    );
    const axis = [...svg.querySelectorAll('text[data-axis="x"]')];
    expect(axis.length).toBeGreaterThanOrEqual(2);
    for (const text of axis) expect(text.textContent).toMatch(/^\d{2}-\d{2}$/);
    const last = axis[axis.length - 1];
    if (!last) throw new Error('no last label');
    expect(last.textContent).toBe('11-30');
    // Anchored at its end: the text ends at its point, inside the svg's width.
    expect(last.getAttribute('text-anchor')).toBe('end');
    expect(num(last, 'x')).toBeLessThanOrEqual(num(svg, 'width'));
  });

  it('y labels of large figures read 万 and fit the left margin; negatives stay in the plot', () => {
    const labels = days(14);
    const values = labels.map((_, i) => (i === 3 ? -8_000 : 120_000 + i * 1_000));
    const svg = svgOf(
      renderChart(
        <TrendChart
          title="成交金额"
          labels={labels}
          series={[{ key: 'amount', name: '成交金额', color: '#3370ff', values }]}
        />,
      ),
    );
    const yLabels = [...svg.querySelectorAll('text[text-anchor="end"]')].filter(
      (text) => text.getAttribute('data-axis') !== 'x',
    );
    expect(yLabels.map((text) => text.textContent)).toContain('0');
    expect(yLabels.some((text) => /万$/.test(text.textContent ?? ''))).toBe(true);
    for (const text of yLabels) {
      expect(text.textContent).not.toMatch(/^,/);
      expect(num(text, 'x') - textWidth(text.textContent ?? '')).toBeGreaterThanOrEqual(0);
    }
    const axisTop = Math.min(
      ...[...svg.querySelectorAll('text[data-axis="x"]')].map((text) => num(text, 'y')),
    );
    const points = (svg.querySelector('polyline')?.getAttribute('points') ?? '')
      .split(' ')
      .map((pair) => Number(pair.split(',')[1]));
    // Every point, the refund day's too, is above the date labels (11px high).
    for (const y of points) expect(y).toBeLessThan(axisTop - 11);
  });

  it('a line of non-negative figures never goes below the zero line, and its y axis starts at 0', () => {
    // /community-deal's 成交金额 by day: zero days between peaks (a smoothed curve overshoots
    // below 0 there; docs/architecture.md "Charts").
    const values = [0, 0, 1159.14, 0, 0, 572.82, 933.7, 0, 2063.18, 1226.63, 0, 0, 22.59, 0];
    const svg = svgOf(
      renderChart(
        <TrendChart
          title="成交金额"
          labels={days(values.length)}
          series={[{ key: 'amount', name: '成交金额', color: '#3370ff', values }]}
        />,
      ),
    );
    const yLabels = [...svg.querySelectorAll('text[text-anchor="end"]')]
      .filter((text) => text.getAttribute('data-axis') !== 'x')
      .map((text) => text.textContent ?? '');
    expect(yLabels[0]).toBe('0');
    expect(yLabels.some((label) => label.startsWith('-'))).toBe(false);
    const grid = [...svg.querySelectorAll('line')].filter(
      (line) => line.getAttribute('y1') === line.getAttribute('y2'),
    );
    const zeroY = Math.max(...grid.map((line) => num(line, 'y1')));
    // Every drawn coordinate of the series: a polyline's points, a path's points and control
    // points (a Bézier curve stays inside its control points' hull), the markers.
    const ys: number[] = [];
    for (const line of svg.querySelectorAll('polyline')) {
      const pairs = (line.getAttribute('points') ?? '').trim().split(/\s+/);
      for (const pair of pairs) ys.push(Number(pair.split(',')[1]));
    }
    for (const path of svg.querySelectorAll('path')) {
      const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? [];
      numbers.forEach((text, index) => {
        if (index % 2 === 1) ys.push(Number(text));
      });
    }
    for (const circle of svg.querySelectorAll('circle')) ys.push(num(circle, 'cy'));
    expect(ys.length).toBeGreaterThanOrEqual(values.length);
    expect(Math.max(...ys)).toBeLessThanOrEqual(zeroY + 1e-6);
  });

  it('a bar chart of ten named employees names every bar', () => {
    const names = [
      '田怡',
      '冯雅',
      '谭玉芳',
      '周文',
      '吴涛',
      '郑洁',
      '王芳',
      '李娜',
      '张伟',
      '刘洋',
    ];
    const props: StatChartProps = {
      kind: 'bar',
      title: '员工新增Top10',
      labels: names,
      series: [{ key: 'new', name: '新增', color: '#3370ff', values: names.map((_, i) => 40 - i) }],
    };
    const svg = svgOf(renderChart(<BarChart {...props} />));
    const named = [...svg.querySelectorAll('text')].map((text) => text.textContent ?? '');
    for (const name of names) expect(named.some((text) => text.includes(name))).toBe(true);
  });

  it('bars of a refund day go below the zero line, inside the plot', () => {
    const labels = days(7);
    const svg = svgOf(
      renderChart(
        <BarChart
          kind="bar"
          title="成交金额"
          labels={labels}
          series={[
            {
              key: 'amount',
              name: '成交金额',
              color: '#3370ff',
              values: [500, -300, 200, 0, 800, 100, 50],
            },
          ]}
        />,
      ),
    );
    const axisTop = Math.min(
      ...[...svg.querySelectorAll('text[data-axis="x"]')].map((text) => num(text, 'y')),
    );
    const bars = [...svg.querySelectorAll('rect[rx]')];
    expect(bars).toHaveLength(7);
    // The refund day (-300) is drawn, below the zero line.
    expect(num(bars[1] as Element, 'height')).toBeGreaterThan(0);
    expect(num(bars[1] as Element, 'y')).toBeGreaterThanOrEqual(
      num(bars[0] as Element, 'y') + num(bars[0] as Element, 'height') - 1,
    );
    for (const bar of bars) {
      expect(num(bar, 'y') + num(bar, 'height')).toBeLessThan(axisTop - 11);
    }
  });
});

describe('chart axis maths (issue #37)', () => {
  it('takes the ticks below zero when a value is negative, with 0 among them', () => {
    expect(niceRange(0, 100)).toEqual([0, 25, 50, 75, 100]);
    const ticks = niceRange(-30, 100);
    expect(ticks[0]).toBeLessThanOrEqual(-30);
    expect(ticks).toContain(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(100);
  });

  it('anchors the first label at its start and the last at its end', () => {
    expect([labelAnchor(0, 5), labelAnchor(2, 5), labelAnchor(4, 5)]).toEqual([
      'start',
      'middle',
      'end',
    ]);
  });

  it('makes the left margin as wide as the widest y label', () => {
    const labels = [0, 50_000, 1_250_000].map(formatAxis);
    expect(labels).toEqual(['0', '5万', '125万']);
    expect(axisMargin(labels)).toBeGreaterThanOrEqual(textWidth('125万') + 8);
  });
});
