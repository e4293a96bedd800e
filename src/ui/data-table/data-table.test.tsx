import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraRoot } from '../theme/chakra-root';
import { getConsoleSystem } from '../theme/system';
import type { DataColumn, DataTableProps, RowKey } from './data-table';
import { DataTable } from './data-table';

interface Person {
  id: number;
  name: string;
  city: string;
}

const columns: DataColumn<Person>[] = [
  { key: 'name', title: '姓名', render: (row) => row.name, hideable: false },
  { key: 'city', title: '城市', render: (row) => row.city },
];

const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `客户${from + index}`,
    city: '杭州',
  }));

function Harness(props: {
  rows?: Person[];
  total?: number;
  error?: boolean;
  onPage?: (page: number, size: number) => void;
  onRetry?: () => void;
}) {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  return (
    <ChakraProvider value={getConsoleSystem()}>
      <DataTable
        label="测试表格"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
        total={props.total ?? props.rows?.length ?? 0}
        page={1}
        pageSize={20}
        onPageChange={props.onPage ?? (() => undefined)}
        error={props.error}
        onRetry={props.onRetry}
        selected={selected}
        onSelectedChange={setSelected}
        batchActions={<button type="button">批量打标签</button>}
        columnSettingsKey="test-table"
      />
    </ChakraProvider>
  );
}

/** Elements styled by Emotion at run time (a Chakra element or style prop: a `css-…` class). */
const emotionStyled = () =>
  [...document.body.querySelectorAll('[class*="css-"]')].filter((element) =>
    [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
  );

describe('DataTable (issue #9 page kit, spec §9 table defaults)', () => {
  afterEach(cleanup);

  it('shows 共 N 条 and asks for another page, page size (back to page 1) or a jumped page', () => {
    const onPage = vi.fn();
    render(<Harness rows={people(1, 20)} total={95} onPage={onPage} />);
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 95 条');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPage).toHaveBeenLastCalledWith(2, 20);
    fireEvent.change(screen.getByTestId('pagination-size'), { target: { value: '50' } });
    expect(onPage).toHaveBeenLastCalledWith(1, 50);
    const options = within(screen.getByTestId('pagination-size')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    const jump = screen.getByTestId('pagination-jump');
    fireEvent.change(jump, { target: { value: '99' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onPage).toHaveBeenLastCalledWith(5, 20);
  });

  it('selects rows and the whole page for batch actions, and clears the selection', () => {
    render(<Harness rows={people(1, 3)} />);
    expect(screen.queryByTestId('batch-bar')).toBeNull();
    fireEvent.click(screen.getByLabelText('选择第 2 行'));
    expect(screen.getByTestId('batch-bar').textContent).toContain('已选择 1 项');
    expect(screen.getByRole('button', { name: '批量打标签' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('全选当前页'));
    expect(screen.getByTestId('batch-bar').textContent).toContain('已选择 3 项');
    fireEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.queryByTestId('batch-bar')).toBeNull();
  });

  it('shows loading, empty and error states, with a retry on error', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Harness rows={undefined} />);
    expect(screen.getByTestId('table-loading')).toBeTruthy();
    rerender(<Harness rows={[]} />);
    expect(screen.getByTestId('table-empty').textContent).toContain('暂无数据');
    rerender(<Harness rows={undefined} error onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('an empty list shows the empty state and no pagination (issue #13: no page 1 over 0 rows)', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByTestId('table-empty').querySelector('svg')).toBeTruthy();
    expect(screen.queryByTestId('pagination-total')).toBeNull();
  });

  it('hides a column from 列设置 and remembers it, but never the fixed ones', async () => {
    localStorage.clear();
    const { unmount } = render(<Harness rows={people(1, 1)} />);
    expect(screen.getByRole('columnheader', { name: '城市' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('column-settings'));
    fireEvent.click(await screen.findByRole('checkbox', { name: '城市' }));
    expect(screen.queryByRole('checkbox', { name: '姓名' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '城市' })).toBeNull();
    unmount();
    render(<Harness rows={people(1, 1)} />);
    expect(screen.queryByRole('columnheader', { name: '城市' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '姓名' })).toBeTruthy();
  });

  it('mounts the 列设置 popover on the first press (issue #39): no Emotion-styled element before it', async () => {
    localStorage.clear();
    render(<Harness rows={people(1, 1)} />);
    const before = emotionStyled().length;
    const trigger = screen.getByTestId('column-settings');
    expect(trigger.className).not.toMatch(/css-/);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(await screen.findByRole('checkbox', { name: '城市' })).toBeTruthy();
    expect(screen.getByTestId('column-settings').getAttribute('aria-expanded')).toBe('true');
    expect(emotionStyled().length).toBeGreaterThan(before);
  });

  it('renders no Emotion-styled element in any state: its table, batch bar, spinners, retry and empty state are static (issue #39)', () => {
    // inside the provider the app's islands have (its system with the late recipes: Table's)
    const table = (props: Partial<DataTableProps<Person>>) => (
      <ChakraRoot>
        <DataTable
          label="测试表格"
          columns={columns}
          rows={people(1, 3)}
          rowKey={(row) => row.id}
          total={3}
          page={1}
          pageSize={20}
          onPageChange={() => undefined}
          selected={new Set<RowKey>([1])}
          onSelectedChange={() => undefined}
          batchActions={<button type="button">批量打标签</button>}
          {...props}
        />
      </ChakraRoot>
    );
    // rows with the batch bar (a row selected) and the busy mark of a page being fetched
    const { rerender } = render(table({ loading: true }));
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('batch-bar')).toBeTruthy();
    expect(emotionStyled()).toEqual([]);
    rerender(table({ rows: undefined, loading: true }));
    expect(screen.getByTestId('table-loading')).toBeTruthy();
    expect(emotionStyled()).toEqual([]);
    rerender(table({ rows: undefined, error: true, onRetry: () => undefined }));
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(emotionStyled()).toEqual([]);
    rerender(table({ rows: [], total: 0 }));
    expect(screen.getByTestId('table-empty')).toBeTruthy();
    expect(emotionStyled()).toEqual([]);
  });
});
