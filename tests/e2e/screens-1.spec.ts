import { defineScreenTests } from './screens-check';

// Issue #13 "Done when", half 1 of the built routes (see screens-check.ts).
defineScreenTests(0);
