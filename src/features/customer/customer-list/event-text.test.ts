import { describe, expect, it } from 'vitest';
import type { CustomerEvent } from '../../../../contract/customer/customer-list';
import { eventText } from './event-text';

const lockEvent = (content: Record<string, unknown>): CustomerEvent => ({
  id: 1,
  event_type: 'lock_changed',
  employee: null,
  channel: null,
  content: { code_name: '高端客户锁客码', ...content },
  occurred_at: '2026-11-20T02:00:00.000Z',
});

describe('timeline text of lock-code events (issue #15: unbind and transfer recorded in the timeline)', () => {
  it('a bind through a lock code reads as a bind, not as a release', () => {
    expect(eventText(lockEvent({ action: 'bound' })).title).toBe('锁客绑定（高端客户锁客码）');
  });

  it('a manual unbind reads as a release of the lock', () => {
    expect(eventText(lockEvent({ action: 'unbind' })).title).toBe('解除锁客绑定（高端客户锁客码）');
  });

  it('a transfer names the code and the two employees', () => {
    expect(eventText(lockEvent({ action: 'transfer', from: '张三', to: '李四' }))).toEqual({
      title: '锁客转交（高端客户锁客码）',
      detail: '张三 → 李四',
    });
  });
});

describe('timeline text of tag events (issue #37)', () => {
  const tagEvent = (content: Record<string, unknown>): CustomerEvent => ({
    ...lockEvent({}),
    event_type: 'tag_added',
    content,
  });

  it('never shows 「-」: a tag without a name reads as a deleted tag', () => {
    expect(eventText(tagEvent({ tag_id: 3, tag_name: '高意向' })).title).toBe(
      '被打上标签「高意向」',
    );
    const nameless = eventText(tagEvent({ tag_id: 3, source: 'sync' })).title;
    expect(nameless).not.toContain('「-」');
    expect(nameless).toBe('被打上一个已删除的标签');
  });
});
