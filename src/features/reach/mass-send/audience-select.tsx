import { audienceList } from '../../../../contract/marketing/admp-strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import '../../../lib/i18n/messages/marketing-admp-strategy-messages';

/** issue #20: an audience of /admp-strategy as the send's recipient filter (its members). */
export function AudienceSelect(props: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const audiences = useEndpointQuery(audienceList, { query: { page: 1, page_size: 100 } });
  return (
    <FormField label={t('audience.pickLabel')} helper={t('audience.pickHelp')} error={props.error}>
      <SelectFilter
        value={props.value[0] ? String(props.value[0]) : ''}
        allLabel={t('audience.pickAll')}
        ariaLabel={t('audience.pickLabel')}
        testId="pick-audience"
        onChange={(id) => props.onChange(id ? [Number(id)] : [])}
        options={(audiences.data?.list ?? []).map((audience) => ({
          value: String(audience.id),
          label: `${audience.name}（${formatNumber(audience.size)}人）`,
        }))}
      />
    </FormField>
  );
}
