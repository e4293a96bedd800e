import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/customers-messages';

export function typeLabel(type: number): string {
  return type === 2 ? t('customers.type.2') : t('customers.type.1');
}

export function genderLabel(gender: number): string {
  if (gender === 1) return t('customers.gender.1');
  if (gender === 2) return t('customers.gender.2');
  return t('customers.gender.0');
}
