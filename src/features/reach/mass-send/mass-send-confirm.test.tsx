import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointSpec } from '../../../../contract/endpoint';
import type { SendCheck } from '../../../../contract/reach/mass-send';
import type * as EndpointClient from '../../../lib/api/endpoint-client';
import { getConsoleSystem } from '../../../ui/theme/system';
import { MassSendFormPage } from './mass-send-form-page';
import { PRIVATE_CHAT } from './mass-send-config';

// issue #38 item 7: a mass send leaves only after the operator saw who and how many and said
// yes. The console's calls are answered here by path (the endpoint client is the one data path).
const calls: { path: string; body: unknown }[] = [];
const CHECK: SendCheck = {
  matched: 298,
  employees: 3,
  receivers: 296,
  sample: [
    { name: '王小姐', employee_name: '张晓' },
    { name: '陈先生', employee_name: '李娜' },
  ],
  skipped_total: 3,
  skipped_by_reason: [
    { reason: '已不是好友（客户已删除员工或被员工删除）', count: 1 },
    { reason: '本月接收企业群发消息已达上限（30条）', count: 2 },
  ],
  skipped: [
    {
      target_id: 5,
      name: '赵女士',
      employee_name: '张晓',
      reason: '已不是好友（客户已删除员工或被员工删除）',
    },
  ],
  monthly_limit: 30,
  per_call: 10_000,
  calls: 3,
};
const ANSWERS: Record<string, unknown> = {
  '/scrm/v1/reach/options': { employees: [], departments: [], tag_groups: [], groups: [] },
  '/scrm/v1/reach/private-chat/preview': {
    matched: 298,
    at_limit: 2,
    employees: 3,
    monthly_limit: 30,
  },
  '/scrm/v1/reach/private-chat/preview/recipients': CHECK,
  '/scrm/v1/reach/private-chat/sends': { id: 41, recipients: 298, preparing: false },
};

vi.mock('../../../lib/api/endpoint-client', async (original) => {
  const real = await original<typeof EndpointClient>();
  return {
    ...real,
    callEndpoint: (endpoint: EndpointSpec, input: { body?: unknown }) => {
      calls.push({ path: endpoint.path, body: input?.body });
      return Promise.resolve(ANSWERS[endpoint.path] ?? { list: [], total: 0 });
    },
  };
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={getConsoleSystem()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/private-chat/form']}>
          <Routes>
            <Route path="/private-chat/form" element={<MassSendFormPage config={PRIVATE_CHAT} />} />
            <Route path="/private-chat/detail" element={<p>详情页</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const created = () => calls.filter((call) => call.path === '/scrm/v1/reach/private-chat/sends');

async function fillSend(name: string) {
  renderForm();
  fireEvent.change(screen.getByLabelText(/群发名称/), { target: { value: name } });
  fireEvent.change(screen.getByTestId('composer-text'), { target: { value: '会员日8.8折' } });
  await screen.findByTestId('live-matched');
}
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

// The whole form renders (pickers, composer, preview): seconds on a loaded machine.
describe(
  'a mass send asks before it leaves (issue #38 item 7, issue #40)',
  { timeout: 60_000 },
  () => {
    it('发送方式 has no default: 保存 with none chosen asks for one and sends nothing', async () => {
      await fillSend('会员日群发');
      const now = within(screen.getByTestId('pick-send-type')).getByRole('button', {
        name: '立即发送',
      });
      expect(now.getAttribute('aria-pressed')).toBe('false');
      save();
      expect(await screen.findByText('请选择发送方式')).toBeTruthy();
      expect(screen.queryByTestId('send-confirm')).toBeNull();
      expect(created()).toHaveLength(0);
    });

    it('保存 opens a confirm step with the count, sample recipients and who will not receive and why; only 确认 sends', async () => {
      await fillSend('会员日群发');
      fireEvent.click(
        within(screen.getByTestId('pick-send-type')).getByRole('button', { name: '立即发送' }),
      );
      save();
      const dialog = await screen.findByTestId('send-confirm');
      await waitFor(() =>
        expect(within(dialog).getByTestId('confirm-receivers').textContent).toBe(
          '将发送给 296 位客户',
        ),
      );
      expect(within(dialog).getByTestId('confirm-sample').textContent).toContain('王小姐（张晓）');
      expect(within(dialog).getByTestId('confirm-skipped').textContent).toContain(
        '以下 3 个对象不会收到',
      );
      expect(within(dialog).getByTestId('confirm-skipped').textContent).toContain(
        '本月接收企业群发消息已达上限（30条）：2 个',
      );
      expect(within(dialog).getByTestId('confirm-skipped-table').textContent).toContain(
        '赵女士张晓已不是好友（客户已删除员工或被员工删除）',
      );
      expect(created()).toHaveLength(0);
      fireEvent.click(screen.getByTestId('confirm-ok'));
      await waitFor(() => expect(created()).toHaveLength(1));
      expect(created()[0]?.body).toMatchObject({ name: '会员日群发', send_type: 'now' });
    });

    it('a name over 30 characters is kept as typed and refused with a message, never cut', async () => {
      const long = '双'.repeat(31);
      await fillSend(long);
      const input = screen.getByLabelText(/群发名称/) as HTMLInputElement;
      expect(input.getAttribute('maxlength')).toBeNull();
      expect(input.value).toBe(long);
      fireEvent.click(
        within(screen.getByTestId('pick-send-type')).getByRole('button', { name: '立即发送' }),
      );
      save();
      expect(await screen.findByText('群发名称长度不能超过30个字符')).toBeTruthy();
      expect(screen.queryByTestId('send-confirm')).toBeNull();
      expect(created()).toHaveLength(0);
    });
  },
);
