// issue #41: linking a member to an employee (the anchor of 本人 / 本部门) in the members table.
// The select keeps the chosen employee while the link is saved, instead of springing back to
// 未关联 until the list answers (what an operator — and an end-to-end run on a busy machine —
// saw as the choice being dropped).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ConsoleUserRow } from '../../../../../contract/setting/role-manage';
import { getConsoleSystem } from '../../../../ui/theme/system';
import { userColumns } from './user-columns';
import '../../../../lib/i18n/messages/setting-role-manage-messages';

afterEach(cleanup);

const ROW: ConsoleUserRow = {
  id: 7,
  account: 'e2e.sales',
  name: '销售小李',
  role_id: 3,
  role_name: '本人销售',
  extra_role_ids: [],
  extra_role_names: [],
  employee_id: null,
  employee_name: null,
  enabled: true,
  is_self: false,
  joined_at: '2026-11-28T00:00:00.000Z',
};
const EMPLOYEES = [
  { id: 11, name: '付婷' },
  { id: 12, name: '田怡' },
];

function renderEmployeeCell(linking?: { userId: number; employeeId: number | null }) {
  const onEmployee = vi.fn();
  const actions = { onRole: vi.fn(), onExtraRoles: vi.fn(), onEmployee, onAction: vi.fn() };
  const column = userColumns([], EMPLOYEES, actions, linking).find((c) => c.key === 'employee');
  render(<ChakraProvider value={getConsoleSystem()}>{column?.render(ROW)}</ChakraProvider>);
  const select = screen.getByRole('combobox', { name: 'e2e.sales关联的员工' }) as HTMLSelectElement;
  return { select, onEmployee };
}

describe('the members table links an employee (issue #41)', () => {
  it('choosing an employee saves the link with that employee', () => {
    const { select, onEmployee } = renderEmployeeCell();
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '12' } });
    expect(onEmployee).toHaveBeenCalledWith(ROW, 12);
  });

  it('while the link is saved the select shows the chosen employee, not 未关联', () => {
    const { select } = renderEmployeeCell({ userId: 7, employeeId: 12 });
    expect(select.value).toBe('12');
    expect(select.selectedOptions[0]?.textContent).toBe('田怡');
    cleanup();
    const other = renderEmployeeCell({ userId: 8, employeeId: 12 });
    expect(other.select.value).toBe('');
  });
});
