import { describe, expect, it } from 'vitest';
import { channelCodeFormSchema, statisticsQuerySchema } from './channel-code';
import { validate } from '../validation';

const base = { name: '门店码', group_id: 1, employee_ids: [3] };

describe('channel-code form (issue #9, docs/domain.md §1)', () => {
  it('accepts a minimal code and fills the defaults (auto-accept on, default welcome)', () => {
    const result = validate(channelCodeFormSchema, base);
    expect(result.ok && result.data).toMatchObject({
      auto_accept: true,
      welcome_type: 2,
      schedule_enable: false,
    });
  });

  it('limits the name to 24 characters and names the field', () => {
    expect(validate(channelCodeFormSchema, { ...base, name: '码'.repeat(25) })).toMatchObject({
      ok: false,
      field: 'name',
      message: '活码名称长度不能超过24个字符',
    });
  });

  it('needs employees, or schedule rows whose start and end differ (start > end is an overnight shift)', () => {
    expect(validate(channelCodeFormSchema, { ...base, employee_ids: [] })).toMatchObject({
      message: '使用员工不能为空',
    });
    expect(validate(channelCodeFormSchema, { ...base, schedule_enable: true })).toMatchObject({
      message: '请至少添加一条排班',
    });
    const shift = (start_time: string, end_time: string) => ({
      ...base,
      schedule_enable: true,
      schedules: [{ weekdays: [1], start_time, end_time, employee_ids: [3] }],
    });
    expect(validate(channelCodeFormSchema, shift('18:00', '09:00')).ok).toBe(true);
    expect(validate(channelCodeFormSchema, shift('09:00', '09:00'))).toMatchObject({
      message: '排班开始时间和结束时间不能相同',
    });
  });

  it('needs backups with a daily cap, tags when tagging, and a text for an own welcome', () => {
    expect(validate(channelCodeFormSchema, { ...base, daily_limit_enable: true })).toMatchObject({
      message: '开启每日添加上限时，备用员工不能为空',
    });
    expect(validate(channelCodeFormSchema, { ...base, tag_enable: true })).toMatchObject({
      message: '请选择要打的客户标签',
    });
    expect(validate(channelCodeFormSchema, { ...base, welcome_type: 1 })).toMatchObject({
      message: '欢迎语内容不能为空',
    });
  });

  it('allows at most 9 welcome attachments', () => {
    const attachments = Array.from({ length: 10 }, () => ({
      type: 'link',
      title: '链接',
      url: 'https://a.cn',
    }));
    expect(
      validate(channelCodeFormSchema, {
        ...base,
        welcome_type: 1,
        welcome_text: '你好',
        welcome_attachments: attachments,
      }),
    ).toMatchObject({
      message: '欢迎语附件最多9个',
    });
  });

  it('keeps statistics ranges in order and within a year', () => {
    expect(validate(statisticsQuerySchema, { from: '2025-03-10', to: '2025-03-01' })).toMatchObject(
      { message: '开始日期不能晚于结束日期' },
    );
    expect(validate(statisticsQuerySchema, { from: '2023-01-01', to: '2025-01-01' })).toMatchObject(
      { message: '统计时间范围不能超过366天' },
    );
    expect(validate(statisticsQuerySchema, { from: '2025-03-01', to: '2025-03-31' })).toMatchObject(
      { ok: true },
    );
  });
});
