// issue #24 "permissions": every declared endpoint × every seeded role — refused (403) exactly
// where the role lacks the endpoint's code (spec §6) or its declared action right (issue #41).
// Generated from the declarations, so an endpoint is covered the day it is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_RIGHTS, isActionRight } from '../../../contract/action-rights';
import type { ActionRight } from '../../../contract/action-rights';
import { permits, permitsAction } from '../../../contract/endpoint';
import { ALL_MENU_CODES, MENU_ENTRIES } from '../../../contract/menu-codes';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import {
  byMethod,
  callAs,
  guardedEndpoints,
  openSession,
  plainPayload,
  urlOf,
} from './endpoint-walk';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function rightsOf(
  account: string,
  tenantId: string,
): Promise<{ codes: string[]; actions: ActionRight[] }> {
  const result = await t.database.handle.executeSql(
    `SELECT r.codes, r.actions, r.built_in FROM memberships m
     JOIN users u ON u.id = m.user_id
     JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
     WHERE u.account = $1 AND m.tenant_id = $2`,
    [account, tenantId],
  );
  const row = result.rows[0] as
    { codes: string[]; actions: string[]; built_in: boolean } | undefined;
  const actions = row?.built_in ? [...ACTION_RIGHTS] : (row?.actions ?? []).filter(isActionRight);
  return { codes: row?.codes ?? [], actions };
}

/** Endpoints that serve a page of another area on purpose: the sandbox chat feeds order auto-binding. */
const CROSS_AREA = new Set(['POST /sandbox/chat/messages']);

/**
 * spec §7 families whose paths are not named after a menu area: the member calls belong to
 * /order-points (marketing), the super-form calls to /super-form (material), and the platform
 * family holds /authorize's calls (setting) beside the shell's own.
 */
const SPEC_FAMILY_AREAS: Readonly<Record<string, string>> = {
  member: 'marketing',
  superform: 'material',
  platform: 'setting',
};

describe('generated permission suite', () => {
  it("every endpoint under /scrm/v1/<area>/ is guarded by a page of that area (a declaration can't drift to another page's code)", () => {
    const drifted: string[] = [];
    for (const endpoint of guardedEndpoints()) {
      const { permission } = endpoint;
      const paths =
        permission.kind === 'page' || permission.kind === 'code'
          ? [permission.path]
          : permission.kind === 'anyOf'
            ? permission.paths
            : [];
      if (paths.length === 0) continue;
      const family = endpoint.path.split('/')[3] ?? '';
      const area = SPEC_FAMILY_AREAS[family] ?? family;
      const areas = paths.map((path) => MENU_ENTRIES.find((entry) => entry.path === path)?.area);
      const key = `${endpoint.method} ${endpoint.path}`;
      if (!areas.some((each) => each === area) && !CROSS_AREA.has(key)) {
        drifted.push(`${key} → ${paths.join(' | ')}`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it('every declared endpoint answers 403 exactly for the roles lacking its code or its action right', async () => {
    const endpoints = byMethod(guardedEndpoints());
    // the seeded roles, plus a role holding one area (customer) only
    const customerCodes = MENU_ENTRIES.filter((entry) => entry.area === 'customer').map(
      (entry) => entry.code,
    );
    await t.database.handle.executeSql(
      `UPDATE roles SET codes = $1::text[] WHERE tenant_id = 'demo' AND name = '新成员'`,
      [customerCodes],
    );
    const roles = [
      { account: 'admin', password: 'Admin@123', tenant: 'demo' },
      { account: 'operator', password: 'Operator@123', tenant: 'demo' },
      { account: 'newbie', password: 'Newbie@123', tenant: 'demo', label: 'customer area only' },
    ];
    const violations: string[] = [];
    let attempts = 0;
    for (const role of roles) {
      const { codes, actions } = await rightsOf(role.account, role.tenant);
      const session = await openSession(t.app, role.account, role.password, role.tenant);
      for (const endpoint of endpoints) {
        const allowed = permits(endpoint.permission, codes) && permitsAction(endpoint, actions);
        const answer = await callAs(t.app, session, {
          method: endpoint.method,
          url: urlOf(endpoint, 999_999_999),
          payload: plainPayload(endpoint),
        });
        attempts += 1;
        if ((answer.statusCode === 403) === allowed || answer.statusCode >= 500) {
          violations.push(
            `${role.account}: ${endpoint.method} ${endpoint.path} → ${answer.statusCode} (allowed: ${allowed})`,
          );
        }
      }
    }
    console.info(
      `permission suite: ${endpoints.length} endpoints × ${roles.length} roles, ` +
        `${attempts} attempts, ${violations.length} violations (menu codes: ${ALL_MENU_CODES.length})`,
    );
    expect(violations).toEqual([]);
  }, 900_000);
});
