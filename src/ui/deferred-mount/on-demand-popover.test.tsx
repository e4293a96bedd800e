import { PopoverBody, PopoverContent, PopoverPositioner } from '@chakra-ui/react/popover';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IslandPopover } from './island-popover';
import { OnDemandPopover, popoverIsland, type PopoverIslandProps } from './on-demand-popover';

// issue #39 (docs/architecture.md "Styling" point 5): a popover island loads on intent; the
// static trigger is the page's until the island is there, and a chunk that fails to load must
// not leave a dead button.

function Island(props: { label: string } & PopoverIslandProps) {
  const [open, setOpen] = useState(false);
  return (
    <IslandPopover
      open={open}
      onOpenChange={setOpen}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
    >
      <PopoverPositioner>
        <PopoverContent data-testid="island-content">
          <PopoverBody>
            <button type="button">{props.label}</button>
          </PopoverBody>
        </PopoverContent>
      </PopoverPositioner>
    </IslandPopover>
  );
}

/** A load whose outcomes the test decides, one per call. */
function scriptedLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Island>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Island), reject: () => reject(new Error('chunk')) });
    });
  return { load, calls };
}

afterEach(cleanup);

describe('OnDemandPopover (issue #39: a Chakra popover loaded on intent)', () => {
  it('while the island loads the static trigger stays (the same button, focused, closed); a failed load leaves it usable and the next press loads it again and opens it', async () => {
    const { load, calls } = scriptedLoad();
    const island = popoverIsland(load);
    render(
      <OnDemandPopover
        island={island}
        islandProps={{ label: '选项' }}
        renderTrigger={(props) => (
          <button type="button" data-testid="trigger" {...props}>
            选择
          </button>
        )}
      />,
    );
    const trigger = screen.getByTestId('trigger');
    // focus is intent: the island starts loading (this first load fails, unseen)
    act(() => trigger.focus());
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.reject());

    // the first press: the load starts again; the static button stays, focused, closed
    fireEvent.click(trigger, { detail: 1 });
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('trigger')).toBe(trigger);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    // the chunk fails: still the same usable button, nothing thrown
    await act(async () => calls[1]?.reject());
    expect(screen.getByTestId('trigger')).toBe(trigger);
    expect(document.activeElement).toBe(trigger);

    // the next press loads it again; once there it opens with focus inside
    fireEvent.click(trigger, { detail: 1 });
    expect(calls).toHaveLength(3);
    await act(async () => calls[2]?.resolve());
    await waitFor(
      () => expect(screen.getByTestId('trigger').getAttribute('aria-expanded')).toBe('true'),
      { timeout: 20_000 },
    );
    const content = screen.getByTestId('island-content');
    await waitFor(() => expect(content.contains(document.activeElement)).toBe(true));
  }, 40_000);
});
