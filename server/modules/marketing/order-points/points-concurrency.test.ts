import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDetail } from '../../../../contract/marketing/order-points';
import { toCents } from '../../../../contract/marketing/order-points/member-decimal';
import { memberPointsChanges } from '../../../db/schema/member';
import type { TestApp } from '../../../test-support/test-app';
import {
  call,
  createMemberTestApp,
  freshCustomer,
  member,
  sandbox,
  signInDemo,
} from './member.test-kit';
import type { Session } from './member.test-kit';

// issue #8 "Concurrency": simultaneous changes on one member. On PGlite queries run one at a
// time; with TEST_DATABASE_URL (PostgreSQL) they really race, on the pool's 10 connections.
let test: TestApp;
let admin: Session;
let skip = 0;

beforeAll(async () => {
  test = await createMemberTestApp();
  admin = await signInDemo(test.app);
});

afterAll(() => test.close());

/** A bound member with `points` to start from (platform 5's rule is off: no order points). */
async function memberWith(points: string): Promise<{ id: number; externalUserId: string }> {
  const externalUserId = await freshCustomer(test.database.db, skip++);
  const placed = await sandbox<{ member_id: number }>(test.app, admin, 'orders', {
    platform_type: 5,
    external_user_id: externalUserId,
    amount: '1',
    status: 3,
  });
  await member(test.app, admin, 'points-change', {
    member_id: placed.member_id,
    points,
    reason: '初始积分',
  });
  return { id: placed.member_id, externalUserId };
}

const change = (memberId: number, points: string) =>
  call(test.app, admin, 'POST', '/scrm/v1/member/points-change', {
    member_id: memberId,
    points,
    reason: '并发调整',
  });

async function history(memberId: number) {
  return test.database.db
    .select()
    .from(memberPointsChanges)
    .where(
      and(eq(memberPointsChanges.tenantId, 'demo'), eq(memberPointsChanges.memberId, memberId)),
    );
}

const balanceOf = async (memberId: number) =>
  (await member<MemberDetail>(test.app, admin, 'get-detail', { member_id: memberId }))
    .points_balance;

describe(`points concurrency on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('50 concurrent manual point changes on one member leave the exact sum', async () => {
    const { id } = await memberWith('1000');
    const changes = Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? '12.34' : '-7.89'));
    const answers = await Promise.all(changes.map((points) => change(id, points)));
    expect(answers.map((answer) => answer.body.code)).toEqual(changes.map(() => 0));
    // 1000 + 25 × 12.34 − 25 × 7.89
    expect(await balanceOf(id)).toBe('1111.25');
    const rows = await history(id);
    expect(rows).toHaveLength(51);
    const sum = rows.reduce((total, row) => total + toCents(row.points), 0);
    expect(sum).toBe(111_125);
    // Each change saw the balance the one before it left: the balances after are all distinct.
    expect(new Set(rows.map((row) => row.balanceAfter)).size).toBe(51);
  });

  it('concurrent deductions never take the balance below zero', async () => {
    const { id } = await memberWith('10');
    const answers = await Promise.all(Array.from({ length: 50 }, () => change(id, '-1')));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === 108003)).toHaveLength(40);
    expect(await balanceOf(id)).toBe('0.00');
  });

  it('two simultaneous manual changes and an order grant on the same member end right', async () => {
    await member(test.app, admin, 'integral-set/save', {
      platform_type: 16,
      status: 1,
      amount_per_point: '1',
      earn_status: 3,
      rounding: 1,
      validity_type: 1,
      assign_rule: 10,
      assign_fallback: 20,
    });
    const { id, externalUserId } = await memberWith('100');
    const [add, deduct, grant] = await Promise.all([
      change(id, '30'),
      change(id, '-45.5'),
      call<{ points_change: string }>(test.app, admin, 'POST', '/sandbox/shop/orders', {
        platform_type: 16,
        external_user_id: externalUserId,
        amount: '88.80',
        status: 3,
      }),
    ]);
    expect([add.body.code, deduct.body.code, grant.body.code]).toEqual([0, 0, 0]);
    expect(grant.body.data.points_change).toBe('88.00');
    expect(await balanceOf(id)).toBe('172.50');
  });

  it('the same order event delivered 20 times at once grants once', async () => {
    const externalUserId = await freshCustomer(test.database.db, skip++);
    const placed = await sandbox<{ order_no: string; member_id: number }>(
      test.app,
      admin,
      'orders',
      { platform_type: 16, external_user_id: externalUserId, amount: '10', status: 3 },
    );
    const replays = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ points_change: string }>(
          test.app,
          admin,
          'POST',
          `/sandbox/shop/orders/${placed.order_no}/replay`,
        ),
      ),
    );
    expect(replays.every((answer) => answer.body.data.points_change === '0.00')).toBe(true);
    expect(await balanceOf(placed.member_id)).toBe('10.00');
  });
});
