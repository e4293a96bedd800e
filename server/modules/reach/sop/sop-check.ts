// issue #38 item 7: the SOP form asks before a plan starts, like a mass send: who its steps
// will reach now (how many, a sample, which employees) and who it picks that no step can reach,
// and why. One check for both (../mass-send/send-check.ts) over the recipients the plan
// enrolls (sop-enroll.ts). SOP steps are one-to-one messages, not WeCom enterprise mass
// messages, so no customer is held back by the mass messages' receive limit here.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { MASS_CHANNELS } from '../../../../contract/reach/mass-send';
import type { SendCheck } from '../../../../contract/reach/mass-send';
import { SOP_KIND_CODES } from '../../../../contract/reach/sop';
import type { CustomerTarget, GroupTarget, SopPlanBody } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { groupRecipientsSql, privateRecipientsSql } from '../mass-send/recipient-match';
import { checkSend, groupSkippedSql, privateSkippedSql } from '../mass-send/send-check';
import { sopPrivateFilter } from './sop-enroll';
import { checkIds } from './sop-plans';
import type { SopKindCode } from './sop-plans';

/** A plan "from now on" reaches nobody yet: its targets join as they are added. */
const NOBODY: SQL = sql`select null::bigint as target_id, null::int as employee_id,
  null::text as reason where false`;

export async function checkPlanSend(
  db: Database,
  platform: Pick<MassSendPlatform, 'monthlyLimit'>,
  tenantId: string,
  kind: SopKindCode,
  body: SopPlanBody,
  now: Date,
): Promise<SendCheck> {
  await checkIds(db, tenantId, body);
  const oneToOne = {
    monthlyLimit: (tenant: string, at: Date) => platform.monthlyLimit(tenant, at),
    atLimit: () => Promise.resolve(new Map<number, string>()),
  };
  if (kind === SOP_KIND_CODES.customer) {
    const target = body.target as CustomerTarget;
    if (target.mode === 'new') {
      return checkSend(db, oneToOne, tenantId, MASS_CHANNELS.private, NOBODY, () => NOBODY, now);
    }
    const filter = sopPrivateFilter(body.executor_ids, target);
    return checkSend(
      db,
      oneToOne,
      tenantId,
      MASS_CHANNELS.private,
      await privateRecipientsSql(db, tenantId, filter),
      await privateSkippedSql(db, tenantId, filter),
      now,
    );
  }
  const target = body.target as GroupTarget;
  if (target.mode === 'new') {
    return checkSend(db, oneToOne, tenantId, MASS_CHANNELS.group, NOBODY, () => NOBODY, now);
  }
  const filter = { owner_ids: [], group_ids: target.group_ids };
  return checkSend(
    db,
    oneToOne,
    tenantId,
    MASS_CHANNELS.group,
    groupRecipientsSql(tenantId, filter),
    groupSkippedSql(tenantId, filter),
    now,
  );
}
