import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import { ListNameSearch } from './list-name-search';
import { ListSearchForm } from './list-search-form';
import { useListState } from './use-list-state';

const EMPTY = { keyword: '', type: '' };

function Harness() {
  const list = useListState(EMPTY);
  return (
    <ChakraProvider value={getConsoleSystem()}>
      <ListSearchForm list={list} field="keyword" label="搜索关键词">
        <button type="button" onClick={() => list.setDraft({ ...list.draft, type: '2' })}>
          选类型
        </button>
      </ListSearchForm>
      <output data-testid="applied">{JSON.stringify(list.query)}</output>
    </ChakraProvider>
  );
}

afterEach(cleanup);

describe('ListSearchForm (issue #34: one search toolbar for the lists)', () => {
  it('查询 applies the trimmed text of its field with the other filters, back to page 1', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索关键词' }), {
      target: { value: '  春季  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '选类型' }));
    expect(screen.getByTestId('applied').textContent).toBe(
      JSON.stringify({ keyword: '', type: '', page: 1, page_size: 20 }),
    );
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByTestId('applied').textContent).toBe(
      JSON.stringify({ keyword: '春季', type: '2', page: 1, page_size: 20 }),
    );
  });

  it('the search toolbars render no Emotion-styled element: plain form, input and button with static classes (issue #39)', () => {
    function Both() {
      const list = useListState({ name: '', keyword: '' });
      return (
        <ChakraProvider value={getConsoleSystem()}>
          <ListSearchForm list={list} field="keyword" label="搜索关键词" />
          <ListNameSearch list={list} label="搜索名称" />
        </ChakraProvider>
      );
    }
    render(<Both />);
    expect(screen.getAllByRole('searchbox')).toHaveLength(2);
    const styled = [...document.body.querySelectorAll('*')].filter((element) =>
      [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
    );
    expect(styled).toEqual([]);
  });
});
