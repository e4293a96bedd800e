// Registers the strings of /performance-rule and /performance-order with the pages.
import { registerMessages } from '../translate';
import { companyPerformanceEn } from './company-performance.en';
import { companyPerformanceZhCN } from './company-performance.zh-cn';

registerMessages(companyPerformanceZhCN, companyPerformanceEn);
