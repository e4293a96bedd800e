// The fake's customer moments (handlers/moments.ts): add_moment_task's asynchronous job (its
// first result read answers "running", later ones "done" with the moment id), each moment's
// senders, who published (tests publish as the employee would), and the customers who see it:
// the sender's customers, narrowed to the task's tags when it has any.
import type { FakeStateApi } from './fake-types';
import type { GeneratedCorp } from './fake-corp';
import { externalUserIdOf, followedBy, tagIdsOf } from './fake-corp';
import type { WecomFake } from './wecom-fake';

export interface FakeMoment {
  readonly momentId: string;
  readonly corpId: string;
  readonly senders: readonly string[];
  readonly tags: readonly string[];
  readonly body: Record<string, unknown>;
  readonly published: Set<string>;
  cancelled: boolean;
}

export interface FakeMomentJob {
  readonly jobid: string;
  readonly momentId: string;
  reads: number;
  readonly invalidSenders: readonly string[];
  readonly invalidTags: readonly string[];
}

export const momentState = (state: FakeStateApi) =>
  state.family('moments', () => ({
    jobs: new Map<string, FakeMomentJob>(),
    moments: new Map<string, FakeMoment>(),
  }));

/** The sender publishes the moment in WeCom (a cancelled task can no longer be published). */
export function publishMoment(fake: WecomFake, momentId: string, userid: string): void {
  const moment = momentState(fake.state).moments.get(momentId);
  if (moment && !moment.cancelled && moment.senders.includes(userid)) moment.published.add(userid);
}

export const momentsOf = (fake: WecomFake) => [...momentState(fake.state).moments.values()];

/** The customers who can see `userid`'s post: its customers, with one of the task's tags. */
export function momentAudience(corp: GeneratedCorp, moment: FakeMoment, userid: string): string[] {
  const match = /^user(\d+)$/.exec(userid);
  if (!match || !moment.senders.includes(userid)) return [];
  const tags = tagIdsOf(corp);
  return followedBy(corp, Number(match[1]))
    .filter(
      (index) => moment.tags.length === 0 || moment.tags.includes(tags[index % tags.length] ?? ''),
    )
    .map(externalUserIdOf);
}
