// issue #18: what differs between /chat-sop and /group-sop in the shared SOP pages.
import { chatSopEndpoints } from '../../../../contract/reach/chat-sop';
import { groupSopEndpoints } from '../../../../contract/reach/group-sop';
import type { SopKind } from '../../../../contract/reach/sop';

export type SopEndpoints = typeof chatSopEndpoints;

export interface SopConfig {
  readonly kind: SopKind;
  readonly route: '/chat-sop' | '/group-sop';
  readonly formPath: string;
  readonly dataPath: string;
  readonly endpoints: SopEndpoints;
}

export const CHAT_SOP: SopConfig = {
  kind: 'customer',
  route: '/chat-sop',
  formPath: '/chat-sop/chat-sop-form',
  dataPath: '/chat-sop/chat-sop-data',
  endpoints: chatSopEndpoints,
};

export const GROUP_SOP: SopConfig = {
  kind: 'group',
  route: '/group-sop',
  formPath: '/group-sop/group-sop-form',
  dataPath: '/group-sop/group-sop-data',
  // Same declarations and shapes; only the body schema (the target) differs.
  endpoints: groupSopEndpoints as unknown as SopEndpoints,
};
