// issue #20 materials (docs/domain.md §5): the material library every composer picks from, goods
// synced from the linked shops of /order-points, and the super radar (tracked links) with the
// per-send links that attribute every open to an employee and a customer.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/** The library: text, image, link/article, mini program, video, file, poster ([OS] material_lib). */
export const materials = pgTable(
  'materials',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** contract/material/material-goods.ts MATERIAL_TYPES. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** Text body, or the link's digest. */
    content: text('content').notNull().default(''),
    url: text('url').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    groupName: text('group_name').notNull().default('默认分组'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('materials_tenant_type_idx').on(table.tenantId, table.type, table.updatedAt.desc()),
  ],
);

/** Goods materials, one per shop item ([KJ] ShopMaterialProduct), upserted by the sync job. */
export const materialGoods = pgTable(
  'material_goods',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** member_shops.id of the linked shop (read-only use of the /order-points area). */
    shopId: integer('shop_id').notNull(),
    /** The item's id on the shop's platform. */
    itemCode: text('item_code').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: text('link').notNull(),
    stock: integer('stock').notNull().default(0),
    /** 1 on sale, 2 off shelf. */
    status: smallint('status').notNull().default(1),
    sendCount: integer('send_count').notNull().default(0),
    syncedAt: at('synced_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('material_goods_tenant_shop_item_unique').on(
      table.tenantId,
      table.shopId,
      table.itemCode,
    ),
  ],
);

/** A super radar ([MC] mc_radar): type 1 link, 2 PDF, 3 article. */
export const radars = pgTable(
  'radars',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    fileSize: integer('file_size').notNull().default(0),
    article: text('article').notNull().default(''),
    /** Tell the sending employee when a customer opens it (sandbox notice). */
    actionNotice: boolean('action_notice').notNull().default(true),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Score added to the customer on the first open of each send. */
    score: integer('score').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** One wrapped URL per send (employee × customer): the attribution key of every open. */
export const radarLinks = pgTable(
  'radar_links',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    radarId: integer('radar_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('radar_links_token_unique').on(table.token),
    unique('radar_links_pair_unique').on(
      table.tenantId,
      table.radarId,
      table.employeeId,
      table.customerId,
    ),
  ],
);

/** [KJ] RadarLinkStatistic: one row per open, with the time spent. */
export const radarOpens = pgTable(
  'radar_opens',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    linkId: integer('link_id').notNull(),
    radarId: integer('radar_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    openedAt: at('opened_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('radar_opens_tenant_radar_idx').on(table.tenantId, table.radarId, table.openedAt),
  ],
);

/** The radar score a customer has earned (sum over first opens). */
export const customerRadarScores = pgTable(
  'customer_radar_scores',
  {
    tenantId: tenantId(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    score: integer('score').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.customerId] })],
);
