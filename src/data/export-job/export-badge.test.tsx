// issue #38 Accessibility: the header's export badge is named by what it shows first (WCAG 2.5.3
// label in name, axe `label-content-name-mismatch`): it read 1个导出已完成 while showing
// 导出记录 1, so a speech user saying what they see could not reach it.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { exportUnseen } from '../../../contract/setting/export-log';
import { labelInNameViolations, LABEL_IN_NAME_RULE } from '../../test-support/label-in-name';
import { getConsoleSystem } from '../../ui/theme/system';
import { endpointQuery } from '../endpoint-hooks';
import { ExportBadge } from './export-badge';

afterEach(cleanup);

function renderBadge(count: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(endpointQuery(exportUnseen, {}).queryKey, { count });
  return render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={getConsoleSystem()}>
        <MemoryRouter>
          <ExportBadge />
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
}

// an axe scan in jsdom: 0.5–4.6 s a test, 9.6 s once under a load average of 12 (the default
// limit is 5 s; docs/testing.md "Unit tests in a shared worker")
describe('the export badge (issue #38, WCAG 2.5.3)', { timeout: 30_000 }, () => {
  it(`passes axe ${LABEL_IN_NAME_RULE}: its accessible name starts with the visible 导出记录 N`, async () => {
    const view = renderBadge(1);
    expect(await labelInNameViolations(view.container)).toEqual([]);
    const badge = screen.getByTestId('export-badge');
    expect(badge.textContent).toBe('导出记录1');
    expect(badge.getAttribute('aria-label')).toBe('导出记录 1，1个导出已完成');
  });
});
