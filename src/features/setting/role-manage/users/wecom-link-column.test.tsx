import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUserRow } from '../../../../../contract/setting/role-manage';
import type {
  WecomLinkRow,
  WecomMemberOption,
} from '../../../../../contract/setting/role-manage-wecom';
import { getConsoleSystem } from '../../../../ui/theme/system';
import { useWecomLinkColumn } from './wecom-link-column';

// issue #40 /role-manage 关联企业微信成员: the column, the member picker and the unlink confirm.
const hooks = vi.hoisted(() => ({
  links: [] as WecomLinkRow[],
  members: [] as WecomMemberOption[],
  link: vi.fn(),
  unlink: vi.fn(),
}));

vi.mock('../api/wecom-link', () => ({
  useWecomLinks: () => ({ data: { list: hooks.links } }),
  useWecomMembers: () => ({ data: { list: hooks.members } }),
  useLinkWecom: () => ({ mutate: hooks.link, isPending: false }),
  useUnlinkWecom: () => ({ mutate: hooks.unlink, isPending: false }),
}));

const row = (id: number, account: string): ConsoleUserRow =>
  ({ id, account, name: account.toUpperCase() }) as ConsoleUserRow;
const ROWS = [row(1, 'operator'), row(2, 'newbie')];

function Harness() {
  const { column, dialogs } = useWecomLinkColumn();
  return (
    <>
      {ROWS.map((each) => (
        <div key={each.id} data-testid={`row-${each.account}`}>
          {column.render(each)}
        </div>
      ))}
      {dialogs}
    </>
  );
}

const show = () =>
  render(
    <ChakraProvider value={getConsoleSystem()}>
      <Harness />
    </ChakraProvider>,
  );

afterEach(cleanup);
beforeEach(() => {
  hooks.link.mockReset();
  hooks.unlink.mockReset();
  hooks.links = [{ user_id: 1, wecom_user_id: 'zhangsan', member_name: '张三' }];
  hooks.members = [
    { wecom_user_id: 'zhangsan', name: '张三', linked_user_id: 1 },
    { wecom_user_id: 'lisi', name: '李四', linked_user_id: null },
  ];
});

// The first render loads Chakra's dialog and select (slow on a shared machine), as the form kit's tests.
describe('/role-manage 关联企业微信成员', { timeout: 30_000 }, () => {
  it('a linked account shows its WeCom member with 更换 and 解除关联; an unlinked one offers 关联企业微信成员', () => {
    show();
    expect(screen.getByTestId('row-operator').textContent).toContain('张三（zhangsan）');
    expect(screen.getByRole('button', { name: '解除operator的企业微信关联' })).toBeTruthy();
    expect(screen.getByTestId('row-newbie').textContent).toBe('关联企业微信成员');
    expect(screen.queryByRole('button', { name: '解除newbie的企业微信关联' })).toBeNull();
  });

  it('the picker leaves out members linked to another account (one account per member) and links the chosen one', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '为newbie关联企业微信成员' }));
    const select = await screen.findByRole('combobox', { name: '企业微信成员' });
    const values = [...(select as HTMLSelectElement).options].map((option) => option.value);
    expect(values).toEqual(['', 'lisi']);
    fireEvent.change(select, { target: { value: 'lisi' } });
    fireEvent.click(screen.getByTestId('wecom-link-save'));
    expect(hooks.link).toHaveBeenCalledTimes(1);
    expect(hooks.link.mock.calls[0]?.[0]).toEqual({
      params: { id: 2 },
      body: { wecom_user_id: 'lisi' },
    });
  });

  it('unlinking asks first, naming the account and the member; nothing is sent until confirmed', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: '解除operator的企业微信关联' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        '企业微信成员张三（zhangsan）不能再通过企业微信扫码登录账号OPERATOR（operator）',
      ),
    );
    expect(hooks.unlink).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    expect(hooks.unlink).toHaveBeenCalledTimes(1);
    expect(hooks.unlink.mock.calls[0]?.[0]).toEqual({ params: { id: 1 } });
  });
});
