// The keys of the reach area's catalogues and the message composer (issue #16/#17), named in
// one place so the shell's MessageKey type gains them through one import.
import type { messageComposerZhCN } from './message-composer.zh-cn';
import type { reachMassSendZhCN } from './reach-mass-send.zh-cn';
import type { reachOtherZhCN } from './reach-other.zh-cn';
import type { reachSopZhCN } from './reach-sop.zh-cn';

export type ReachMessageKey =
  | keyof typeof messageComposerZhCN
  | keyof typeof reachMassSendZhCN
  | keyof typeof reachOtherZhCN
  | keyof typeof reachSopZhCN;
