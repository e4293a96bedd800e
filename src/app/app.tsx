import { useState } from 'react';
import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { getRuntimeConfig } from '../lib/config/runtime-config';
import { getLanguageSettings } from '../lib/i18n/language';
import { queryClient } from '../lib/query/query-client';
import { AppToaster } from '../ui/toaster/app-toaster';
import { consoleSystem } from '../ui/theme/system';
import { createAppRouter } from './router/create-app-router';

/** Providers and the router; the shell itself lives in layout/ and tabs/. */
export function App() {
  const [router] = useState(() => createAppRouter(getRuntimeConfig()));
  return (
    <ChakraProvider value={consoleSystem}>
      <LocaleProvider locale={getLanguageSettings().language}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
