import { describe, expect, it } from 'vitest';
import { ruleText } from './rule-text';

// issue #37: the overrides and the history of /performance-rule read "120 绑定后归属" (the
// mode's code glued to its title). A rule reads as its fields' names and titles.
describe('how a performance rule reads (issue #37)', () => {
  it('names the attribution mode by its field and title, never by its code (no "120 绑定后归属")', () => {
    const text = ruleText({
      attribution_mode: 120,
      assign_rule: 10,
      assign_fallback: 20,
      lock_days: 30,
      on_leave: 'none',
    });
    expect(text).toBe(
      '归属方式：绑定后归属；负责员工规则：首个添加好友的员工；兜底规则：首个绑定电商的员工；锁定期：30天；员工离职后：不归属任何员工',
    );
    expect(text).not.toMatch(/\d{2,}\s*[分绑首]/);
  });
});
