import type { PointsConvertFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { t } from '../../../../lib/i18n/translate';
import { FilterBar, FilterField } from '../../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../../ui/filter-bar/filter-inputs';
import type { DateRange } from '../../../../ui/filter-bar/filter-inputs';
import { rangeQuery } from '../shared/date-range';
import { orderStatusOptions } from '../shared/member-labels';
import { PlatformFilterField } from '../shared/platform-filter';
import '../../../../lib/i18n/messages/member-messages';

export interface ConversionFilterDraft {
  orderNo: string;
  platformType: string;
  orderStatus: string;
  keyword: string;
  range: DateRange;
}

export const EMPTY_CONVERSION_FILTERS: ConversionFilterDraft = {
  orderNo: '',
  platformType: '',
  orderStatus: '',
  keyword: '',
  range: { from: '', to: '' },
};

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function toConvertQuery(
  draft: ConversionFilterDraft,
): Omit<PointsConvertFilters, 'page' | 'page_size'> {
  return {
    order_no: blank(draft.orderNo),
    platform_type: blank(draft.platformType),
    order_status: blank(draft.orderStatus),
    keyword: blank(draft.keyword),
    ...rangeQuery(draft.range),
  };
}

/** issue #8 conversion filters: order number, platform, order status, member, time. */
export function ConversionFilters(props: {
  draft: ConversionFilterDraft;
  onDraftChange: (draft: ConversionFilterDraft) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { draft } = props;
  const set = <K extends keyof ConversionFilterDraft>(key: K, value: ConversionFilterDraft[K]) =>
    props.onDraftChange({ ...draft, [key]: value });
  return (
    <FilterBar onSearch={props.onSearch} onReset={props.onReset} testId="conversion-filters">
      <FilterField label={t('member.filter.orderNo')} width="52">
        <TextFilter
          value={draft.orderNo}
          testId="conversion-filter-order"
          onChange={(value) => set('orderNo', value)}
        />
      </FilterField>
      <PlatformFilterField
        value={draft.platformType}
        onChange={(value) => set('platformType', value)}
      />
      <FilterField label={t('member.filter.orderStatus')} width="36">
        <SelectFilter
          value={draft.orderStatus}
          onChange={(value) => set('orderStatus', value)}
          options={orderStatusOptions()}
          ariaLabel={t('member.filter.orderStatus')}
        />
      </FilterField>
      <FilterField label={t('member.filter.member')} width="48">
        <TextFilter
          value={draft.keyword}
          placeholder={t('member.filter.memberPlaceholder')}
          onChange={(value) => set('keyword', value)}
        />
      </FilterField>
      <FilterField label={t('member.filter.time')} width="72">
        <DateRangeFilter value={draft.range} onChange={(range) => set('range', range)} />
      </FilterField>
    </FilterBar>
  );
}
