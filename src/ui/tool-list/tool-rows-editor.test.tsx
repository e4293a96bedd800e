// issue #15, #34: the in-place rows of the tools' forms (groups, targets, placements), tested once.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import { ToolRowsEditor } from './tool-rows-editor';

afterEach(cleanup);

interface Row {
  name: string;
  cap: number;
}

const editor = (value: Row[], onChange: (next: Row[]) => void, keepOne = true) => (
  <ChakraProvider value={getConsoleSystem()}>
    <ToolRowsEditor
      value={value}
      onChange={onChange}
      columns={{ base: '1fr', md: '1fr auto' }}
      addLabel="添加群"
      removeLabel={(index) => `删除第${index + 1}个`}
      keepOne={keepOne}
      newRow={(count) => ({ name: `群${count + 1}`, cap: 200 })}
      renderRow={(row, index, update) => (
        <input
          aria-label={`名称 ${index + 1}`}
          value={row.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
        />
      )}
    />
  </ChakraProvider>
);

describe('a tool form’s in-place rows', () => {
  it('adds the row made from how many there are, and merges a change into its own row only', () => {
    const onChange = vi.fn();
    const rows = [
      { name: 'A', cap: 100 },
      { name: 'B', cap: 50 },
    ];
    render(editor(rows, onChange));
    fireEvent.click(screen.getByRole('button', { name: /添加群/ }));
    expect(onChange).toHaveBeenLastCalledWith([...rows, { name: '群3', cap: 200 }]);
    fireEvent.change(screen.getByLabelText('名称 2'), { target: { value: 'C' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'A', cap: 100 },
      { name: 'C', cap: 50 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '删除第1个' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'B', cap: 50 }]);
  });

  it('keeps its last row when it must keep one, and lets it go otherwise', () => {
    const last = [{ name: 'A', cap: 100 }];
    const { rerender } = render(editor(last, vi.fn()));
    expect(screen.getByRole('button', { name: '删除第1个' }).hasAttribute('disabled')).toBe(true);
    rerender(editor(last, vi.fn(), false));
    expect(screen.getByRole('button', { name: '删除第1个' }).hasAttribute('disabled')).toBe(false);
  });
});
