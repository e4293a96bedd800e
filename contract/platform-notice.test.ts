import { describe, expect, it } from 'vitest';
import { noticeStatusBodySchema, publishNoticeSchema } from './platform-notice';
import { validate } from './validation';

describe('notice bodies (spec §7 update-notice-status: [{id, status:1}])', () => {
  it('accepts a list of read marks and refuses other statuses or an empty list', () => {
    expect(validate(noticeStatusBodySchema, [{ id: 3, status: 1 }]).ok).toBe(true);
    expect(validate(noticeStatusBodySchema, [{ id: 3, status: 2 }])).toMatchObject({
      ok: false,
      message: '公告状态只能为1（已读）',
    });
    expect(validate(noticeStatusBodySchema, [])).toMatchObject({
      ok: false,
      message: '公告已读列表不能为空',
    });
  });

  it('publishes only http(s) or console links (no javascript:)', () => {
    expect(validate(publishNoticeSchema, { title: 't', remark: 'r', link: '/authorize' }).ok).toBe(
      true,
    );
    expect(
      validate(publishNoticeSchema, { title: 't', remark: 'r', link: 'javascript:alert(1)' }),
    ).toMatchObject({ ok: false, field: 'link' });
    expect(validate(publishNoticeSchema, { remark: 'r' })).toMatchObject({
      ok: false,
      message: '公告标题不能为空',
    });
  });
});
