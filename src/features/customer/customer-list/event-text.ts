import { ADD_WAYS } from '../../../../contract/customer/customer-list';
import type { AddWay, CustomerEvent } from '../../../../contract/customer/customer-list';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/customers-messages';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const SOURCES = {
  manual: 'customers.source.manual',
  batch: 'customers.source.batch',
  channel_code: 'customers.source.channel_code',
  sync: 'customers.source.sync',
  superform: 'customers.source.superform',
} as const;

/** What a timeline event says, in the operator's words (issue #9 detail timeline). */
export function eventText(event: CustomerEvent): { title: string; detail?: string } {
  const employee = event.employee?.name ?? '-';
  const content = event.content;
  switch (event.event_type) {
    case 'added':
      return event.channel
        ? { title: t('customers.event.addedViaCode', { channel: event.channel.name, employee }) }
        : {
            title: t('customers.event.added', {
              way: ADD_WAYS[Number(content.add_way) as AddWay] ?? ADD_WAYS[0],
              employee,
            }),
          };
    case 'deleted_by_customer':
      return { title: t('customers.event.deleted_by_customer', { employee }) };
    case 'deleted_by_employee':
      return { title: t('customers.event.deleted_by_employee', { employee }) };
    case 'tag_added':
    case 'tag_removed': {
      const source = SOURCES[text(content.source) as keyof typeof SOURCES];
      const tag = text(content.tag_name);
      // issue #37: never 「-」; a tag deleted since keeps no name, and the line says so.
      return {
        title: tag
          ? t(`customers.event.${event.event_type}`, { tag })
          : t(`customers.event.${event.event_type}_deleted`),
        detail: source ? t('customers.event.source', { source: t(source) }) : undefined,
      };
    }
    case 'joined_group':
    case 'left_group':
      return {
        title: t(`customers.event.${event.event_type}`, { group: text(content.group_name) }),
      };
    case 'welcome_sent':
      return Number(content.welcome_type) === 1
        ? { title: t('customers.event.welcome_sent'), detail: text(content.text) }
        : { title: t('customers.event.welcomeDefault') };
    case 'form_submitted':
      return { title: t('customers.event.form_submitted', { form: text(content.form_title) }) };
    case 'points_changed':
      return { title: t('customers.event.points_changed', { points: text(content.points) }) };
    case 'lock_changed':
      // lock-code actions (server lock-scan.ts, lock-bindings.ts): bound, unbind, transfer.
      if (content.action === 'transfer') {
        return {
          title: t('customers.event.lockTransferred', { code: text(content.code_name) }),
          detail: `${text(content.from)} → ${text(content.to)}`,
        };
      }
      return content.action === 'bound'
        ? { title: t('customers.event.lockBound', { code: text(content.code_name) }) }
        : { title: t('customers.event.lockUnbound', { code: text(content.code_name) }) };
    case 'radar_opened':
      return {
        title: t('customers.event.radar_opened', { radar: text(content.radar_title), employee }),
      };
    case 'follow_up':
      return { title: t('customers.event.follow_up', { employee }), detail: text(content.text) };
    case 'handover':
      // issue #41: the hand-over's result (server handover-apply.ts); employee = the takeover.
      return {
        title: t('customers.event.handover', { employee, status: text(content.status_label) }),
      };
  }
}
