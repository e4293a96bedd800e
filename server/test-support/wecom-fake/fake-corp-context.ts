// What the generated-corp handlers share: the corp of the call's token (an empty generated
// corp for a corp added without a shape), who its users are, and which pairs are relations.
import type { FakeContext } from './fake-types';
import type { GeneratedCorp } from './fake-corp';
import { externalUserIdOf, followedBy, generatedCorp } from './fake-corp';

const EMPTY = new Map<string, GeneratedCorp>();

export function corpOf(context: FakeContext): GeneratedCorp {
  const found = generatedCorp(context.state, context.corp.corpId);
  if (found) return found;
  const empty = context.state.family('generated-corps-empty', () => EMPTY);
  let corp = empty.get(context.corp.corpId);
  if (!corp) {
    corp = {
      shape: {
        customers: 0,
        users: 0,
        departments: 0,
        tagGroups: 0,
        tagsPerGroup: 0,
        chats: 0,
        membersPerChat: 0,
      },
      createdAt: 0,
      tagGroups: [],
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
      now: () => Math.floor(Date.now() / 1000),
      nextId: (prefix) => `${prefix}${Date.now().toString(36)}`,
    };
    empty.set(context.corp.corpId, corp);
  }
  return corp;
}

export const userKnown = (context: FakeContext, userid: string) =>
  context.corp.users.some((user) => user.userid === userid);

/** The generator's relations: user<n> follows followedBy(corp, n). */
export function relationExists(corp: GeneratedCorp, userid: string, externalUserId: string) {
  const match = /^user(\d+)$/.exec(userid);
  if (!match || Number(match[1]) >= corp.shape.users) return false;
  return followedBy(corp, Number(match[1])).some((i) => externalUserIdOf(i) === externalUserId);
}

export const encodeCursor = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeCursor<T>(cursor: string): T | undefined {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString()) as T;
  } catch {
    return undefined;
  }
}
