import { describe, expect, it } from 'vitest';
import { idParams } from './fields';
import { offendersOutside } from './source-scan.test-kit';

describe("a path's :id (issue #34: one way to do each thing)", () => {
  it('idParams names its label in the 400 and is one schema per label', () => {
    expect(idParams('客户编号').safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(
      '客户编号格式不正确',
    );
    expect(idParams().safeParse({ id: '' }).error?.issues[0]?.message).toBe('编号格式不正确');
    expect(idParams().parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams('客户编号')).toBe(idParams('客户编号'));
    expect(idParams()).not.toBe(idParams('客户编号'));
  });

  it('is declared only through idParams: no other file defines an id-params schema', () => {
    const ownIdParams =
      /(?:const|let)\s+\w*[iI]dParams\s*=|params:\s*z\.object\(\{\s*id:\s*textId\([^)]*\)\s*\}\)/;
    expect(offendersOutside('contract/fields.ts', ownIdParams)).toEqual([]);
  });
});
