import { Suspense } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyIsland } from './chakra-island';

// docs/architecture.md "Styling" (issue #39): the app has no Chakra provider at its root; an
// island brings its own once Chakra's chunk has loaded.
function Marked({ label }: { label: string }) {
  return <Badge data-testid="island-badge">{label}</Badge>;
}

afterEach(cleanup);

describe('Chakra islands (issue #39)', () => {
  it(
    'renders a lazy Chakra component inside its own provider, with no provider above it',
    {
      timeout: 40_000,
    },
    async () => {
      const Island = lazyIsland(() => Promise.resolve(Marked));
      render(
        <Suspense fallback={<p>等待</p>}>
          <Island label="已加载" />
        </Suspense>,
      );
      // Chakra's chunk builds the system on import: seconds on a loaded machine
      const badge = await screen.findByTestId('island-badge', {}, { timeout: 30_000 });
      expect(badge.textContent).toBe('已加载');
      // styled by Chakra's recipe through Emotion: the provider's system was there
      expect(badge.className).toMatch(/\bcss-[0-9a-z]+\b/);
    },
  );
});
