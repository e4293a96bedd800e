// issue #15, #34: the acquiring tools' form pages (lock, shunt and group codes, short links)
// share one frame and one start: what they promise is tested here once.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOL_NAME_MAX } from '../../../contract/acquiring/tool-fields';
import { getConsoleSystem } from '../theme/system';
import { ToolFormPage, ToolFormStart } from './tool-form-page';

afterEach(cleanup);

interface Draft {
  name: string;
  tags: number[];
}
const EMPTY: Draft = { name: '', tags: [] };

const wrap = (node: React.ReactNode, url = '/lock-code/code-form') => (
  <ChakraProvider value={getConsoleSystem()}>
    <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
  </ChakraProvider>
);

function Body({ id, initial }: { id: number; initial: Draft }) {
  return <output data-testid="body">{JSON.stringify({ id, initial })}</output>;
}
const shown = () => JSON.parse(screen.getByTestId('body').textContent ?? '') as unknown;

describe('a tool form starts from its record (?id=) or from the empty draft', () => {
  it('a 新建 (no id) opens the empty draft without reading a record', () => {
    const useDetail = vi.fn(() => ({}));
    render(wrap(<ToolFormStart useDetail={useDetail} empty={EMPTY} Body={Body} />));
    expect(shown()).toEqual({ id: 0, initial: EMPTY });
    expect(useDetail).toHaveBeenCalledWith(0);
  });

  it('an edit waits (busy) for the record, then lays its config over the empty draft', () => {
    const page = (data?: { config: Partial<Draft> }) => (
      <ToolFormStart useDetail={() => ({ data })} empty={EMPTY} Body={Body} />
    );
    const url = '/lock-code/code-form?id=7';
    const { container, rerender } = render(wrap(page(), url));
    expect(screen.queryByTestId('body')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(wrap(page({ config: { name: '门店锁客' } }), url));
    expect(shown()).toEqual({ id: 7, initial: { name: '门店锁客', tags: [] } });
  });

  it('waits for the options it needs, and a 新建 opens the fresh draft made from them', () => {
    const page = (ready: boolean) => (
      <ToolFormStart
        useDetail={() => ({})}
        empty={EMPTY}
        ready={ready}
        fresh={{ ...EMPTY, tags: [3] }}
        Body={Body}
      />
    );
    const { rerender } = render(wrap(page(false)));
    expect(screen.queryByTestId('body')).toBeNull();
    rerender(wrap(page(true)));
    expect(shown()).toEqual({ id: 0, initial: { name: '', tags: [3] } });
  });
});

describe("a tool form's frame", () => {
  it('asks the name first (required, at most TOOL_NAME_MAX), shows its error, saves on 保存', () => {
    const set = vi.fn();
    const save = { back: vi.fn(), submit: vi.fn(), submitting: false };
    render(
      wrap(
        <ToolFormPage
          title="新建锁客码"
          save={save}
          testId="lock-code-form"
          nameId="lock-name"
          form={{ values: { name: '' }, errors: { name: '锁客码名称不能为空' }, set }}
        >
          <input aria-label="欢迎语" />
        </ToolFormPage>,
      ),
    );
    const name = screen.getByLabelText(/名称/);
    expect(name.id).toBe('lock-name');
    expect(name.getAttribute('maxlength')).toBe(String(TOOL_NAME_MAX));
    expect(screen.getByText('锁客码名称不能为空')).toBeTruthy();
    expect(screen.getByLabelText('欢迎语')).toBeTruthy();
    fireEvent.change(name, { target: { value: '门店' } });
    expect(set).toHaveBeenCalledWith('name', '门店');
    fireEvent.submit(screen.getByTestId('lock-code-form'));
    expect(save.submit).toHaveBeenCalledTimes(1);
  });
});
