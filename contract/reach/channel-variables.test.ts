import { describe, expect, it } from 'vitest';
import { variablesFor } from '../message-content';
import { templateSchema } from './marketing-msg';
import { smsText } from './marketing-msg-rules';
import { groupSendSchema, privateSendSchema } from './mass-send';
import { momentContentSchema } from './moment-dispatch';
import { customerSopSchema, groupSopSchema } from './sop';

// issue #38 item 10: every variable a message may carry is one its channel can fill; the
// server refuses the others with the reason (the same schemas validate the forms).
const message = (text: string) => ({ text, attachments: [] });
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('variables by channel (issue #38 item 10)', () => {
  it('the channels: a customer gets both, a group only 员工姓名, a moment none', () => {
    expect(variablesFor('customer')).toEqual(['客户昵称', '员工姓名']);
    expect(variablesFor('group')).toEqual(['员工姓名']);
    expect(variablesFor('moment')).toEqual([]);
  });

  it('a group send refuses {客户昵称} (the whole group gets one message); {员工姓名} is fine', () => {
    const body = (text: string) => ({
      name: '社群福利',
      filter: { owner_ids: [] },
      message: message(text),
      send_type: 'now',
    });
    const refused = groupSendSchema.safeParse(body('{客户昵称} 各位好'));
    expect(refused.success).toBe(false);
    expect(firstMessage(refused)).toContain('群消息发给群里的每个人');
    expect(firstMessage(refused)).toContain('{客户昵称}');
    expect(groupSendSchema.safeParse(body('各位好，我是{员工姓名}')).success).toBe(true);
    const privateBody = {
      ...body('{客户昵称}您好'),
      filter: { sender_ids: [], target: 'all' },
    };
    expect(privateSendSchema.safeParse(privateBody).success).toBe(true);
  });

  it('a group SOP step refuses {客户昵称}; a customer SOP step keeps it', () => {
    const plan = (business_type: number, text: string) => ({
      name: '新群培育',
      business_type,
      executor_ids: [1],
      time_type: 'day',
      target: { mode: 'new' },
      steps: [{ day: 0, time: '20:00', message: message(text) }],
    });
    const refused = groupSopSchema.safeParse(plan(4, '欢迎{客户昵称}入群'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['steps', 0, 'message', 'text']);
    expect(firstMessage(refused)).toContain('第1步');
    expect(groupSopSchema.safeParse(plan(4, '欢迎新朋友，我是群主{员工姓名}')).success).toBe(true);
    expect(customerSopSchema.safeParse(plan(1, '{客户昵称}您好')).success).toBe(true);
  });

  it('a moment refuses every variable: it is one public post', () => {
    for (const text of ['{客户昵称}看这里', '{员工姓名}推荐']) {
      const result = momentContentSchema.safeParse(message(text));
      expect(firstMessage(result)).toContain('朋友圈是公开发表的内容，不支持变量');
    }
  });

  it('an SMS to typed numbers has no variable: a template with {客户昵称} is refused, the text is sent as written (never "您您好")', () => {
    const refused = templateSchema.safeParse({ name: '会员日', content: '{客户昵称}您好' });
    expect(firstMessage(refused)).toContain('无法得知收件人的昵称');
    expect(templateSchema.safeParse({ name: '会员日', content: '会员日全场8.8折' }).success).toBe(
      true,
    );
    expect(smsText('演示商城', '您好，会员日全场8.8折')).toBe(
      '【演示商城】您好，会员日全场8.8折拒收请回复R',
    );
  });
});
