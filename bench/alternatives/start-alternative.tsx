// issue #23 alternatives (both variants start here): the signed-in /index as the console renders it at a
// phone's width (shell + home cards, the same requests through the console's own data layer),
// but styled by a static stylesheet (alt.css): no Chakra, no Emotion at runtime. Start-up in
// the console's order (src/main.tsx): config, login code, session check, transition render
// under the static frame, which leaves with the first commit that shows the shell.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { releaseBootShellOnFirstContent } from '../../src/app/boot-shell';
import { loadRuntimeConfig } from '../../src/lib/config/runtime-config';
import { prepareZoneFormatter } from '../../src/lib/format/time-zone';
import { queryClient } from '../../src/lib/query/query-client';
import { consumeLoginCode } from '../../src/lib/session/exchange-code';
import { redirectToLogin } from '../../src/lib/session/redirect-to-login';
import { hasValidSession } from '../../src/lib/session/session-check';
import { AltShell } from './shell';
import './alt.css';
import './alt-page.css';
import './alt-cards.css';
import './alt-home.css';
import './alt-list.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `beforeRender` lets the "system" variant add its work at the console's moment. */
export async function startAlternative(beforeRender?: () => void): Promise<void> {
  const configLoading = loadRuntimeConfig();
  await nextTask();
  beforeRender?.();
  await nextTask();
  prepareZoneFormatter();
  await configLoading;
  await consumeLoginCode();
  if (!hasValidSession()) {
    redirectToLogin();
    return;
  }
  const container = document.getElementById('root');
  if (!container) return;
  releaseBootShellOnFirstContent(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AltShell />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
