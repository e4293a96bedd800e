// issue #18: the demo tenant's script library and chat toolbar — six groups (two with
// sub-groups) of realistic retail scripts, some scoped to a department, and 90 days of sends
// by the tenant's employees so usage counts and "last 30 days" show real numbers; the
// toolbar gets its built-in pages plus two custom H5 links. Idempotent: a tenant with any
// script is left alone.
import { eq, sql } from 'drizzle-orm';
import { chinaDayStart } from '../../../contract/china-time';
import type { MessageContent } from '../../../contract/message-content';
import { quickReplyBody } from '../../../contract/reach/enterprise-quick-response';
import type { Database } from '../database';
import { users } from '../schema/identity';
import {
  chatToolbarEntries,
  quickReplies,
  quickReplyGroups,
  quickReplyUses,
} from '../schema/reach-chat-tools';
import { ensureBuiltins } from '../../modules/reach/menu-setting/toolbar-store';

const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const text = (value: string): MessageContent => ({ text: value, attachments: [] });
const link = (value: string, title: string, url: string): MessageContent => ({
  text: value,
  attachments: [{ type: 'link', title, desc: '', url, cover: '' }],
});

type Script = readonly [title: string, message: MessageContent, scoped?: boolean];
type GroupSeed = { name: string; scripts: Script[]; children?: GroupSeed[]; scoped?: boolean };

const LIBRARY: GroupSeed[] = [
  {
    name: '开场问候',
    scripts: [
      [
        '首次添加问候',
        text('{客户昵称}您好，我是您的专属顾问{员工姓名}，有任何穿搭或售后问题都可以随时找我～'),
      ],
      ['节日问候', text('{客户昵称}，节日快乐！本周会员日全场9折，祝您生活愉快。')],
      ['久未联系问候', text('{客户昵称}好久不见，最近上了不少新款，想给您推荐几件合适的吗？')],
    ],
  },
  {
    name: '售前咨询',
    scripts: [['询问需求', text('请问您是自己穿还是送人呢？平时喜欢偏休闲还是通勤的风格？')]],
    children: [
      {
        name: '产品介绍',
        scripts: [
          ['面料说明', text('这款采用新疆长绒棉，亲肤透气，机洗不易变形，日常通勤很合适。')],
          ['尺码建议', text('这款版型偏宽松，身高165、体重55kg左右建议选M码，喜欢合身可以选S码。')],
          [
            '新品手册',
            link(
              '新品手册给您发过来啦，点开可以看到全部颜色和尺码～',
              '2026秋冬新品手册',
              'https://shop.example.com/lookbook',
            ),
          ],
        ],
      },
      {
        name: '价格优惠',
        scripts: [
          ['满减活动', text('现在满499减80，叠加会员券还能再省30元，活动到本周日截止哦。')],
          ['会员价说明', text('会员购物享95折并累计积分，积分可以在小程序兑换礼品。')],
          ['门店专享价', text('到店出示这条消息，门店专享价再减50元。'), true],
        ],
      },
    ],
  },
  {
    name: '售后服务',
    scripts: [['售后受理', text('收到，给您登记售后了，我会在24小时内跟进处理结果，请放心。')]],
    children: [
      {
        name: '退换货',
        scripts: [
          ['七天无理由', text('签收7天内吊牌完好可无理由退换，在小程序"我的订单"点申请售后即可。')],
          [
            '换货流程',
            text('换货请把商品寄回仓库，收到后1-2个工作日为您寄出新尺码，运费我们承担。'),
          ],
        ],
      },
      {
        name: '物流查询',
        scripts: [
          ['发货时间', text('现货订单48小时内发货，预售款会在商品页标注的时间发出。')],
          [
            '物流延迟安抚',
            text('非常抱歉让您久等了，我已联系快递加急处理，有进展第一时间告诉您。'),
          ],
        ],
      },
    ],
  },
  {
    name: '活动营销',
    scripts: [
      [
        '双12预热',
        link('双12预售开启，定金50抵100，点开领券：', '双12会场', 'https://shop.example.com/1212'),
      ],
      [
        '新品到店邀约',
        text('{客户昵称}，新款已到店，这周末来试穿送精美礼品一份，帮您预留试衣间吗？'),
        true,
      ],
      ['社群邀请', text('我们有个会员福利群，每周三晚8点秒杀，需要拉您进群吗？')],
    ],
  },
  {
    name: '门店导购',
    scoped: true,
    scripts: [
      ['到店预约确认', text('已为您预约周六下午2点到店，店址：人民路88号，到店报手机号即可。')],
      ['门店营业时间', text('门店营业时间是每天10:00-22:00，节假日正常营业。')],
    ],
  },
];

export async function seedReachChatTools(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: quickReplies.id })
    .from(quickReplies)
    .where(eq(quickReplies.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const staff = rowsOf<{ id: number; department_id: number | null }>(
    await db.execute(sql`select id, department_id from employees where tenant_id = ${tenantId}
      and status = 1 order by id limit 12`),
  );
  if (!admin || staff.length === 0) return;
  const department = staff.find((row) => row.department_id !== null)?.department_id;
  const scope = department ? [department] : [];
  const created = new Date(now.getTime() - 90 * DAY_MS);
  const replyIds: number[] = [];
  let order = 0;

  const addGroup = async (group: GroupSeed, parentId: number | null) => {
    order += 1;
    const [row] = await db
      .insert(quickReplyGroups)
      .values({
        tenantId,
        parentId,
        name: group.name,
        sortOrder: order,
        departmentIds: group.scoped ? scope : [],
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: quickReplyGroups.id });
    const groupId = row!.id;
    for (const [index, [title, message, scoped]] of group.scripts.entries()) {
      const body = quickReplyBody.parse({ title, group_id: groupId, message, department_ids: [] });
      const [reply] = await db
        .insert(quickReplies)
        .values({
          tenantId,
          groupId,
          title: body.title,
          message: body.message as unknown as Record<string, unknown>,
          departmentIds: scoped ? scope : [],
          sortOrder: index + 1,
          createdBy: admin.id,
          createdAt: created,
          updatedAt: new Date(created.getTime() + ((index * 7 + order * 3) % 80) * DAY_MS),
        })
        .returning({ id: quickReplies.id });
      replyIds.push(reply!.id);
    }
    for (const child of group.children ?? []) await addGroup(child, groupId);
  };
  for (const group of LIBRARY) await addGroup(group, null);

  // 90 days of sends: popular scripts (early in the library) are sent more; weekdays more.
  const uses: (typeof quickReplyUses.$inferInsert)[] = [];
  replyIds.forEach((replyId, index) => {
    const perDay = Math.max(0.2, 2.4 - index * 0.12);
    for (let day = 0; day < 90; day += 1) {
      const n = Math.floor(perDay + (((day * 31 + index * 17) % 10) / 10) * 1.2);
      for (let k = 0; k < n; k += 1) {
        const employee = staff[(day + index * 3 + k) % staff.length]!;
        const minutes = 9 * 60 + ((day * 37 + index * 13 + k * 101) % (11 * 60));
        const date = new Date(now.getTime() - (90 - day) * DAY_MS).toISOString().slice(0, 10);
        const at = new Date(chinaDayStart(date).getTime() + minutes * 60_000);
        if (at.getTime() < now.getTime()) {
          uses.push({ tenantId, replyId, employeeId: employee.id, usedAt: at });
        }
      }
    }
  });
  for (let start = 0; start < uses.length; start += 500) {
    await db.insert(quickReplyUses).values(uses.slice(start, start + 500));
  }
  await db.execute(sql`update quick_replies r set send_count = u.n, last_sent_at = u.last
    from (select reply_id, count(*)::int as n, max(used_at) as last from quick_reply_uses
      where tenant_id = ${tenantId} group by reply_id) u
    where r.tenant_id = ${tenantId} and r.id = u.reply_id`);

  await ensureBuiltins(db, tenantId, created);
  await db.insert(chatToolbarEntries).values([
    {
      tenantId,
      kind: 'custom',
      name: '会员中心',
      url: 'https://shop.example.com/member',
      sortOrder: 7,
      createdAt: created,
      updatedAt: created,
    },
    {
      tenantId,
      kind: 'custom',
      name: '门店预约',
      url: 'https://shop.example.com/booking',
      sortOrder: 8,
      enabled: false,
      departmentIds: scope,
      createdAt: created,
      updatedAt: created,
    },
  ]);
}
