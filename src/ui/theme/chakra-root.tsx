import type { ReactNode } from 'react';
import { LocaleProvider } from '@chakra-ui/react/locale';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { getLanguageSettings } from '../../lib/i18n/language';
import { getConsoleSystem } from './system';
import './late-recipes';

/**
 * Chakra's provider and locale around one island (chakra-island.tsx). Loaded after the first
 * paint: importing this chunk builds the console's system (late-recipes.ts adds the recipes
 * the islands use), in the task that evaluates it, not in the shell's first render.
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getConsoleSystem()}>
      <LocaleProvider locale={getLanguageSettings().language}>{children}</LocaleProvider>
    </ChakraProvider>
  );
}
