import { describe, expect, it } from 'vitest';
import { batchTagToast } from './batch-tag-toast';

describe('batch tag toast (issue #37)', () => {
  it('counts the tags chosen, not customer-tag pairs: 1 tag on 3 customers says 1 tag', () => {
    const result = { customers: 3, added: 3, removed: 0 };
    expect(batchTagToast('add', result, 1)).toBe('已为 3 位客户添加 1 个标签');
    expect(batchTagToast('remove', { customers: 2, added: 0, removed: 4 }, 2)).toBe(
      '已从 2 位客户移除 2 个标签',
    );
  });
});
