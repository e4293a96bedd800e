import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../contract/password-rule';
import { newPasswordProblem } from './change-password-step';

// issue #32: the login page's change step checks a new password with the shared rule before
// any request (the server checks it again).
const input = {
  account: 'li.si',
  currentPassword: 'Initial#Pass1',
  ticket: 't',
  redirectUri: null,
};

describe('the change-password step (issue #32)', () => {
  it('refuses an empty, weak, unchanged or mismatched new password before any request, in Chinese', () => {
    expect(newPasswordProblem(input, '', '')).toEqual({ field: 'next', message: '请输入新密码' });
    expect(newPasswordProblem(input, 'weakpass', 'weakpass')).toEqual({
      field: 'next',
      message: PASSWORD_RULE,
    });
    expect(newPasswordProblem(input, 'Li.si#Pass2026', 'Li.si#Pass2026')?.message).toBe(
      PASSWORD_RULE,
    );
    expect(newPasswordProblem(input, 'Initial#Pass1', 'Initial#Pass1')).toEqual({
      field: 'next',
      message: '新密码不能与当前密码相同',
    });
    expect(newPasswordProblem(input, 'Chosen#Pass2026', 'Chosen#Pass2027')).toEqual({
      field: 'again',
      message: '两次输入的密码不一致',
    });
    expect(newPasswordProblem(input, 'Chosen#Pass2026', 'Chosen#Pass2026')).toBeUndefined();
  });
});
