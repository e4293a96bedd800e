// Registers the /role-manage strings with the page that shows them.
import { registerMessages } from '../translate';
import { settingRoleManageEn } from './setting-role-manage.en';
import { settingRoleManageZhCN } from './setting-role-manage.zh-cn';

registerMessages(settingRoleManageZhCN, settingRoleManageEn);
