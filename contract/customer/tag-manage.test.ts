import { describe, expect, it } from 'vitest';
import { createTagGroupSchema, renameTagSchema } from './tag-manage';
import { validate } from '../validation';

describe('tag names (issue #9 /tag-manage)', () => {
  it('creates several tags at once, each at most 15 characters, none twice', () => {
    expect(
      validate(createTagGroupSchema, { name: '客户等级', tags: ['A类', 'B类'] }),
    ).toMatchObject({ ok: true });
    expect(
      validate(createTagGroupSchema, { name: '客户等级', tags: ['A类', 'A类'] }),
    ).toMatchObject({ message: '标签名称不能重复' });
    expect(validate(createTagGroupSchema, { name: '客户等级', tags: [] })).toMatchObject({
      message: '请至少填写一个标签',
    });
    expect(validate(renameTagSchema, { name: '一二三四五六七八九十一二三四五六' })).toMatchObject({
      field: 'name',
      message: '标签名称长度不能超过15个字符',
    });
    expect(validate(renameTagSchema, { name: '  ' })).toMatchObject({
      message: '标签名称不能为空',
    });
  });
});
