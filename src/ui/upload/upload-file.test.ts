import { describe, expect, it } from 'vitest';
import { checkImageFile } from './upload-file';

describe('upload checks before any request (spec §3 uploads)', () => {
  it('accepts raster images up to the limit', () => {
    expect(
      checkImageFile(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })),
    ).toBeUndefined();
  });

  it('refuses SVG and other types, empty and oversized files, in Chinese', () => {
    expect(checkImageFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toContain(
      'PNG',
    );
    expect(checkImageFile(new File([], 'a.png', { type: 'image/png' }))).toBe('请选择要上传的文件');
    expect(checkImageFile(new File([new Uint8Array(11)], 'a.png', { type: 'image/png' }), 10)).toBe(
      '文件大小不能超过5MB',
    );
  });
});
