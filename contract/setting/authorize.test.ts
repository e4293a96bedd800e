import { describe, expect, it } from 'vitest';
import { ownAppSaveSchema } from './authorize';
import { validate } from '../validation';

describe('self-built credentials (app/internal/save)', () => {
  const base = { corp_id: 'ww0123456789abcdef', agent_id: '1000001' };

  it('needs a corp id and a numeric AgentId; secrets may be left empty to keep them', () => {
    expect(validate(ownAppSaveSchema, base).ok).toBe(true);
    expect(validate(ownAppSaveSchema, { ...base, agent_id: 'x1' })).toMatchObject({
      ok: false,
      message: '应用AgentId只能是数字',
    });
    expect(validate(ownAppSaveSchema, { agent_id: '1' })).toMatchObject({
      ok: false,
      message: '企业ID（CorpID）不能为空',
    });
  });

  it('checks the callback EncodingAESKey is 43 letters or digits', () => {
    expect(validate(ownAppSaveSchema, { ...base, callback_aes_key: 'a'.repeat(43) }).ok).toBe(true);
    expect(validate(ownAppSaveSchema, { ...base, callback_aes_key: 'a'.repeat(42) })).toMatchObject(
      { ok: false, message: '回调EncodingAESKey必须是43位英文或数字' },
    );
  });
});
