// Helpers of the welcome server tests (issue #16): a China time ahead of now, a channel code
// routing to one employee with a given welcome setting, and a scan with its log row.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { chinaClock, chinaDateOf, chinaInstant } from '../../../../contract/china-time';
import type { WelcomeLogRow } from '../../../../contract/acquiring/welcome';
import type { ChannelCodeDetail } from '../../../../contract/acquiring/channel-code';
import type { ListData } from '../../../../contract/envelope';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

/** The next China-time `weekday` (1 Monday … 7 Sunday) at HH:mm, at least a day ahead. */
export function nextChina(weekday: number, time: string): number {
  for (let days = 1; days <= 8; days += 1) {
    const at = chinaInstant(chinaDateOf(Date.now(), days), time);
    if (chinaClock(at).weekday === weekday) return at.getTime();
  }
  throw new Error('no day');
}

/** welcome_type 1 own (text 活码自带欢迎语), 2 the welcome page decides, 3 none. */
export async function createChannelCode(
  api: Caller,
  route: { groupId: number; employeeId: number },
  welcomeType: 1 | 2 | 3,
  name: string,
): Promise<ChannelCodeDetail> {
  const created = await api.post<{ id: number }>('/scrm/v1/acquiring/channel-codes', {
    name,
    group_id: route.groupId,
    employee_ids: [route.employeeId],
    welcome_type: welcomeType,
    welcome_text: welcomeType === 1 ? '活码自带欢迎语' : '',
  });
  expect(created.msg).toBe('success');
  return (await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${created.data.id}`))
    .data;
}

/** Scans the code and presses 添加好友 as a customer named `nickname`; answers their log row. */
export async function scanAndFindLog(
  app: FastifyInstance,
  api: Caller,
  code: ChannelCodeDetail,
  nickname: string,
): Promise<WelcomeLogRow> {
  const scan = await app.inject({
    method: 'POST',
    url: code.scan_path,
    payload: `name=${encodeURIComponent(nickname)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(scan.statusCode).toBe(200);
  const logs = await api.get<ListData<WelcomeLogRow>>(
    `/scrm/v1/acquiring/welcome-logs?channel_code_id=${code.id}&page_size=100`,
  );
  const row = logs.data.list.find((log) => log.customer.name === nickname);
  if (!row) throw new Error(`no log for ${nickname}`);
  return row;
}
