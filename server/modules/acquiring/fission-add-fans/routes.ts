// /fission-add-fans 裂变加粉: handlers registered against the declarations of
// contract/acquiring/fission-add-fans.ts (the guard checks each one's permission first), with
// the sandbox's "a friend scans this poster" and "this participant deletes the employee".
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FISSION_ERROR_CODES,
  fissionAddFansList,
  fissionCreate,
  fissionDelete,
  fissionDetail,
  fissionEnd,
  fissionGrantReward,
  fissionParticipants as participantsEndpoint,
  fissionSimulateDelete,
  fissionSimulateScan,
  fissionStatistics,
  fissionUpdate,
} from '../../../../contract/acquiring/fission-add-fans';
import type { FissionSimulation } from '../../../../contract/acquiring/fission-add-fans';
import type { Database } from '../../../db/database';
import { fissionInvites, fissionParticipants } from '../../../db/schema/acquiring-fission';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import {
  createFissionTask,
  deleteFissionTask,
  endFissionTask,
  grantFissionReward,
  updateFissionTask,
} from './fission-commands';
import { fissionTaskDetail, listFissionTasks, taskOf } from './fission-queries';
import { handleFissionScan } from './fission-scan';
import { fissionStatisticsOf, listFissionParticipants } from './fission-statistics';

const PROBLEM_TEXT = {
  not_found: '海报已失效',
  not_started: '活动尚未开始，扫码不计入助力',
  ended: '活动已结束，扫码不计入助力',
  no_employee: '活动没有可添加的在职员工',
  too_many: '扫码过于频繁',
} as const;
const WHY_TEXT = {
  valid: '助力有效',
  not_new: '老客户，不计入助力',
  self: '不能为自己助力',
  repeat: '已参加过，不重复计数',
} as const;

async function participantOf(db: Database, tenantId: string, taskId: number, id: number) {
  const [row] = await db
    .select()
    .from(fissionParticipants)
    .where(
      and(
        eq(fissionParticipants.tenantId, tenantId),
        eq(fissionParticipants.taskId, taskId),
        eq(fissionParticipants.id, id),
      ),
    );
  if (!row) throw new BusinessError(FISSION_ERROR_CODES.notFound, '参与人不存在');
  return row;
}

/** An existing customer of the tenant who is not in this task yet (老客户扫码). */
async function oldCustomerFor(db: Database, tenantId: string, taskId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .leftJoin(
      fissionParticipants,
      and(
        eq(fissionParticipants.tenantId, customers.tenantId),
        eq(fissionParticipants.taskId, taskId),
        eq(fissionParticipants.customerId, customers.id),
      ),
    )
    .where(and(eq(customers.tenantId, tenantId), isNull(fissionParticipants.id)))
    .orderBy(asc(customers.id))
    .limit(1);
  return row?.id;
}

export function registerFissionAddFansRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, fissionAddFansList, ({ tenantId, query }) =>
    listFissionTasks(db, tenantId, query, now()),
  );
  registerEndpoint(app, fissionDetail, ({ tenantId, params }) =>
    fissionTaskDetail(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, fissionCreate, ({ tenantId, body }) =>
    createFissionTask(db, tenantId, body, now()),
  );
  registerEndpoint(app, fissionUpdate, ({ tenantId, params, body }) =>
    updateFissionTask(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, fissionDelete, ({ tenantId, params }) =>
    deleteFissionTask(db, tenantId, params.id),
  );
  registerEndpoint(app, fissionEnd, ({ tenantId, params }) =>
    endFissionTask(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, fissionStatistics, ({ tenantId, params }) =>
    fissionStatisticsOf(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, participantsEndpoint, ({ tenantId, params, query }) =>
    listFissionParticipants(db, tenantId, params.id, query),
  );
  registerEndpoint(app, fissionGrantReward, ({ tenantId, params }) =>
    grantFissionReward(db, tenantId, params.id, params.rewardId, now()),
  );
  registerEndpoint(app, fissionSimulateScan, async ({ tenantId, params, body }) => {
    const task = await taskOf(db, tenantId, params.id);
    const inviter = body.participant_id
      ? await participantOf(db, tenantId, task.id, body.participant_id)
      : null;
    const existingCustomerId = body.existing_customer
      ? await oldCustomerFor(db, tenantId, task.id)
      : undefined;
    const outcome = await handleFissionScan(
      db,
      inviter?.posterKey ?? task.scanKey,
      { nickname: body.nickname, existingCustomerId },
      now(),
    );
    if (!outcome.ok) {
      return {
        ok: false,
        message: PROBLEM_TEXT[outcome.problem],
        participant: null,
        inviter: null,
      };
    }
    const result: FissionSimulation = {
      ok: true,
      message: outcome.invite ? WHY_TEXT[outcome.invite.why] : '已参加活动',
      participant: { id: outcome.participant.id, name: outcome.participant.name },
      inviter: outcome.invite?.inviter ?? null,
    };
    return result;
  });
  registerEndpoint(app, fissionSimulateDelete, async ({ tenantId, params, body }) => {
    const participant = await participantOf(db, tenantId, params.id, body.participant_id);
    const [pair] = await db
      .select({ userId: employees.platformUserId, externalUserId: customers.externalUserId })
      .from(employees)
      .innerJoin(customers, eq(customers.tenantId, employees.tenantId))
      .where(
        and(
          eq(employees.tenantId, tenantId),
          eq(employees.id, participant.employeeId),
          eq(customers.id, participant.customerId),
        ),
      );
    if (!pair) throw new BusinessError(FISSION_ERROR_CODES.notFound, '参与人不存在');
    await applyPlatformEvent(db, tenantId, { type: 'del_follow_user', ...pair, at: now() });
    const [invite] = await db
      .select({ status: fissionInvites.status })
      .from(fissionInvites)
      .where(
        and(
          eq(fissionInvites.tenantId, tenantId),
          eq(fissionInvites.taskId, params.id),
          eq(fissionInvites.inviteeCustomerId, participant.customerId),
        ),
      );
    return { counted_lost: invite?.status === 2 };
  });
}
