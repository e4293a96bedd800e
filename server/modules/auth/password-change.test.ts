// issue #32: an initial or reset password (set by an admin or the operator) must be changed at
// the first sign-in: sign-in answers a one-time, short-lived ticket instead of a session, and
// POST /scrm/v1/auth/password/change takes it with a new password. docs/security.md
// "First sign-in".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordWithTicket } from '../../../contract/auth-password';
import type { PasswordChangeTicket } from '../../../contract/auth-password';
import { ERROR_CODES } from '../../../contract/error-codes';
import type { RoleRow } from '../../../contract/setting/role-manage';
import { runTenantCommand } from '../setup/tenant-commands';
import { call } from '../setting/role-manage/role-manage-test-kit';
import type { Session } from '../setting/role-manage/role-manage-test-kit';
import { CHANGED_PASSWORD, createTestApp, login, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: Session;
let operatorRole = 0;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  const roles = await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles');
  operatorRole = roles.data.list.find((role) => role.name === '运营')?.id ?? 0;
});
afterAll(() => t.close());

async function createMember(account: string) {
  const created = await call<{ id: number; password: string }>(t, admin, 'POST', '/users', {
    account,
    name: account,
    role_id: operatorRole,
  });
  expect(created.code).toBe(0);
  return created.data;
}

async function ticketOf(account: string, password: string): Promise<string> {
  const answer = await login(t.app, { account, password });
  expect(answer.code).toBe(ERROR_CODES.passwordChangeRequired);
  return (answer.data as unknown as PasswordChangeTicket).ticket;
}

/** Each call from a fresh address unless one is given (the limiter counts per address). */
async function change(body: Record<string, unknown>, from?: string) {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: changePasswordWithTicket.path,
    remoteAddress: from ?? `203.0.113.${address}`,
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: unknown }>(),
  };
}

describe('first sign-in with a password an admin set (issue #32)', () => {
  it('a member created by an admin gets no session at first sign-in: a ticket, no token, no code', async () => {
    const { password } = await createMember('first.login');
    const answer = await login(t.app, { account: 'first.login', password });
    expect(answer.code).toBe(ERROR_CODES.passwordChangeRequired);
    expect(answer.msg).toBe('首次登录或密码被重置后，请先修改密码');
    const data = answer.data as unknown as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['expires_in', 'ticket']);
    expect(data.expires_in).toBe(600);
    expect(JSON.stringify(answer)).not.toMatch(/token|"code":"|redirect_to/);
  });

  it('changing the password with the ticket ends the requirement: the new password signs in, the initial one no longer does', async () => {
    const { password } = await createMember('change.me');
    const ticket = await ticketOf('change.me', password);
    const changed = await change({ account: 'change.me', ticket, new_password: CHANGED_PASSWORD });
    expect(changed.body).toMatchObject({ code: 0, data: { account: 'change.me' } });
    expect((await signIn(t.app, 'change.me', CHANGED_PASSWORD)).tenantId).toBe('demo');
    expect((await login(t.app, { account: 'change.me', password })).code).toBe(
      ERROR_CODES.badCredentials,
    );
  });

  it('a ticket works once', async () => {
    const { password } = await createMember('once.only');
    const ticket = await ticketOf('once.only', password);
    const body = { account: 'once.only', ticket, new_password: CHANGED_PASSWORD };
    expect((await change(body)).body.code).toBe(0);
    const again = await change({ ...body, new_password: 'Another#Pass2027' });
    expect(again.body).toMatchObject({
      code: ERROR_CODES.passwordTicketInvalid,
      msg: '修改密码已超时，请重新登录',
    });
    expect((await signIn(t.app, 'once.only', CHANGED_PASSWORD)).tenantId).toBe('demo');
  });

  it('a ticket expires after 10 minutes', async () => {
    const { password } = await createMember('late.change');
    const ticket = await ticketOf('late.change', password);
    t.clock.advance(601_000);
    const late = await change({ account: 'late.change', ticket, new_password: CHANGED_PASSWORD });
    expect(late.body.code).toBe(ERROR_CODES.passwordTicketInvalid);
    expect((await login(t.app, { account: 'late.change', password })).code).toBe(
      ERROR_CODES.passwordChangeRequired,
    );
  });

  it('a ticket changes only its own account; a forged ticket changes nothing', async () => {
    const { password } = await createMember('owner.one');
    await createMember('owner.two');
    const ticket = await ticketOf('owner.one', password);
    const other = await change({ account: 'owner.two', ticket, new_password: CHANGED_PASSWORD });
    expect(other.body.code).toBe(ERROR_CODES.passwordTicketInvalid);
    const [id, exp] = ticket.split('.');
    const forged = `${id}.${Number(exp) + 3600}.${'A'.repeat(43)}`;
    const bad = await change({
      account: 'owner.one',
      ticket: forged,
      new_password: CHANGED_PASSWORD,
    });
    expect(bad.body.code).toBe(ERROR_CODES.passwordTicketInvalid);
    // A seeded account needs no change, so no ticket of any shape changes it.
    const seeded = await change({ account: 'admin', ticket, new_password: CHANGED_PASSWORD });
    expect(seeded.body.code).toBe(ERROR_CODES.passwordTicketInvalid);
    expect((await signIn(t.app, 'admin', 'Admin@123', 'demo')).tenantId).toBe('demo');
  });

  it('a weak new password is refused by the shared rule (400 naming new_password) and the ticket still works', async () => {
    const { password } = await createMember('weak.choice');
    const ticket = await ticketOf('weak.choice', password);
    for (const weak of ['short1!A', 'alllowercaseletters', 'Weak.choice#2026x']) {
      const refused = await change({ account: 'weak.choice', ticket, new_password: weak });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toContain('密码至少 10 位');
    }
    const missing = await change({ account: 'weak.choice', ticket });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('新密码');
    const fine = await change({ account: 'weak.choice', ticket, new_password: CHANGED_PASSWORD });
    expect(fine.body.code).toBe(0);
  });

  it('the new password must differ from the one the admin set', async () => {
    const { password } = await createMember('same.again');
    const ticket = await ticketOf('same.again', password);
    const same = await change({ account: 'same.again', ticket, new_password: password });
    expect(same.body).toMatchObject({
      code: ERROR_CODES.passwordUnchanged,
      msg: '新密码不能与当前密码相同',
    });
  });

  it('a password an admin resets must be changed at the next sign-in', async () => {
    const { id, password } = await createMember('reset.later');
    const ticket = await ticketOf('reset.later', password);
    await change({ account: 'reset.later', ticket, new_password: CHANGED_PASSWORD });
    expect((await signIn(t.app, 'reset.later', CHANGED_PASSWORD)).tenantId).toBe('demo');
    const reset = await call<{ password: string }>(t, admin, 'POST', `/users/${id}/reset-password`);
    expect(reset.code).toBe(0);
    await ticketOf('reset.later', reset.data.password);
  });

  it('npm run tenant -- reset-admin-password makes the admin change the password at the next sign-in', async () => {
    const output = await runTenantCommand(t.database.db, {
      command: 'reset-admin-password',
      tenant: 'second',
      account: 'admin2',
      password: 'Operator#Set2026',
    });
    expect(output).toContain('登录时需先修改密码');
    const ticket = await ticketOf('admin2', 'Operator#Set2026');
    const changed = await change({ account: 'admin2', ticket, new_password: CHANGED_PASSWORD });
    expect(changed.body.code).toBe(0);
    expect((await signIn(t.app, 'admin2', CHANGED_PASSWORD)).tenantId).toBe('second');
  });

  it('the seeded demo accounts sign in without a change', async () => {
    for (const [account, password] of [
      ['admin', 'Admin@123'],
      ['operator', 'Operator@123'],
    ] as const) {
      expect((await login(t.app, { account, password })).code).toBe(0);
    }
  });

  it('password changes are rate-limited per address by the one limiter (the 11th in 15 minutes is refused)', async () => {
    const { password } = await createMember('limited.one');
    const ticket = await ticketOf('limited.one', password);
    const from = '192.0.2.77';
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const body = { account: 'limited.one', ticket: `${ticket}x`, new_password: CHANGED_PASSWORD };
      codes.push((await change(body, from)).body.code);
    }
    expect(codes.slice(0, 10).every((code) => code === ERROR_CODES.passwordTicketInvalid)).toBe(
      true,
    );
    expect(codes[10]).toBe(ERROR_CODES.passwordChangeThrottled);
    // Even the right ticket waits for the window; another address is not blocked.
    const body = { account: 'limited.one', ticket, new_password: CHANGED_PASSWORD };
    expect((await change(body, from)).body.code).toBe(ERROR_CODES.passwordChangeThrottled);
    expect((await change(body)).body.code).toBe(0);
  });

  it('the initial password is answered once, to the admin who set it: never listed or audited', async () => {
    const { password } = await createMember('shown.once');
    const listed = await call(t, admin, 'GET', '/users?keyword=shown.once');
    const audit = await call(t, admin, 'GET', '/audit');
    expect(JSON.stringify(listed.body)).not.toContain(password);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).not.toContain(password);
  });
});
