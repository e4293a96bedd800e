// Registers the superform strings when the code that shows them loads, so they travel in that
// code's chunks and not in the console's initial JS (issue #5 budget: initial JS ≤ 200 KB).
import { registerMessages } from '../translate';
import { superformEn } from './superform.en';
import { superformZhCN } from './superform.zh-cn';

registerMessages(superformZhCN, superformEn);
