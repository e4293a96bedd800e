// issue #41: a member's roles combine — page codes and action rights are their union, the data
// scope is the widest, and the built-in 超级管理员 holds every action and 全部 whatever it stores.
import { describe, expect, it } from 'vitest';
import { combineRoles } from './session-check';

describe('combineRoles (issue #41)', () => {
  it('several roles: codes and actions are the union, the scope the widest', () => {
    const combined = combineRoles([
      { codes: ['a', 'b'], actions: ['export'], scope: 'self', built_in: false },
      { codes: ['b', 'c'], actions: ['send'], scope: 'department', built_in: false },
    ]);
    expect(combined.codes.sort()).toEqual(['a', 'b', 'c']);
    expect(combined.actions).toEqual(['export', 'send']);
    expect(combined.scope).toBe('department');
    expect(combined.superAdmin).toBe(false);
  });

  it('the built-in role holds every action and 全部 whatever its row stores', () => {
    const combined = combineRoles([{ codes: ['a'], actions: [], scope: 'self', built_in: true }]);
    expect(combined.actions).toEqual(['export', 'delete', 'send', 'settings']);
    expect(combined.scope).toBe('all');
    expect(combined.superAdmin).toBe(true);
  });

  it('an unknown action or scope grants nothing (the least: 本人)', () => {
    const combined = combineRoles([
      { codes: '["a"]', actions: '["drop","export"]', scope: 'everything', built_in: 'f' },
    ]);
    expect(combined.codes).toEqual(['a']);
    expect(combined.actions).toEqual(['export']);
    expect(combined.scope).toBe('self');
  });
});
