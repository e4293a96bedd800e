// Registers the export strings with the code that shows them (the page, the export button).
import { registerMessages } from '../translate';
import { settingExportLogEn } from './setting-export-log.en';
import { settingExportLogZhCN } from './setting-export-log.zh-cn';

registerMessages(settingExportLogZhCN, settingExportLogEn);
