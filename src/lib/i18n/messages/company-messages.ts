// Registers the company strings when the code that shows them loads, so they travel in that
// code's chunks and not in the console's initial JS (issue #5 budget: initial JS ≤ 200 KB).
import { registerMessages } from '../translate';
import { companyEn } from './company.en';
import { companyZhCN } from './company.zh-cn';

registerMessages(companyZhCN, companyEn);
