import type { reachMenuSettingZhCN } from './reach-menu-setting.zh-cn';

export const reachMenuSettingEn: Record<keyof typeof reachMenuSettingZhCN, string> = {
  'menuSetting.title': 'Menu Setting',
  'menuSetting.description': 'Describe what an operator does on this page.',
  'menuSetting.filter.name': 'Name',
  'menuSetting.column.name': 'Name',
  'menuSetting.column.createdAt': 'Created at',
  'menuSetting.empty': 'No data yet',
  'menuSetting.empty.filtered': 'Nothing matches the filters',
};
