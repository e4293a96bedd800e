// issue #18 /chat-sop 私聊SOP (docs/domain.md §2, §10 #4): endpoint declarations.
import { customerSopSchema } from './sop';
import { sopEndpoints } from './sop-endpoints';

export const chatSopEndpoints = sopEndpoints('/chat-sop', 'chat-sop', customerSopSchema);
