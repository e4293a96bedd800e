// issue #20: 90 days of materials and marketing for the demo tenant, made on first start — a
// material library, goods synced from the linked shops, four super radars sent to customers
// with their opens (timeline, scores), and three audiences computed. Set-based and small
// (a few hundred rows); idempotent: a tenant with any material is left alone.
import { eq, sql } from 'drizzle-orm';
import type { AudienceCondition } from '../../../contract/marketing/admp-strategy';
import { computeTags, saveSettings } from '../../modules/marketing/admp-tag/computed-tags';
import { computeAudience } from '../../modules/marketing/admp-strategy/audience-compute';
import { syncShopGoods } from '../../modules/material/material-goods/goods-sync';
import type { Database } from '../database';
import { audiences } from '../schema/marketing-audience';
import { materials, radars } from '../schema/material';
import { memberShops } from '../schema/member';

const DAY_MS = 86_400_000;

const LIBRARY: ReadonlyArray<[string, string, string, string, string[]]> = [
  [
    'text',
    '会员日开场白',
    '{客户昵称}您好，本周六会员日全场8.8折，积分翻倍～',
    '活动话术',
    ['会员日'],
  ],
  ['text', '新客欢迎语', '欢迎关注！回复“福利”领取新人专享券。', '欢迎语', ['新客']],
  ['text', '售后关怀', '您好，您购买的商品使用还满意吗？有问题随时找我。', '售后', ['复购']],
  ['text', '生日祝福', '{客户昵称}生日快乐！专属生日礼已放入您的账户。', '会员关怀', ['生日']],
  ['image', '双十一主海报', 'https://img.sandbox.example/poster-1111.png', '活动物料', ['双十一']],
  ['image', '门店地图', 'https://img.sandbox.example/store-map.png', '门店', []],
  ['link', '秋冬新品手册', 'https://mp.sandbox.example/articles/autumn', '文章', ['新品']],
  ['link', '护肤小课堂第3期', 'https://mp.sandbox.example/articles/skin-3', '文章', ['护肤']],
  ['link', '会员权益说明', 'https://mp.sandbox.example/articles/member', '会员关怀', ['会员']],
  ['miniprogram', '积分商城', 'https://mp.sandbox.example/mini/points', '小程序', ['积分']],
  ['miniprogram', '预约到店', 'https://mp.sandbox.example/mini/booking', '小程序', ['门店']],
  ['video', '新品开箱视频', 'https://video.sandbox.example/unbox.mp4', '视频', ['新品']],
  ['file', '2026春夏价目表.pdf', 'https://files.sandbox.example/price-2026.pdf', '资料', []],
  ['poster', '邀请有礼海报', 'https://img.sandbox.example/invite-poster.png', '活动物料', ['裂变']],
];

const RADARS = [
  { type: 1, title: '秋冬新品抢先看', url: 'https://mp.sandbox.example/articles/autumn', score: 5 },
  {
    type: 2,
    title: '2026会员权益手册',
    url: 'https://files.sandbox.example/member-2026.pdf',
    fileName: '会员权益手册.pdf',
    fileSize: 2_400_000,
    score: 3,
  },
  {
    type: 3,
    title: '换季护肤三步法',
    article:
      '换季时皮肤容易干燥敏感。\n第一步：温和清洁，避免过度去油。\n第二步：补水保湿，选择含玻尿酸的精华。\n第三步：白天做好防晒。',
    score: 2,
  },
  { type: 1, title: '双十一预售攻略', url: 'https://mp.sandbox.example/articles/1111', score: 5 },
] as const;

export async function seedMaterialMarketing(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [customerCount] = (
    (await db.execute(
      sql`select count(*)::int as n from customers where tenant_id = ${tenantId}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  if (!customerCount?.n) return;
  await db.insert(materials).values(
    LIBRARY.map(([type, title, body, groupName, tagNames], index) => ({
      tenantId,
      type,
      title,
      content: type === 'text' ? body : '',
      url: type === 'text' ? '' : body,
      groupName,
      tags: tagNames,
      usageCount: (index * 17) % 40,
      createdAt: new Date(now.getTime() - (90 - index * 5) * DAY_MS),
      updatedAt: new Date(now.getTime() - (60 - index * 3) * DAY_MS),
    })),
  );
  const shops = await db
    .select({ id: memberShops.id, shopCode: memberShops.shopCode })
    .from(memberShops)
    .where(eq(memberShops.tenantId, tenantId));
  for (const shop of shops)
    await syncShopGoods(db, tenantId, shop, new Date(now.getTime() - DAY_MS));
  await db.execute(
    sql`update material_goods set send_count = (id * 7) % 23 where tenant_id = ${tenantId}`,
  );
  await seedRadars(db, tenantId, now);
  await seedAudiences(db, tenantId, now);
  await saveSettings(
    db,
    tenantId,
    {
      recency_days: 30,
      frequency_min: 2,
      monetary_min: '300.00',
      levels: [
        { title: '钻石会员', min_amount: '2000.00' },
        { title: '黄金会员', min_amount: '800.00' },
        { title: '普通会员', min_amount: '0.00' },
      ],
    },
    now,
  );
  await computeTags(db, tenantId, now);
}

async function seedRadars(db: Database, tenantId: string, now: Date) {
  const rows = await db
    .insert(radars)
    .values(
      RADARS.map((radar, index) => ({
        tenantId,
        type: radar.type,
        title: radar.title,
        url: 'url' in radar ? radar.url : '',
        fileName: 'fileName' in radar ? radar.fileName : '',
        fileSize: 'fileSize' in radar ? radar.fileSize : 0,
        article: 'article' in radar ? radar.article : '',
        score: radar.score,
        createdAt: new Date(now.getTime() - (88 - index * 20) * DAY_MS),
      })),
    )
    .returning({ id: radars.id });
  const ids = rows.map((row) => row.id);
  const nowIso = now.toISOString();
  // each radar went to ~40 customers by the employee who added them, over its lifetime
  await db.execute(sql`
    insert into radar_links (tenant_id, radar_id, employee_id, customer_id, token, created_at)
    select ${tenantId}, r.id, p.employee_id, p.customer_id,
      md5(r.id || ':' || p.employee_id || ':' || p.customer_id || random()::text),
      least(${nowIso}::timestamptz - interval '1 hour', r.created_at
        + floor(random() * greatest(1, extract(day from ${nowIso}::timestamptz - r.created_at))) * interval '1 day'
        + floor(random() * 600) * interval '1 minute')
    from radars r
    cross join lateral (
      select customer_id, employee_id, row_number() over (order by (customer_id * 31 + r.id) % 97, customer_id) as n
      from customer_relations where tenant_id = ${tenantId}
    ) p
    where r.tenant_id = ${tenantId} and r.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and p.n <= 40
    on conflict do nothing`);
  // about 60 % opened, some twice; stays of 10 s to 4 min
  await db.execute(sql`
    insert into radar_opens (tenant_id, link_id, radar_id, employee_id, customer_id, opened_at, duration_seconds)
    select l.tenant_id, l.id, l.radar_id, l.employee_id, l.customer_id,
      least(${nowIso}::timestamptz, l.created_at + floor(random() * 4320) * interval '1 minute'),
      10 + floor(random() * 230)::int
    from radar_links l cross join generate_series(1, 2) k
    where l.tenant_id = ${tenantId} and (l.id * 13) % 10 < 6 and (k = 1 or l.id % 3 = 0)`);
  await db.execute(sql`
    insert into customer_events (tenant_id, customer_id, employee_id, event_type, content, occurred_at)
    select o.tenant_id, o.customer_id, o.employee_id, 'radar_opened',
      jsonb_build_object('radar_id', r.id, 'radar_title', r.title), o.opened_at
    from radar_opens o join radars r on r.tenant_id = o.tenant_id and r.id = o.radar_id
    where o.tenant_id = ${tenantId}`);
  await db.execute(sql`
    insert into customer_radar_scores (tenant_id, customer_id, score)
    select l.tenant_id, l.customer_id, sum(r.score)::int
    from radar_links l join radars r on r.tenant_id = l.tenant_id and r.id = l.radar_id
    where l.tenant_id = ${tenantId} and exists (select 1 from radar_opens o where o.tenant_id = l.tenant_id and o.link_id = l.id)
    group by 1, 2`);
}

async function seedAudiences(db: Database, tenantId: string, now: Date) {
  const tagRows = (
    (await db.execute(sql`select tag_id as id from customer_tags where tenant_id = ${tenantId}
      group by tag_id order by count(*) desc, tag_id limit 3`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows.map((row) => Number(row.id));
  if (tagRows.length < 2) return;
  const specs: Array<{
    name: string;
    logic: 'and' | 'or';
    refresh: 1 | 2;
    conditions: AudienceCondition[];
  }> = [
    {
      name: '高意向新客',
      logic: 'and',
      refresh: 2,
      conditions: [
        { kind: 'tag', tag_ids: [tagRows[0]!] },
        { kind: 'behaviour', behaviour: 'radar_opened', days: 30 },
      ],
    },
    {
      name: '近90天购买客户',
      logic: 'or',
      refresh: 2,
      conditions: [
        { kind: 'behaviour', behaviour: 'bought', days: 90 },
        { kind: 'behaviour', behaviour: 'points', min: 500 },
      ],
    },
    {
      name: '渠道活码女性客户',
      logic: 'and',
      refresh: 1,
      conditions: [
        { kind: 'behaviour', behaviour: 'added_via_code' },
        { kind: 'attribute', attribute: 'gender', value: 2 },
      ],
    },
  ];
  for (const spec of specs) {
    const [row] = await db
      .insert(audiences)
      .values({ tenantId, ...spec, createdAt: new Date(now.getTime() - 20 * DAY_MS) })
      .returning({ id: audiences.id });
    await computeAudience(db, tenantId, row!.id, now);
  }
}
