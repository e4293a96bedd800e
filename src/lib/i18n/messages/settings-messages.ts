// Registers the settings strings when the code that shows them loads, so they travel in that
// code's chunks and not in the console's initial JS (issue #5 budget: initial JS ≤ 200 KB).
import { registerMessages } from '../translate';
import { settingsEn } from './settings.en';
import { settingsZhCN } from './settings.zh-cn';

registerMessages(settingsZhCN, settingsEn);
