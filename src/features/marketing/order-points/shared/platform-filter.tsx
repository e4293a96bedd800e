import { t } from '../../../../lib/i18n/translate';
import { FilterField } from '../../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { platformOptions } from './member-labels';
import '../../../../lib/i18n/messages/member-messages';

/** The shop platform filter shared by the members and conversions tabs (issue #8). */
export function PlatformFilterField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={t('member.filter.platform')} width="40">
      <SelectFilter
        value={props.value}
        onChange={props.onChange}
        options={platformOptions()}
        ariaLabel={t('member.filter.platform')}
      />
    </FilterField>
  );
}
