import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsoleSystem } from '../../../ui/theme/system';
import { presetPeriod, statToday } from './period';
import { PeriodPicker } from './period-picker';

afterEach(cleanup);

const show = (props: Partial<Parameters<typeof PeriodPicker>[0]> = {}) => {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={getConsoleSystem()}>
      <PeriodPicker
        value={presetPeriod('last7', statToday())}
        onChange={onChange}
        maxSpanDays={30}
        {...props}
      />
    </ChakraProvider>,
  );
  return onChange;
};

describe('period picker (issue #21)', () => {
  it('says when the chosen range is not available offline', () => {
    show({ missingOffline: true });
    expect(screen.getByTestId('period-offline-missing').textContent).toContain('未缓存');
  });

  it('offers no preset beyond the 30 days the platform allows per query', () => {
    show();
    expect(screen.queryByRole('button', { name: '近90天' })).toBeNull();
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a custom range over 30 days before sending it, with a Chinese message', () => {
    const onChange = show();
    fireEvent.click(screen.getByRole('button', { name: '自定义' }));
    const today = statToday();
    const from = screen.getByLabelText('开始日期');
    fireEvent.change(from, {
      target: {
        value: new Date(Date.parse(`${today}T00:00:00Z`) - 40 * 86_400_000)
          .toISOString()
          .slice(0, 10),
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('每次最多查询30天');
    expect(screen.getByRole('button', { name: '查询' }).hasAttribute('disabled')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
