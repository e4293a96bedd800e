import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsoleSystem } from '../../../ui/theme/system';
import { GROUP_CHAT, PRIVATE_CHAT } from './mass-send-config';
import type { MassSendConfig } from './mass-send-config';
import { MassSendDetailPage } from './mass-send-detail-page';

// issue #38 "Smaller": the group-chat detail showed a 已不是好友 card; a group message goes to
// a group, so no recipient of it can be 已不是好友.
const TOTALS = {
  recipients: 3,
  sent: 1,
  pending: 0,
  not_friend: 0,
  limit_reached: 0,
  failed: 0,
  confirmed: 1,
  unconfirmed: 0,
};
vi.mock('./api/mass-send-api', () => ({
  useSendDetail: () => ({
    data: {
      id: 7,
      name: '周末活动',
      status: 3,
      totals: TOTALS,
      message: { text: '您好', attachments: [] },
    },
    dataUpdatedAt: 1,
    isError: false,
  }),
  useSendTasks: () => ({ data: [], isError: false, isFetching: false, refetch: vi.fn() }),
  useSendRecipients: () => ({
    data: { list: [], total: 0, page: 1, page_size: 20 },
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
  }),
  useSendCommand: () => ({ mutate: vi.fn(), isPending: false }),
  fetchAllRecipients: vi.fn(),
}));

function show(config: MassSendConfig) {
  // the detail's export button asks the menu answer for the export right (issue #41)
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={getConsoleSystem()}>
        <MemoryRouter initialEntries={[`${config.route}/detail?id=7`]}>
          <MassSendDetailPage config={config} />
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
}

describe('a send’s detail counts only outcomes its recipients can have', () => {
  afterEach(cleanup);

  it('the group-chat detail shows no 已不是好友 card; the private-chat detail does', () => {
    show(GROUP_CHAT);
    expect(screen.getByTestId('send-totals').textContent).not.toContain('已不是好友');
    cleanup();
    show(PRIVATE_CHAT);
    expect(screen.getByTestId('send-totals').textContent).toContain('已不是好友');
  });
});
