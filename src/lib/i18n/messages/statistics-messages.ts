// Registers the statistics strings when a statistics page or chart loads (issue #5 budget).
import { registerMessages } from '../translate';
import { statisticsEn } from './statistics.en';
import { statisticsZhCN } from './statistics.zh-cn';

registerMessages(statisticsZhCN, statisticsEn);
