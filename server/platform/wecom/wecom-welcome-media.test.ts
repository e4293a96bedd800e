// issue #40 welcome media on WeCom, through the protocol fake on 127.0.0.1 (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL): a channel code's welcome and a group welcome template take
// their image, video or file through the one media service, so a welcome sent all day long
// uploads its image once per media id's life (kept in the database, per tenant) and never sends
// an id WeCom has let expire (docs/wecom.md "Media").
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageContent } from '../../../contract/message-content';
import { saveUpload } from '../../modules/platform/upload/upload-store';
import { openSyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import { createPlatformAdapter } from '../adapter';
import type { WelcomeMessage } from '../adapter';
import { uploadMediaSource } from './media-source';
import { createMediaService, MEDIA_LIFETIME_MS } from './media-service';
import { wecomReachOf } from './reach-deps';
import { createWecomPlatform } from './wecom-adapter';

const SHAPE = { customers: 2, users: 1, departments: 1, tagGroups: 0, tagsPerGroup: 0, chats: 0 };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 9)]);
const IMAGE_KEY = 'tenant/wecomwelcome/202611/welcomeimage01.png';
const PDF = Buffer.alloc(2048, 3);

let world: SyncWorld;
let codes = 0;
// A file outside the upload host (which keeps images only): an http(s) URL the server reads.
const files = createServer((_request, response) => response.end(PDF));
let WELCOME: WelcomeMessage;

/** A welcome_code as WeCom hands one out with an add event (valid 20 s). */
function welcomeCode(): string {
  codes += 1;
  const code = `welcome-code-${codes}`;
  world.corp.welcomeCodes.set(code, world.corp.now());
  return code;
}

type SentAttachment = Record<string, { media_id?: string }>;
const sentMediaIds = (index: number) =>
  ((world.corp.sentWelcomes[index]?.attachments ?? []) as SentAttachment[]).map(
    (attachment) => Object.values(attachment).find((value) => typeof value === 'object')?.media_id,
  );

beforeAll(async () => {
  world = await openSyncWorld(SHAPE, 'wecomwelcome');
  await saveUpload(world.t.config.dataDir, IMAGE_KEY, PNG);
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const pdfUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/pricelist.pdf`;
  WELCOME = {
    text: '欢迎添加，这是新品图和价目表',
    attachments: [
      { type: 'image', title: '新品.png', url: `/uploads/${IMAGE_KEY}` },
      { type: 'file', title: '价目表.pdf', url: pdfUrl },
    ],
  };
  // The fake's clock follows the test clock (media ids expire on WeCom's side too).
  (world.corp as { now: () => number }).now = () => Math.floor(world.t.clock.now / 1000);
}, 300_000);
afterAll(async () => {
  files.close();
  await world.close();
});

describe('welcome media on WeCom (issue #40)', () => {
  it('a welcome’s image and file go up once; the next welcomes reuse their live media ids, also after a restart (kept per tenant in the database)', async () => {
    const platform = createPlatformAdapter(world.t.database.db);
    await platform.sendWelcome(world.tenantId, welcomeCode(), WELCOME);
    await platform.sendWelcome(world.tenantId, welcomeCode(), WELCOME);
    expect(world.fake.callsTo('media/upload')).toHaveLength(2);
    const first = sentMediaIds(0);
    expect(first).toHaveLength(2);
    expect(sentMediaIds(1)).toEqual(first);

    // A new process: a fresh media service over the same database still knows the ids.
    const { api } = wecomReachOf(world.t.database.db);
    const now = () => new Date(world.t.clock.now);
    const restarted = createWecomPlatform(api, {
      media: createMediaService(world.t.database.db, api, now),
      read: uploadMediaSource(world.t.config.dataDir),
    });
    world.t.clock.advance(86_400_000);
    await restarted.sendWelcome(world.tenantId, welcomeCode(), WELCOME);
    expect(world.fake.callsTo('media/upload')).toHaveLength(2);
    expect(sentMediaIds(2)).toEqual(first);
    const [kept] = (
      (await world.t.database.db.execute(sql`select count(*)::int as n
      from wecom_media where tenant_id = ${world.tenantId} and purpose = 'message'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(kept?.n).toBe(2);
  });

  it('a welcome near its media ids’ end uploads again, so WeCom never gets a dead id (the fake refuses one with 40007)', async () => {
    const platform = createPlatformAdapter(world.t.database.db);
    const before = sentMediaIds(0);
    // The upload was a day ago; now 11 hours before its 3 days end: too close, uploaded again.
    world.t.clock.advance(MEDIA_LIFETIME_MS - 86_400_000 - 11 * 3_600_000);
    await platform.sendWelcome(world.tenantId, welcomeCode(), WELCOME);
    expect(world.fake.callsTo('media/upload')).toHaveLength(4);
    const renewed = sentMediaIds(3);
    expect(renewed.every((id, index) => id && id !== before[index])).toBe(true);

    world.t.clock.advance(12 * 3_600_000);
    const { api } = wecomReachOf(world.t.database.db);
    const withImage = (mediaId: string | undefined) =>
      api.post(world.tenantId, 'externalcontact/send_welcome_msg', {
        welcome_code: welcomeCode(),
        attachments: [{ msgtype: 'image', image: { media_id: mediaId } }],
      });
    await expect(withImage(before[0])).rejects.toMatchObject({ errcode: 40007 });
    await expect(withImage('media-image-never-uploaded')).rejects.toMatchObject({ errcode: 40007 });
    await expect(withImage(renewed[0])).resolves.toMatchObject({ errcode: 0 });
  });

  it('a group welcome template’s image goes through the same media service: a live id is reused, not uploaded again', async () => {
    const platform = createPlatformAdapter(world.t.database.db);
    const uploads = world.fake.callsTo('media/upload').length;
    const message: MessageContent = {
      text: '欢迎进群',
      attachments: [{ type: 'image', url: `/uploads/${IMAGE_KEY}`, name: '新品.png', size: 0 }],
    };
    const templateId = await platform.addGroupWelcomeTemplate(world.tenantId, message);
    expect(world.fake.callsTo('media/upload')).toHaveLength(uploads);
    const template = world.corp.groupTemplates.get(templateId) as { image?: { media_id: string } };
    expect(template.image?.media_id).toBe(sentMediaIds(3)[0]);
  });
});
