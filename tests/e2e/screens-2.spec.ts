import { defineScreenTests } from './screens-check';

// Issue #13 "Done when", half 2 of the built routes (see screens-check.ts).
defineScreenTests(1);
