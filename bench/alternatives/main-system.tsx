// issue #23 alternatives, variant "system": the static-CSS page of start-alternative.tsx plus Chakra's theme
// system built at start-up, in a task of its own as src/main.tsx does (getConsoleSystem), and
// never used to render: the difference to "static" is createSystem's share (its download,
// script evaluation and the build of the token dictionary).
import { getConsoleSystem } from '../../src/ui/theme/system';
import { startAlternative } from './start-alternative';

void startAlternative(() => {
  getConsoleSystem();
});
