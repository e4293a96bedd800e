import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/scrm/v1/test/boom', async () => {
    throw new Error('database exploded at secret.ts:12');
  });
});
afterAll(async () => {
  await t.close();
});

describe('error mapping', () => {
  it('answers an unknown /scrm/ path with 404 JSON, with or without a token', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/scrm/v1/nothing/here?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ code: 404, msg: '你所访问的资源不存在！', data: null });
    }
  });

  it('answers an unexpected error with 500 and the catalogue message, never the stack', async () => {
    const response = await t.app.inject({ url: '/scrm/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '网络繁忙，请稍后再试', data: null });
    expect(response.body).not.toContain('exploded');
    expect(response.body).not.toContain('secret.ts');
    expect(t.errors).toHaveLength(1);
  });
});
