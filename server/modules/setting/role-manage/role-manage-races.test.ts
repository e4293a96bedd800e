// issue #32 finding 7: concurrent creates answered 500 on PostgreSQL. Ten parallel creates of
// one role name get one success and nine 114203 (the answer a single request gets), never a
// 500; so do parallel renames to one name. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (where the requests really overlap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
});
afterAll(() => t.close());

const outcomes = (answers: Array<{ status: number; code?: number }>) =>
  answers.map((answer) => (answer.status === 200 ? answer.code : `HTTP ${answer.status}`));

describe('issue #32 finding 7: concurrent creates answer the business error, never 500', () => {
  it('10 parallel creates of one role name: one success, nine 114203', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, admin, 'POST', '/roles', { name: '并发角色', description: '', codes: [] }),
      ),
    );
    const codes = outcomes(answers);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ROLE_ERROR_CODES.nameTaken)).toHaveLength(9);
  });

  it('parallel renames of different roles to one name: one success, the rest 114203', async () => {
    const ids: number[] = [];
    for (const name of ['改名甲', '改名乙', '改名丙', '改名丁']) {
      ids.push(
        (
          await call<{ id: number }>(t, admin, 'POST', '/roles', {
            name,
            description: '',
            codes: [],
          })
        ).data.id,
      );
    }
    const answers = await Promise.all(
      ids.map((id) =>
        call(t, admin, 'POST', `/roles/${id}`, { name: '同一个名字', description: '', codes: [] }),
      ),
    );
    const codes = outcomes(answers);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ROLE_ERROR_CODES.nameTaken)).toHaveLength(3);
  });
});
