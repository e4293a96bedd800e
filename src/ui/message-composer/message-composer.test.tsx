import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageChannel, MessageContent } from '../../../contract/message-content';
import { MessageComposer } from './message-composer';

// issue #38 item 10: the composer offers only the variables its channel can fill, and its
// preview shows the text as that channel's recipient receives it.
function renderComposer(channel: MessageChannel, text: string) {
  const value: MessageContent = { text, attachments: [] };
  render(
    <ChakraProvider value={defaultSystem}>
      <MessageComposer value={value} onChange={() => undefined} channel={channel} />
    </ChakraProvider>,
  );
  return {
    offered: (name: string) => screen.queryByRole('button', { name: `插入「${name}」` }) !== null,
    preview: () => screen.getByTestId('message-preview'),
    placeholder: () => screen.getByTestId('composer-text').getAttribute('placeholder') ?? '',
  };
}

afterEach(cleanup);

describe('the composer’s variables follow its channel (issue #38 item 10)', () => {
  it('a message to one customer offers 客户昵称 and 员工姓名 and the preview fills both', () => {
    const composer = renderComposer('customer', '{客户昵称}您好，我是{员工姓名}');
    expect(composer.offered('客户昵称')).toBe(true);
    expect(composer.offered('员工姓名')).toBe(true);
    expect(composer.preview().textContent).toContain('李女士您好，我是张晓');
  });

  it('a group message offers no 客户昵称: the preview is the group’s chat and names no customer', () => {
    const composer = renderComposer('group', '各位好，我是{员工姓名}');
    expect(composer.offered('客户昵称')).toBe(false);
    expect(composer.offered('员工姓名')).toBe(true);
    expect(composer.placeholder()).not.toContain('可插入客户昵称');
    const preview = composer.preview();
    expect(preview.textContent).toContain('各位好，我是张晓');
    expect(within(preview).getByText('客户群（示例）')).toBeTruthy();
    expect(preview.textContent).not.toContain('李女士');
  });

  it('a moment offers no variable and its placeholder invites none', () => {
    const composer = renderComposer('moment', '新品上市');
    expect(composer.offered('客户昵称')).toBe(false);
    expect(composer.offered('员工姓名')).toBe(false);
    expect(screen.queryByText('插入变量')).toBeNull();
    expect(composer.placeholder()).toContain('不支持变量');
    expect(composer.placeholder()).not.toContain('可插入');
  });
});
