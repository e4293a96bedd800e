import { describe, expect, it } from 'vitest';
import { resolveRouteAccess } from './route-access';

const ROLE = 'rs_scrm_setting_role_manage';

describe('route guard (spec §2, §6)', () => {
  it('denies /role-manage without its code and opens it with the code', () => {
    expect(resolveRouteAccess('/role-manage', new Set()).kind).toBe('denied');
    expect(resolveRouteAccess('/role-manage', new Set([ROLE])).kind).toBe('open');
  });

  it('opens the special set for a user holding no code', () => {
    for (const path of ['/index', '/authorize', '/menu-setting', '/config-check']) {
      expect(resolveRouteAccess(path, new Set()).kind).toBe('open');
    }
    expect(resolveRouteAccess('/chat-archive-configure', new Set()).kind).toBe('open');
  });

  it('opens /export-log to every member: who may export may download their own export (#37)', () => {
    expect(resolveRouteAccess('/export-log', new Set()).kind).toBe('open');
  });

  it('guards a child page with its parent code', () => {
    const code = 'rs_scrm_material_super_form';
    expect(resolveRouteAccess('/super-form/edit-form', new Set()).kind).toBe('denied');
    expect(resolveRouteAccess('/super-form/edit-form', new Set([code])).kind).toBe('open');
  });

  it('answers not-found for an unknown path', () => {
    expect(resolveRouteAccess('/nope', new Set([ROLE])).kind).toBe('not-found');
  });
});
