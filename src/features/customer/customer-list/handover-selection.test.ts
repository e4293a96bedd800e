import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { handoverSelection } from './handover-selection';

const customer = (id: number, employees: { id: number; name: string }[]): CustomerRow => ({
  id,
  external_user_id: `wm${id}`,
  name: `客户${id}`,
  avatar: '',
  type: 1,
  corp_name: '',
  gender: 0,
  employees,
  tags: [],
  added_at: '2026-11-01T00:00:00.000Z',
  channel: null,
  add_way: 0,
  lost: employees.length === 0,
});
const li = { id: 1, name: '李雷' };
const han = { id: 2, name: '韩梅梅' };

describe('hand-over dialog selection (docs/handover.md)', () => {
  it('says in Chinese how many selected customers have no employee (已流失) and sends only the chosen member’s customers', () => {
    const rows = [customer(10, [li]), customer(11, []), customer(12, [li, han]), customer(13, [])];
    const before = handoverSelection(rows, null);
    expect(before.owners.map((owner) => owner.name)).toEqual(['李雷', '韩梅梅']);
    expect(before.withoutEmployee).toBe(2);
    expect(before.nothingToHandOver).toBe(false);
    expect(before.notices).toEqual([
      '其中 2 位客户没有跟进员工（已流失），无法转接，其余客户可继续转接',
    ]);
    expect(before.ids).toEqual([]);

    const fromHan = handoverSelection(rows, han.id);
    expect(fromHan.ids).toEqual([12]);
    expect(fromHan.notices).toContain('其中 1 位客户不是「韩梅梅」的客户，本次不转接');
  });

  it('when no selected customer has an employee there is nothing to hand over, and the dialog says so', () => {
    const selection = handoverSelection([customer(11, []), customer(13, [])], null);
    expect(selection.nothingToHandOver).toBe(true);
    expect(selection.owners).toEqual([]);
    expect(selection.notices).toEqual(['所选 2 位客户都没有跟进员工（已流失），无法转接']);
  });
});
