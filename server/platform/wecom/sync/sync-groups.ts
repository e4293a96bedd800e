// The customer-group phase of a WeCom sync: groupchat/list in cursor pages (limit 100), then
// groupchat/get per chat for its name, owner and members; each page of chats is written with
// its checkpoint in one transaction (docs/wecom.md "What syncs when").
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { customerGroups } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type {
  MirroredGroup,
  MirroredMember,
} from '../../../modules/customer/group-list/group-mirror';
import { upsertPlatformGroup } from '../../../modules/customer/group-list/group-mirror';
import { customerIdsByExternal } from '../../../modules/customer/customer-list/customer-mirror';
import type { WecomApi } from '../wecom-api';
import { readAnswer } from '../wecom-api';
import type { PhaseContext } from './sync-customers';
import { saveStep } from './sync-runs';

export const CHATS_PER_PAGE = 100;

const listPage = z.object({
  group_chat_list: z.array(z.object({ chat_id: z.string() })).default([]),
  next_cursor: z.string().default(''),
});

/** groupchat/get's answer (also read by the callbacks, wecom/callback-details.ts). */
export const chatDetail = z.object({
  group_chat: z.object({
    chat_id: z.string(),
    name: z.string().default(''),
    owner: z.string().default(''),
    create_time: z.number().int().default(0),
    notice: z.string().default(''),
    member_list: z
      .array(
        z.object({
          userid: z.string(),
          type: z.number().int(),
          join_time: z.number().int().default(0),
          join_scene: z.number().int().default(1),
        }),
      )
      .default([]),
  }),
});

async function readChats(api: WecomApi, tenantId: string, chatIds: readonly string[]) {
  const chats = [];
  for (const chatId of chatIds) {
    const answer = await api.post(tenantId, 'externalcontact/groupchat/get', {
      chat_id: chatId,
      need_name: 1,
    });
    chats.push(readAnswer(chatDetail, answer, 'groupchat/get').group_chat);
  }
  return chats;
}

type Chat = Awaited<ReturnType<typeof readChats>>[number];

function toGroup(
  chat: Chat,
  employee: Map<string, number>,
  customer: Map<string, number>,
): MirroredGroup {
  const members: MirroredMember[] = [];
  for (const member of chat.member_list) {
    const employeeMember = member.type === 1;
    const memberId = (employeeMember ? employee : customer).get(member.userid);
    if (memberId === undefined) continue;
    members.push({
      memberType: employeeMember ? 1 : 2,
      memberId,
      joinScene: member.join_scene,
      joinedAt: new Date(member.join_time * 1000),
    });
  }
  return {
    chatId: chat.chat_id,
    name: chat.name,
    ownerEmployeeId: employee.get(chat.owner) ?? null,
    notice: chat.notice,
    createdAt: new Date(chat.create_time * 1000),
    members,
  };
}

async function employeeMap(db: Database, tenantId: string) {
  const rows = await db
    .select({ id: employees.id, userId: employees.platformUserId })
    .from(employees)
    .where(eq(employees.tenantId, tenantId));
  return new Map(rows.map((row) => [row.userId, row.id]));
}

export async function syncGroups(context: PhaseContext): Promise<void> {
  const { db, api, tenantId, run, now } = context;
  const employee = await employeeMap(db, tenantId);
  let cursor = run.phase === 'groups' ? (run.checkpoint.cursor ?? '') : '';
  let pages = run.pages;
  do {
    const answer = await api.post(tenantId, 'externalcontact/groupchat/list', {
      status_filter: 0,
      ...(cursor ? { cursor } : {}),
      limit: CHATS_PER_PAGE,
    });
    const read = readAnswer(listPage, answer, 'groupchat/list');
    const chats = await readChats(
      api,
      tenantId,
      read.group_chat_list.map((item) => item.chat_id),
    );
    const externals = chats.flatMap((chat) =>
      chat.member_list.filter((member) => member.type === 2).map((member) => member.userid),
    );
    const customer = await customerIdsByExternal(db, tenantId, externals);
    const next = read.next_cursor;
    await db.transaction(async (tx) => {
      let members = 0;
      for (const chat of chats) {
        members += (
          await upsertPlatformGroup(tx, tenantId, toGroup(chat, employee, customer), now())
        ).members;
      }
      await saveStep(
        tx,
        tenantId,
        run.id,
        {
          phase: 'groups',
          checkpoint: { cursor: next },
          add: { groups: chats.length, members },
          pages: 1,
        },
        now(),
      );
    });
    cursor = next;
    pages += 1;
    await context.onPage(pages);
  } while (cursor);
  const total = await db.$count(customerGroups, eq(customerGroups.tenantId, tenantId));
  await saveStep(
    db,
    tenantId,
    run.id,
    { phase: 'done', checkpoint: {}, set: { groups: total } },
    now(),
  );
}
