// issue #23 alternatives, variant "static": React 19 and a static stylesheet, nothing else at
// start-up (see start-alternative.tsx).
import { startAlternative } from './start-alternative';

void startAlternative();
