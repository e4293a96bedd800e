import { getSignature } from '@wecom/crypto';
import { describe, expect, it } from 'vitest';
import { openCallback, sealCallback } from './callback-crypto';

// WeCom's WXBizMsgCrypt samples (docs/wecom.md "Callbacks"): the URL-verification example.
const SAMPLE = {
  token: 'QDG6eK',
  aesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
  receiveId: 'wx5823bf96d3bd56c7',
};
const VERIFY = {
  signature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
  timestamp: '1409659589',
  nonce: '263014780',
  ciphertext:
    'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
};

describe('WeCom callback crypto', () => {
  it('opens the official WXBizMsgCrypt URL-verification vector to its echo string', () => {
    expect(openCallback(SAMPLE, VERIFY)).toEqual({ ok: true, message: '1616140317555161061' });
  });

  it('refuses the vector when one character of the signature differs', () => {
    const signature = `${VERIFY.signature.slice(0, -1)}e`;
    expect(openCallback(SAMPLE, { ...VERIFY, signature })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses the vector for another corp id (receive id)', () => {
    expect(openCallback({ ...SAMPLE, receiveId: 'ww0000000000000000' }, VERIFY)).toEqual({
      ok: false,
      reason: 'receive_id',
    });
  });

  it('refuses a correctly signed ciphertext that does not decrypt', () => {
    const ciphertext = 'AAAA';
    const signature = getSignature(SAMPLE.token, '1', '2', ciphertext);
    expect(openCallback(SAMPLE, { signature, timestamp: '1', nonce: '2', ciphertext })).toEqual({
      ok: false,
      reason: 'decrypt',
    });
  });

  it('opens what it seals', () => {
    const sealed = sealCallback(SAMPLE, '<xml>中文</xml>', '1700000000', 'abc');
    expect(
      openCallback(SAMPLE, {
        signature: sealed.signature,
        timestamp: '1700000000',
        nonce: 'abc',
        ciphertext: sealed.ciphertext,
      }),
    ).toEqual({ ok: true, message: '<xml>中文</xml>' });
  });
});
