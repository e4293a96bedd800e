import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

describe('SegmentedControl', () => {
  it('marks exactly the chosen option as pressed and reports a new choice', () => {
    const onChange = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <SegmentedControl
          label="发送方式"
          value="now"
          options={[
            { value: 'now', label: '立即发送' },
            { value: 'later', label: '定时发送' },
          ]}
          onChange={onChange}
        />
      </ChakraProvider>,
    );
    expect(screen.getByRole('group', { name: '发送方式' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即发送' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: '定时发送' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: '定时发送' }));
    expect(onChange).toHaveBeenCalledWith('later');
  });
});
