// issue #18 e2e: the sandbox's test-only clock of the SOP timeline. Registered only when the
// server runs with SCRM_SANDBOX_CLOCK=1 (scripts/e2e-server.mjs); moves one tenant's SOP
// time forward so a step due tomorrow can be seen due today.
import { z } from 'zod';
import { anyOf, defineEndpoint, responseOf } from '../endpoint';

export const sopClockAdvance = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/sandbox/sop-clock',
  permission: anyOf('/chat-sop', '/group-sop'),
  body: z.object({
    minutes: z
      .number({ error: '分钟数格式不正确' })
      .int({ error: '分钟数格式不正确' })
      .min(1, { error: '分钟数不能小于1' })
      .max(60 * 24 * 400, { error: '分钟数过大' }),
  }),
  response: responseOf<{ now: string; reminded: number }>(),
});
