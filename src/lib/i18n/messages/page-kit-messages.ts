// Registers the page-kit strings when the code that shows them loads, so they travel in that
// code's chunks and not in the console's initial JS (issue #5 budget: initial JS ≤ 200 KB).
import { registerMessages } from '../translate';
import { pageKitEn } from './page-kit.en';
import { pageKitZhCN } from './page-kit.zh-cn';

registerMessages(pageKitZhCN, pageKitEn);
