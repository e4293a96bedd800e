import type { EndpointOutput } from '../../../../contract/endpoint';
import type {
  AudienceCondition,
  audienceOptions,
} from '../../../../contract/marketing/admp-strategy';
import { t } from '../../../lib/i18n/translate';

export type AudienceOptions = EndpointOutput<typeof audienceOptions>;

const nameOf = (list: readonly { id: number; name: string }[] | undefined, id: number) =>
  list?.find((each) => each.id === id)?.name ?? `#${id}`;

/** One line per condition, in the operator's words (the list's 筛选条件 column). */
export function conditionText(condition: AudienceCondition, options?: AudienceOptions): string {
  switch (condition.kind) {
    case 'tag':
      return t('audience.summary.tag', {
        names: condition.tag_ids.map((id) => nameOf(options?.tags, id)).join('、'),
      });
    case 'attribute':
      return `${t(`audience.attr.${condition.attribute}`)}：${
        condition.attribute === 'gender'
          ? t(`audience.gender.${condition.value as 0 | 1 | 2}`)
          : t(`audience.ctype.${condition.value === 2 ? 2 : 1}`)
      }`;
    case 'custom_field':
      return `${nameOf(options?.fields, condition.field_id)}：${condition.value}`;
    case 'behaviour': {
      const base = t(`audience.behaviour.${condition.behaviour}`);
      const detail = condition.behaviour === 'points' ? ` ${condition.min ?? 0}` : '';
      const days = condition.days ? `（${t('audience.summary.days', { n: condition.days })}）` : '';
      return `${base}${detail}${days}`;
    }
    case 'audience':
      return `${t('audience.kind.audience')}：${nameOf(options?.audiences, condition.audience_id)}`;
    case 'group':
      return `${t('audience.kind.group')}：${nameOf(options?.groups, condition.group_id)}`;
  }
}
