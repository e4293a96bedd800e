import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePreview } from './message-preview';

// Detail pages (private chat, group chat, moments) render the preview without the composer
// (issue #38 item 3): the preview must bring its own catalogue, so this file imports nothing
// else from the composer.
describe('MessagePreview', () => {
  it('renders its employee name and {客户昵称} in Chinese when loaded without the composer', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MessagePreview message={{ text: '{客户昵称}您好', attachments: [] }} channel="customer" />
      </ChakraProvider>,
    );
    const preview = screen.getByTestId('message-preview');
    expect(preview.textContent).not.toContain('composer.');
    expect(screen.getByRole('figure', { name: '手机预览' })).toBeTruthy();
    expect(preview.textContent).toContain('张晓');
    expect(preview.textContent).toContain('李女士您好');
  });
});
