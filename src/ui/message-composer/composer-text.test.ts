import { describe, expect, it } from 'vitest';
import { messageContentSchema, unknownVariables } from '../../../contract/message-content';
import { UPLOAD_MAX_BYTES } from '../../../contract/upload';
import { formatSize } from '../../lib/format/format-size';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/message-composer-messages';
import { attachmentLimits, insertAt, previewText, variableToken } from './composer-text';

describe('message composer text (issue #16)', () => {
  it('inserts a variable at the caret, replacing the selection', () => {
    expect(insertAt('您好，', variableToken('客户昵称'), 3)).toEqual({
      text: '您好，{客户昵称}',
      caret: 9,
    });
    expect(insertAt('abcdef', 'X', 1, 4)).toEqual({ text: 'aXef', caret: 2 });
  });

  it('the preview fills 客户昵称 and 员工姓名 and leaves other text alone', () => {
    expect(
      previewText({ text: '{客户昵称}您好，我是{员工姓名}' }, 'customer', {
        nickname: '李女士',
        employee: '张晓',
      }),
    ).toBe('李女士您好，我是张晓');
  });

  it('a group’s preview fills only what a group message can carry: {客户昵称} stays as written', () => {
    const sample = { nickname: '李女士', employee: '张晓' };
    expect(previewText({ text: '{客户昵称} 各位好，我是{员工姓名}' }, 'group', sample)).toBe(
      '{客户昵称} 各位好，我是张晓',
    );
    expect(previewText({ text: '{员工姓名}推荐' }, 'moment', sample)).toBe('{员工姓名}推荐');
  });

  it('variables only from the fixed list: an unknown variable is refused by the schema', () => {
    expect(unknownVariables('{客户昵称}{手机号}')).toEqual(['手机号']);
    const result = messageContentSchema.safeParse({ text: '您好{手机号}', attachments: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('未知变量');
  });

  it('an empty message and more than 9 attachments are refused with Chinese messages', () => {
    const empty = messageContentSchema.safeParse({ text: '', attachments: [] });
    expect(empty.error?.issues[0]?.message).toBe('消息内容不能为空');
    const image = { type: 'image', url: 'https://x.test/a.png' };
    const tooMany = messageContentSchema.safeParse({
      text: 'x',
      attachments: Array(10).fill(image),
    });
    expect(tooMany.error?.issues[0]?.message).toBe('附件最多9个');
    const nine = messageContentSchema.safeParse({ text: '', attachments: Array(9).fill(image) });
    expect(nine.success).toBe(true);
  });

  it('platform limits: mini program appid, link title length, file size', () => {
    const bad = messageContentSchema.safeParse({
      text: 'x',
      attachments: [
        { type: 'miniprogram', appid: 'abc', page: 'p', title: 't', cover: 'https://c' },
        { type: 'link', title: '长'.repeat(65), url: 'https://x' },
        { type: 'file', url: 'https://f', name: 'a.pdf', size: 21 * 1024 * 1024 },
      ],
    });
    const messages = bad.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.some((message) => message.includes('AppID'))).toBe(true);
    expect(messages.some((message) => message.includes('链接标题'))).toBe(true);
    expect(messages).toContain('文件不能超过20MB');
  });
});

describe('one image size limit (issue #38 "Smaller")', () => {
  it('the composer states the image limit its image upload and the message schema enforce', () => {
    const stated = t('composer.limits', attachmentLimits());
    const uploadHint = t('upload.hint', { size: formatSize(UPLOAD_MAX_BYTES) });
    const size = formatSize(UPLOAD_MAX_BYTES);
    expect(stated).toContain(`图片不超过 ${size}`);
    expect(uploadHint).toContain(size);
    const tooBig = messageContentSchema.safeParse({
      text: '',
      attachments: [{ type: 'image', url: '/uploads/a.png', size: UPLOAD_MAX_BYTES + 1 }],
    });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.message).toBe(`图片不能超过${size.replace(' ', '')}`);
  });
});
