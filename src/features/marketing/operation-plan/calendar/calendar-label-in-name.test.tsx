// issue #38 Accessibility: the operation calendar's day cells, hour cells and entries are named
// by what they show (WCAG 2.5.3 label in name, axe `label-content-name-mismatch`). The cells
// carried aria-labels of their date alone (2026-11-28 周六) over the entries they show, and an
// entry's link read 私聊群发：会员日，09:00，未开始 while showing 09:00 会员日.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../../../contract/marketing/operation-calendar';
import { labelInNameViolations, LABEL_IN_NAME_RULE } from '../../../../test-support/label-in-name';
import { getConsoleSystem } from '../../../../ui/theme/system';
import { monthDays, weekDays } from './calendar-dates';
import { MonthGrid, type GridProps } from './month-grid';
import { WeekGrid } from './week-grid';
import '../../../../lib/i18n/messages/marketing-operation-plan-messages';

afterEach(cleanup);

const DAY = '2026-11-28';
const entry = (id: number, title: string, movable: boolean): CalendarEntry => ({
  key: `private_send:${id}`,
  type: 'private_send',
  id,
  title,
  owner_id: 1,
  owner: '张晓',
  at: `${DAY}T09:30:00+08:00`,
  end_at: null,
  status: '未开始',
  movable,
  link: `/private-chat/detail?id=${id}`,
});

function props(days: readonly string[]): GridProps {
  return {
    days,
    today: DAY,
    month: DAY.slice(0, 7),
    byDay: new Map([[DAY, [entry(1, '会员日群发', true), entry(2, '新品通知', false)]]]),
    onDrop: () => undefined,
    onReschedule: () => undefined,
    onOpenDay: () => undefined,
    dragKey: createRef<string | null>(),
    onDragKey: () => undefined,
  };
}

const renderIn = (node: ReactNode) =>
  render(
    <ChakraProvider value={getConsoleSystem()}>
      <MemoryRouter>{node}</MemoryRouter>
    </ChakraProvider>,
  );

// an axe scan in jsdom: 0.5–4.6 s a test, 9.6 s once under a load average of 12 (the default
// limit is 5 s; docs/testing.md "Unit tests in a shared worker")
describe(
  'the operation calendar and WCAG 2.5.3 label in name (issue #38)',
  { timeout: 30_000 },
  () => {
    it(`month view: day cells and entries pass axe ${LABEL_IN_NAME_RULE}, each day read as its whole date`, async () => {
      const view = renderIn(<MonthGrid {...props(monthDays(DAY))} />);
      expect(await labelInNameViolations(view.container)).toEqual([]);
      const cell = view.container.querySelector(`[data-testid="calendar-day"][data-date="${DAY}"]`);
      expect(cell?.textContent).toContain('2026年11月28日 周六');
      const link = within(cell as HTMLElement).getAllByRole('link')[0];
      expect(link?.textContent).toBe('私聊群发：09:30会员日群发，未开始');
    });

    it(`week view: hour cells and entries pass axe ${LABEL_IN_NAME_RULE}`, async () => {
      const view = renderIn(<WeekGrid {...props(weekDays(DAY))} />);
      expect(await labelInNameViolations(view.container)).toEqual([]);
      const hour = view.container.querySelector(
        `[data-testid="calendar-hour"][data-date="${DAY}"][data-hour="9"]`,
      );
      expect(hour?.textContent).toContain(`${DAY} 周六 09:00`);
      expect(screen.getAllByTestId('calendar-entry').length).toBeGreaterThan(0);
    });
  },
);
