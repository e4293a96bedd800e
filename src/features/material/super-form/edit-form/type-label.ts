import type { FieldType } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/superform-messages';

/** The component type's name in the console's language (spec §5 component list). */
export function typeLabel(type: FieldType): string {
  return t(`sf.type.${type}` as const);
}
