// issue #15, #34: the figures of the tools' statistics pages, drawn once.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import { ToolFigures, figureColumn, percentColumn } from './tool-figures';

afterEach(cleanup);

interface Day {
  day: string;
  pv: number;
}
interface Channel {
  label: string;
  pv: number;
  add_rate: number;
}

const figures = (tableFirst: boolean) => (
  <ChakraProvider value={getConsoleSystem()}>
    <ToolFigures<Day, Channel>
      tableFirst={tableFirst}
      cards={[
        { label: '访问次数', value: 12, testId: 'stat-pv' },
        { label: '添加率', value: 25, hint: '%' },
      ]}
      trend={{
        title: '趋势',
        days: [{ day: '2026-11-01', pv: 3 }],
        series: [{ key: 'pv', name: '访问次数', color: '#1d5fd6', field: 'pv' }],
      }}
      table={{
        title: '按渠道',
        testId: 'channel-table',
        rows: [{ label: '海报', pv: 12, add_rate: 0.25 }],
        columns: [
          { key: 'label', title: '渠道', render: (row) => row.label },
          figureColumn('pv', '访问次数'),
          percentColumn('add_rate', '添加率', 'rate'),
        ],
      }}
    />
  </ChakraProvider>
);

describe('a tool’s statistics figures', () => {
  it('shows the totals as cards and the table’s figures (rates as percentages)', () => {
    render(figures(false));
    expect(screen.getByTestId('stat-pv').textContent).toContain('12');
    const table = screen.getByTestId('channel-table');
    expect(within(table).getByText('海报')).toBeTruthy();
    expect(within(table).getByText('25.0%')).toBeTruthy();
  });

  it('puts the table above the trend when the page asks, below it otherwise', () => {
    const headings = () => screen.getAllByRole('heading').map((node) => node.textContent);
    const first = render(figures(true));
    const sections = () => [...first.container.querySelectorAll('section')];
    expect(sections()[0]?.textContent).toContain('按渠道');
    first.unmount();
    const second = render(figures(false));
    expect(second.container.querySelectorAll('section')[1]?.textContent).toContain('按渠道');
    expect(headings()).toContain('按渠道');
  });
});
