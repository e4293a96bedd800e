// issue #21 /community-data: the group figures' labels and columns (screen and CSV).
import type { GroupFigures } from '../../../../contract/statistics/community-data';
import { GROUP_FIGURES } from '../../../../contract/statistics/community-data';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { StatColumn } from '../shared/stat-columns';
import '../../../lib/i18n/messages/statistics-messages';

export type GroupFigure = (typeof GROUP_FIGURES)[number];

export const GROUP_LABELS = {
  new_groups: 'cm.f.new_groups',
  groups_total: 'cm.f.groups_total',
  groups_with_messages: 'cm.f.groups_with_messages',
  new_members: 'cm.f.new_members',
  members_total: 'cm.f.members_total',
  members_spoke: 'cm.f.members_spoke',
  messages: 'cm.f.messages',
} as const satisfies Record<GroupFigure, string>;

export function groupColumns<T extends GroupFigures>(): StatColumn<T>[] {
  return GROUP_FIGURES.map((key) => ({
    key,
    title: t(GROUP_LABELS[key]),
    text: (row: T) => formatNumber(row[key]),
    numeric: true,
  }));
}
