import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticTabs } from './static-tabs';

// issue #39 (docs/architecture.md "Styling" point 5): a chakraFreePage's tabs keep Chakra's
// (Zag's) ARIA and keys, WAI-ARIA's tabs pattern with automatic activation.

type Key = 'a' | 'b' | 'c';

function Tabs({ onIntent }: { onIntent?: () => void }) {
  const [value, setValue] = useState<Key>('a');
  return (
    <StaticTabs
      value={value}
      onValueChange={setValue}
      tabs={(['a', 'b', 'c'] as const).map((key) => ({
        value: key,
        label: `tab ${key}`,
        content: <p>panel {key}</p>,
        ...(key === 'c' ? { onIntent } : {}),
      }))}
    />
  );
}

const tab = (key: Key) => screen.getByRole('tab', { name: `tab ${key}` });
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('StaticTabs', () => {
  afterEach(cleanup);

  it('puts one tab in the Tab order, the selected one, and labels its panel by it', () => {
    render(<Tabs />);
    expect([tab('a').tabIndex, tab('b').tabIndex, tab('c').tabIndex]).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('a').id);
    expect(tab('a').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.tabIndex).toBe(0);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('arrow keys move to the next or previous tab and select it, wrapping at the ends', () => {
    render(<Tabs />);
    tab('a').focus();
    fireEvent.keyDown(tab('a'), { key: 'ArrowRight' });
    expect(selected()).toBe('tab b');
    expect(document.activeElement).toBe(tab('b'));
    expect(tab('b').tabIndex).toBe(0);
    fireEvent.keyDown(tab('b'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('a'), { key: 'ArrowLeft' });
    expect(selected()).toBe('tab c');
    expect(document.activeElement).toBe(tab('c'));
    fireEvent.keyDown(tab('c'), { key: 'ArrowRight' });
    expect(selected()).toBe('tab a');
  });

  it('Home and End select the first and the last tab', () => {
    render(<Tabs />);
    fireEvent.keyDown(tab('a'), { key: 'End' });
    expect(selected()).toBe('tab c');
    expect(document.activeElement).toBe(tab('c'));
    fireEvent.keyDown(tab('c'), { key: 'Home' });
    expect(selected()).toBe('tab a');
    expect(document.activeElement).toBe(tab('a'));
  });

  it('mounts a panel on its first selection and keeps it mounted, hidden, after', () => {
    render(<Tabs />);
    expect(screen.queryByText('panel b')).toBeNull();
    fireEvent.click(tab('b'));
    expect(screen.getByText('panel b').parentElement?.hidden).toBe(false);
    fireEvent.click(tab('a'));
    expect(screen.getByText('panel b').parentElement?.hidden).toBe(true);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
  });

  it("a pointer on or focus in a tab starts its intent (its panel's island) before the press", () => {
    const onIntent = vi.fn();
    render(<Tabs onIntent={onIntent} />);
    fireEvent.pointerEnter(tab('c'));
    fireEvent.focus(tab('c'));
    expect(onIntent).toHaveBeenCalledTimes(2);
    expect(selected()).toBe('tab a');
  });
});
