// issue #40 the sidebar's materials inside WeCom: sendChatMessage takes an image, a video or a
// file by WeCom media id (docs/wecom.md "The chat sidebar"), so such a material must never
// reach the chat as its text or URL.
import { describe, expect, it, vi } from 'vitest';
import type { SiderMaterial } from '../../../../../contract/reach/sider-app';
import { materialMessage, sandboxChat } from './sider-chat';

const material = (type: string, url = `https://cdn.example.com/${type}.bin`): SiderMaterial => ({
  id: 7,
  type,
  title: `${type} 素材`,
  content: '说明',
  url,
});

describe('sidebar material messages', () => {
  it('inside WeCom an image, a poster, a video or a file goes by the media id the server uploaded, never as text', async () => {
    for (const [type, msgtype] of [
      ['image', 'image'],
      ['poster', 'image'],
      ['video', 'video'],
      ['file', 'file'],
    ] as const) {
      const mediaOf = vi.fn(() => Promise.resolve({ msgtype, media_id: `media-${type}` }));
      const message = await materialMessage(material(type), mediaOf);
      expect(message).toEqual({ msgtype, [msgtype]: { mediaid: `media-${type}` } });
      expect(mediaOf).toHaveBeenCalledWith(7);
    }
  });

  it('a link goes as a news card and a text or mini program as its text, with no upload', async () => {
    const mediaOf = vi.fn();
    expect(await materialMessage(material('link', 'https://example.com/a'), mediaOf)).toEqual({
      msgtype: 'news',
      news: { link: 'https://example.com/a', title: 'link 素材', desc: '说明', imgUrl: '' },
    });
    expect(await materialMessage(material('text', ''), mediaOf)).toEqual({
      msgtype: 'text',
      text: { content: '说明' },
    });
    expect((await materialMessage(material('miniprogram'), mediaOf)).msgtype).toBe('text');
    expect(mediaOf).not.toHaveBeenCalled();
  });

  it('the sandbox chat sends no media (its send is simulated by the server record)', () => {
    expect(sandboxChat.sendsMedia).toBe(false);
  });
});
