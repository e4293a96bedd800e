// The generated corp behind the WeCom fake's directory, customer, tag and group handlers (an
// N-customer corp whose customers are computed from their index: the fake holds no array of N
// customers, so a 50,000-customer bench measures our side, not the fake's), plus the state
// the write APIs change (tags, contact ways, join ways, welcome codes, media).
import type { WecomFake } from './wecom-fake';
import type { FakeApp, FakeStateApi } from './fake-types';

export interface FakeTagGroup {
  group_id: string;
  group_name: string;
  order: number;
  create_time: number;
  tag: { id: string; name: string; order: number; create_time: number }[];
}

export interface FakeCorpShape {
  readonly customers: number;
  readonly users: number;
  readonly departments: number;
  readonly tagGroups: number;
  readonly tagsPerGroup: number;
  readonly chats: number;
  readonly membersPerChat: number;
}

export interface GeneratedCorp {
  readonly shape: FakeCorpShape;
  readonly createdAt: number;
  tagGroups: FakeTagGroup[];
  readonly contactWays: Map<string, Record<string, unknown>>;
  readonly joinWays: Map<string, Record<string, unknown>>;
  /** welcome_code → the unix second it was issued (valid 20 s). */
  readonly welcomeCodes: Map<string, number>;
  readonly sentWelcomes: Record<string, unknown>[];
  readonly media: Set<string>;
  readonly groupTemplates: Map<string, Record<string, unknown>>;
  readonly remarks: Record<string, unknown>[];
  readonly markedTags: Record<string, unknown>[];
  /** Customers deleted in WeCom by every member who followed them (tests add to it). */
  readonly removed: Set<number>;
  /** Customers whose corp tag was taken off in WeCom (tests add to it). */
  readonly untagged: Set<number>;
  /** Unix seconds "now" of the fake (tests move it). */
  now(): number;
  nextId(prefix: string): string;
}

const DEFAULT_SHAPE: FakeCorpShape = {
  customers: 120,
  users: 6,
  departments: 3,
  tagGroups: 2,
  tagsPerGroup: 3,
  chats: 4,
  membersPerChat: 5,
};

function generateCorp(
  shape: Partial<FakeCorpShape> = {},
  now = () => Math.floor(Date.now() / 1000),
) {
  const full = { ...DEFAULT_SHAPE, ...shape };
  const createdAt = now() - 86_400 * 30;
  let sequence = 0;
  const corp: GeneratedCorp = {
    shape: full,
    createdAt,
    tagGroups: Array.from({ length: full.tagGroups }, (_, g) => ({
      group_id: `etgroup${g}`,
      group_name: `标签组${g + 1}`,
      order: g,
      create_time: createdAt,
      tag: Array.from({ length: full.tagsPerGroup }, (_, t) => ({
        id: `ettag${g}x${t}`,
        name: `标签${g + 1}-${t + 1}`,
        order: t,
        create_time: createdAt,
      })),
    })),
    contactWays: new Map(),
    joinWays: new Map(),
    welcomeCodes: new Map(),
    sentWelcomes: [],
    media: new Set(),
    groupTemplates: new Map(),
    remarks: [],
    markedTags: [],
    removed: new Set(),
    untagged: new Set(),
    now,
    nextId(prefix) {
      sequence += 1;
      return `${prefix}${sequence.toString(36).padStart(8, '0')}`;
    },
  };
  return corp;
}

export const userIdOf = (index: number) => `user${index}`;
export const externalUserIdOf = (index: number) =>
  `wm${index.toString().padStart(8, '0')}fake-external`;
export const chatIdOf = (index: number) => `wr${index.toString().padStart(6, '0')}chat`;

export function departmentsOf(corp: GeneratedCorp) {
  return Array.from({ length: corp.shape.departments }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? '总公司' : `部门${index}`,
    parentid: index === 0 ? 0 : 1,
    order: index,
  }));
}

/** Employees sit in department (index % departments) + 1; the first of each leads it. */
export function usersOf(corp: GeneratedCorp) {
  return Array.from({ length: corp.shape.users }, (_, index) => {
    const department = (index % corp.shape.departments) + 1;
    return {
      userid: userIdOf(index),
      name: `员工${index + 1}`,
      department: [department],
      main_department: department,
      position: index % 2 === 0 ? '销售' : '客服',
      gender: String(1 + (index % 2)),
      avatar: `https://wework.qpic.cn/fake/${index}/0`,
      status: 1,
      is_leader_in_dept: [index < corp.shape.departments ? 1 : 0],
    };
  });
}

/** All tag ids in order (a customer carries tag ids[index % count]). */
export function tagIdsOf(corp: GeneratedCorp): string[] {
  return corp.tagGroups.flatMap((group) => group.tag.map((tag) => tag.id));
}

/**
 * The customers user `u` follows, in order: every customer i ≡ u (mod users), and every tenth
 * customer of the user before (so a tenth of the customers have two follow users).
 */
export function followedBy(corp: GeneratedCorp, u: number): number[] {
  const { users, customers } = corp.shape;
  const own: number[] = [];
  const kept = (i: number) => corp.removed.size === 0 || !corp.removed.has(i);
  for (let i = u; i < customers; i += users) if (kept(i)) own.push(i);
  const previous = (u - 1 + users) % users;
  if (users > 1) {
    for (let i = previous; i < customers; i += users) if (i % 10 === 0 && kept(i)) own.push(i);
  }
  return own.sort((a, b) => a - b);
}

export function externalContactOf(index: number) {
  return {
    external_userid: externalUserIdOf(index),
    name: `客户${index + 1}`,
    avatar: `https://wx.qlogo.cn/fake/${index}/0`,
    type: index % 7 === 0 ? 2 : 1,
    gender: index % 3,
    ...(index % 7 === 0 ? { corp_name: `合作企业${index % 5}` } : {}),
  };
}

export function followInfoOf(corp: GeneratedCorp, index: number, u: number) {
  const tagIds = tagIdsOf(corp);
  const tag =
    tagIds.length && !corp.untagged.has(index) ? [tagIds[index % tagIds.length] as string] : [];
  return {
    userid: userIdOf(u),
    remark: index % 4 === 0 ? `备注${index}` : '',
    description: '',
    createtime: corp.createdAt + index * 60,
    tag_id: tag,
    state: '',
    add_way: 1,
    oper_userid: userIdOf(u),
  };
}

/** Chat c: owner user c % users, members customers c*k … c*k+k-1 (k = membersPerChat). */
export function chatOf(corp: GeneratedCorp, c: number) {
  const { users, membersPerChat, customers } = corp.shape;
  const owner = userIdOf(c % users);
  const members = [{ userid: owner, type: 1, join_time: corp.createdAt, join_scene: 1 }];
  for (let k = 0; k < membersPerChat; k += 1) {
    const index = c * membersPerChat + k;
    if (index >= customers) break;
    members.push({
      userid: externalUserIdOf(index),
      type: 2,
      join_time: corp.createdAt + index,
      join_scene: 1 + (index % 3),
    });
  }
  return {
    chat_id: chatIdOf(c),
    name: `客户群${c + 1}`,
    owner,
    create_time: corp.createdAt,
    notice: '',
    member_list: members,
    admin_list: [],
  };
}

const FAMILY = 'generated-corps';

function registry(state: FakeStateApi) {
  return state.family(FAMILY, () => new Map<string, GeneratedCorp>());
}

/** The generated corp of a corp id the fake knows (a corp added without one has none). */
export function generatedCorp(state: FakeStateApi, corpId: string): GeneratedCorp | undefined {
  return registry(state).get(corpId);
}

/**
 * Adds a corp of `shape` to the fake: its departments and users are the fake's directory
 * (agent visible range included), its customers, tags and chats answer the sync's reads.
 */
export function addGeneratedCorp(
  fake: WecomFake,
  input: {
    corpId: string;
    apps: Array<Partial<FakeApp> & Pick<FakeApp, 'secret'>>;
    shape?: Partial<FakeCorpShape>;
    now?: () => number;
  },
): GeneratedCorp {
  const corp = generateCorp(input.shape, input.now);
  fake.addCorp({
    corpId: input.corpId,
    apps: input.apps,
    departments: departmentsOf(corp),
    users: usersOf(corp).map(({ userid, name, department }) => ({ userid, name, department })),
  });
  registry(fake.state).set(input.corpId, corp);
  return corp;
}
