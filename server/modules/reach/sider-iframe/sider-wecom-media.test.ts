// issue #40 the sidebar's materials inside WeCom, through the protocol fake on 127.0.0.1:
// sendChatMessage sends an image, a video or a file only by WeCom media id, so the server
// uploads the material's file through the one media service (limits first, a live id reused
// per tenant) and answers the id; links and text have nothing to upload.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiderChatMessage, SiderMaterialMedia } from '../../../../contract/reach/sider-wecom';
import { materials } from '../../../db/schema/material';
import { MEDIA_REFUSED_CODE } from '../../../platform/wecom/media-service';
import { startSync } from '../../../platform/wecom/sync/sync-job';
import { openSyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../../test-support/wecom-fake/sync-test-kit';
import { saveUpload } from '../../platform/upload/upload-store';
import { siderTestKit } from './sider-test-support';
import { SIDER_WECOM_ERRORS } from './sider-wecom';

const SHAPE = { customers: 4, users: 1, departments: 1, tagGroups: 0, tagsPerGroup: 0, chats: 0 };
const TENANT = 'wecomsidermedia';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(96, 5)]);

let world: SyncWorld;
// A file outside the upload host (which keeps images only): an http(s) URL the server reads.
const files = createServer((_request, response) => response.end(Buffer.alloc(4096, 2)));
let pdfUrl = '';
const kit = siderTestKit(() => world.t);
const ids: Record<string, number> = {};
let ticket = '';
let chatOf: { customer_id: number; employee_id: number };

interface Answer<T> {
  code: number;
  msg: string;
  data: T | null;
}

async function mediaOf(id: number | undefined, withTicket = ticket) {
  const response = await kit.sider(withTicket).post(`/sidebar/api/wecom/materials/${id}/media`);
  return { status: response.statusCode, ...response.json<Answer<SiderMaterialMedia>>() };
}

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, TENANT);
  const { db } = world.t.database;
  await startSync(db, world.t.jobs, TENANT, 'full', new Date());
  await world.t.jobs.runDue();
  const dir = world.t.config.dataDir;
  await saveUpload(dir, `tenant/${TENANT}/202611/poster01.png`, PNG);
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  pdfUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/pricelist.pdf`;
  await saveUpload(dir, `tenant/${TENANT}/202611/animated01.gif`, Buffer.alloc(512, 1));
  const rows = await db
    .insert(materials)
    .values([
      {
        tenantId: TENANT,
        type: 'image',
        title: '新品海报',
        url: `/uploads/tenant/${TENANT}/202611/poster01.png`,
      },
      {
        tenantId: TENANT,
        type: 'file',
        title: '价目表',
        url: pdfUrl,
      },
      {
        tenantId: TENANT,
        type: 'image',
        title: '动图',
        url: `/uploads/tenant/${TENANT}/202611/animated01.gif`,
      },
      { tenantId: TENANT, type: 'link', title: '活动页', url: 'https://example.com/event' },
      { tenantId: TENANT, type: 'text', title: '问候语', content: '您好，欢迎咨询' },
    ])
    .returning({ id: materials.id, title: materials.title });
  for (const row of rows) ids[row.title] = row.id;
  const chat = await kit.chat(TENANT);
  ticket = kit.ticket(TENANT, Number(chat.employee_id), chat.external_user_id);
  chatOf = { customer_id: chat.customer_id, employee_id: Number(chat.employee_id) };
}, 300_000);
afterAll(async () => {
  files.close();
  await world.close();
});

describe('sidebar materials as WeCom media (issue #40)', () => {
  it('an image or file material answers a media id WeCom issued (media/upload), reused while alive: one upload for many sends', async () => {
    const image = await mediaOf(ids['新品海报']);
    expect(image.code).toBe(0);
    expect(image.data?.msgtype).toBe('image');
    expect(world.corp.media.has(image.data?.media_id ?? '')).toBe(true);
    const file = await mediaOf(ids['价目表']);
    expect(file.data?.msgtype).toBe('file');
    expect(world.corp.media.has(file.data?.media_id ?? '')).toBe(true);
    expect((await mediaOf(ids['新品海报'])).data).toEqual(image.data);
    expect(world.fake.callsTo('media/upload').map((call) => call.query.type)).toEqual([
      'image',
      'file',
    ]);
  });

  it('a material file WeCom would refuse (a GIF image) is refused in Chinese before any upload', async () => {
    const before = world.fake.callsTo('media/upload').length;
    const answer = await mediaOf(ids['动图']);
    expect(answer.code).toBe(MEDIA_REFUSED_CODE);
    expect(answer.msg).toContain('只接受JPG、PNG格式');
    expect(world.fake.callsTo('media/upload')).toHaveLength(before);
  });

  it('a link or text material has nothing to upload and is refused with the reason', async () => {
    for (const title of ['活动页', '问候语']) {
      const answer = await mediaOf(ids[title]);
      expect(answer.code).toBe(MEDIA_REFUSED_CODE);
      expect(answer.msg).toContain('不是图片、视频或文件');
    }
  });

  it('without the chat’s ticket 401; another tenant’s material is not found; a sandbox tenant gets no media id', async () => {
    expect((await mediaOf(ids['新品海报'], '')).status).toBe(401);
    const demoChat = await kit.chat('demo');
    const demoTicket = kit.ticket('demo', Number(demoChat.employee_id), demoChat.external_user_id);
    const sandbox = await mediaOf(ids['新品海报'], demoTicket);
    expect(sandbox.code).toBe(SIDER_WECOM_ERRORS.notOnWecom.code);
    const [other] = await kit.rows<{ id: number }>(sql`select id from materials
      where tenant_id = 'demo' order by id limit 1`);
    expect((await mediaOf(Number(other?.id))).status).toBe(404);
  });

  it('a due SOP step of the open chat answers its sendChatMessage bodies: filled text, its file by media id, a link card and a mini program; another employee’s step is not found', async () => {
    const pdf = pdfUrl;
    const message = {
      text: '{客户昵称}您好，这是本月价目表',
      attachments: [
        { type: 'file', url: pdf, name: '价目表.pdf', size: 4096 },
        {
          type: 'link',
          title: '活动页',
          desc: '限时优惠',
          url: 'https://example.com/e',
          cover: '',
        },
        {
          type: 'miniprogram',
          appid: 'wx0123456789abcdef',
          page: 'pages/index/index',
          title: '会员商城',
          cover: 'https://img.example.com/mall.png',
        },
      ],
    };
    const [plan] = await kit.rows<{ id: number }>(sql`insert into sop_plans
        (tenant_id, kind, name, business_type, config, created_by, created_at, updated_at)
      values (${TENANT}, 1, '新客跟进', 1, ${JSON.stringify({ steps: [{ message }] })}::jsonb, 1,
        now(), now()) returning id`);
    const [task] = await kit.rows<{ id: number }>(sql`insert into sop_tasks
        (tenant_id, plan_id, target_row_id, target_id, employee_id, step, due_at, status)
      values (${TENANT}, ${plan?.id}, 1, ${chatOf.customer_id}, ${chatOf.employee_id}, 1, now(), 1)
      returning id`);
    const [customer] = await kit.rows<{ name: string }>(sql`select name from customers
      where tenant_id = ${TENANT} and id = ${chatOf.customer_id}`);
    const uploads = world.fake.callsTo('media/upload').length;

    const response = await kit.sider(ticket).post(`/sidebar/api/wecom/tasks/${task?.id}/messages`);
    const answer = response.json<Answer<{ messages: SiderChatMessage[] }>>();
    expect(answer.code).toBe(0);
    const fileId = (await mediaOf(ids['价目表'])).data?.media_id;
    expect(answer.data?.messages).toEqual([
      { msgtype: 'text', text: { content: `${customer?.name}您好，这是本月价目表` } },
      { msgtype: 'file', file: { mediaid: fileId } },
      {
        msgtype: 'news',
        news: { link: 'https://example.com/e', title: '活动页', desc: '限时优惠', imgUrl: '' },
      },
      {
        msgtype: 'miniprogram',
        miniprogram: {
          appid: 'wx0123456789abcdef',
          title: '会员商城',
          imgUrl: 'https://img.example.com/mall.png',
          page: 'pages/index/index',
        },
      },
    ]);
    // The same file as the material: its live media id is reused, nothing uploaded.
    expect(world.fake.callsTo('media/upload')).toHaveLength(uploads);

    const [theirs] = await kit.rows<{ id: number }>(sql`insert into sop_tasks
        (tenant_id, plan_id, target_row_id, target_id, employee_id, step, due_at, status)
      values (${TENANT}, ${plan?.id}, 2, ${chatOf.customer_id}, ${chatOf.employee_id + 100_000},
        1, now(), 1) returning id`);
    const refused = await kit.sider(ticket).post(`/sidebar/api/wecom/tasks/${theirs?.id}/messages`);
    expect(refused.statusCode).toBe(404);
  });
});
