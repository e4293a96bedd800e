// issue #40 reach on WeCom, through the protocol fake on 127.0.0.1 (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL): the one media service and moments.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { momentBodySchema } from '../../../contract/reach/moment-dispatch';
import { tags } from '../../db/schema/customers';
import { wecomMomentTasks } from '../../db/schema/wecom-reach';
import { createMoment } from '../../modules/reach/moment-dispatch/moment-create';
import { syncMoment } from '../../modules/reach/moment-dispatch/moment-sync';
import { cancelMoment } from '../../modules/reach/moment-dispatch/moment-commands';
import { saveUpload } from '../../modules/platform/upload/upload-store';
import {
  momentAudience,
  momentsOf,
  publishMoment,
} from '../../test-support/wecom-fake/fake-moments';
import { openSyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import { createMomentPlatform } from '../moment-adapter';
import { MEDIA_LIFETIME_MS } from './media-service';
import { wecomReachOf } from './reach-deps';
import { startSync } from './sync/sync-job';

const SHAPE = { customers: 60, users: 3, departments: 1, tagGroups: 1, tagsPerGroup: 2, chats: 0 };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
const IMAGE_KEY = 'tenant/wecomreach2/202611/momentimage01.png';

let world: SyncWorld;
const now = () => new Date(world.t.clock.now);
const file = (filename: string, size: number, contentType = 'application/octet-stream') => ({
  filename,
  contentType,
  data: new Uint8Array(size).fill(1),
});

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomreach2');
  await startSync(world.t.database.db, world.t.jobs, world.tenantId, 'full', new Date());
  await world.t.jobs.runDue();
  await saveUpload(world.t.config.dataDir, IMAGE_KEY, PNG);
  // The fake's clock follows the test clock (media ids expire on WeCom's side too).
  (world.corp as { now: () => number }).now = () => Math.floor(world.t.clock.now / 1000);
}, 300_000);
afterAll(() => world.close());

describe('the media service (issue #40)', () => {
  it('a file WeCom would refuse (size, type, empty, a file on a moment) is refused in Chinese before any upload', async () => {
    const { media } = wecomReachOf(world.t.database.db);
    const refused = async (promise: Promise<unknown>) =>
      promise.then(
        () => '',
        (error: Error) => error.message,
      );
    const tenant = world.tenantId;
    expect(
      await refused(media.mediaId(tenant, 'image', file('大图.png', 11 * 1024 * 1024), 'message')),
    ).toContain('超过企业微信的大小上限10MB');
    expect(
      await refused(media.mediaId(tenant, 'image', file('动图.gif', 100), 'message')),
    ).toContain('只接受JPG、PNG格式');
    expect(await refused(media.mediaId(tenant, 'video', file('片.mov', 100), 'message'))).toContain(
      '只接受MP4格式',
    );
    expect(await refused(media.mediaId(tenant, 'file', file('空.txt', 3), 'message'))).toContain(
      '大于5个字节',
    );
    expect(
      await refused(media.mediaId(tenant, 'file', file('价目表.pdf', 100), 'moment')),
    ).toContain('朋友圈只能发布图片或视频');
    expect(world.fake.callsTo('media/upload')).toHaveLength(0);
    expect(world.fake.callsTo('media/upload_attachment')).toHaveLength(0);
  });

  it('a media id is reused while alive and uploaded again before its 3 days end: a dead id is never sent', async () => {
    const { media } = wecomReachOf(world.t.database.db);
    const brochure = file('价目表.pdf', 2048);
    const first = await media.mediaId(world.tenantId, 'file', brochure, 'message');
    world.t.clock.advance(86_400_000);
    expect(await media.mediaId(world.tenantId, 'file', brochure, 'message')).toBe(first);
    expect(world.fake.callsTo('media/upload')).toHaveLength(1);
    // 2 days 13 hours after the upload: too close to the end, uploaded again.
    world.t.clock.advance(MEDIA_LIFETIME_MS - 86_400_000 - 11 * 3_600_000);
    const second = await media.mediaId(world.tenantId, 'file', brochure, 'message');
    expect(second).not.toBe(first);
    expect(world.fake.callsTo('media/upload')).toHaveLength(2);
    // WeCom's side: 3 days on, the first id is dead and the new one is alive.
    world.t.clock.advance(12 * 3_600_000);
    const { api } = wecomReachOf(world.t.database.db);
    const sendWith = (mediaId: string) =>
      api.post(world.tenantId, 'externalcontact/add_msg_template', {
        chat_type: 'single',
        sender: 'user0',
        external_userid: ['wm00000000fake-external'],
        attachments: [{ msgtype: 'file', file: { media_id: mediaId } }],
      });
    await expect(sendWith(first)).rejects.toMatchObject({ errcode: 40007 });
    await expect(sendWith(second)).resolves.toMatchObject({ errcode: 0 });
  });
});

describe('moments on WeCom (issue #40)', () => {
  it('a moment task → add_moment_task once (image via upload_attachment), its result’s moment id, who published and the customers who see each post; cancel reaches WeCom', async () => {
    const { db } = world.t.database;
    const platform = createMomentPlatform(db);
    const [tag] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, world.tenantId), eq(tags.platformId, 'ettag0x0')));
    const body = momentBodySchema.parse({
      name: '新品上市',
      content: {
        text: '新品上市，欢迎咨询',
        attachments: [{ type: 'image', url: `/uploads/${IMAGE_KEY}`, name: '新品.png' }],
      },
      sender_scope: { kind: 'all', ids: [] },
      visible_tag_ids: [tag!.id],
      send_type: 'now',
      end_at: new Date(world.t.clock.now + 7 * 86_400_000).toISOString(),
    });
    const task = await createMoment(db, world.tenantId, 1, body, now());
    world.t.clock.advance(1000);

    // WeCom's job is still running: nothing published yet, the task created once.
    expect(await syncMoment(db, platform, world.tenantId, task.id, now())).toMatchObject({
      published: 0,
    });
    expect(await syncMoment(db, platform, world.tenantId, task.id, now())).toMatchObject({
      published: 0,
    });
    const created = world.fake.callsTo('externalcontact/add_moment_task');
    expect(created).toHaveLength(1);
    const sent = created[0]!.body as {
      attachments: { image: { media_id: string } }[];
      visible_range: {
        sender_list: { user_list: string[] };
        external_contact_list: { tag_list: string[] };
      };
    };
    expect(sent.attachments[0]!.image.media_id).toMatch(/^attach-image-/);
    expect(sent.visible_range.external_contact_list.tag_list).toEqual(['ettag0x0']);
    expect([...sent.visible_range.sender_list.user_list].sort()).toEqual([
      'user0',
      'user1',
      'user2',
    ]);
    const [row] = await db
      .select()
      .from(wecomMomentTasks)
      .where(eq(wecomMomentTasks.taskId, task.id));
    const moment = momentsOf(world.fake)[0]!;
    expect(row).toMatchObject({
      state: 3,
      momentId: moment.momentId,
      invalid: { senders: [], tags: [] },
    });

    // user1 publishes in WeCom: the next sync records the post and who can see it.
    publishMoment(world.fake, moment.momentId, 'user1');
    expect(await syncMoment(db, platform, world.tenantId, task.id, now())).toMatchObject({
      published: 1,
    });
    const published = (await db.execute(sql`select e.platform_user_id from moment_task_employees m
      join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id
      where m.tenant_id = ${world.tenantId} and m.task_id = ${task.id} and m.published_at is not null`)) as unknown as {
      rows: { platform_user_id: string }[];
    };
    expect(published.rows.map((r) => r.platform_user_id)).toEqual(['user1']);
    const [after] = await db
      .select()
      .from(wecomMomentTasks)
      .where(eq(wecomMomentTasks.taskId, task.id));
    const audience = momentAudience(world.corp, moment, 'user1');
    expect(audience.length).toBeGreaterThan(0);
    expect(Object.values(after!.customers)).toEqual([audience.length]);
    expect(world.fake.callsTo('externalcontact/add_moment_task')).toHaveLength(1);

    await cancelMoment(db, platform, world.tenantId, task.id, now());
    expect(world.fake.callsTo('externalcontact/cancel_moment_task')).toHaveLength(1);
    expect(moment.cancelled).toBe(true);
  });
});
