import { Input } from '@chakra-ui/react/input';
import { t } from '../../../lib/i18n/translate';
import { useDirectoryOptions } from '../../../data/directory-options';
import { FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import type { DateRange } from '../../../ui/filter-bar/filter-inputs';
import '../../../lib/i18n/messages/company-chat-records-messages';

export const NO_RANGE: DateRange = { from: '', to: '' };
export const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The employee filter of the chat-records tabs (the shared directory options). */
export function EmployeeFilter(props: { value: string; onChange: (value: string) => void }) {
  const directory = useDirectoryOptions();
  return (
    <FilterField label={t('chatRecords.filter.employee')} width="40">
      <SelectFilter
        ariaLabel={t('chatRecords.filter.employee')}
        value={props.value}
        onChange={props.onChange}
        options={(directory.data?.employees ?? []).map((row) => ({
          value: String(row.id),
          label: row.name,
        }))}
      />
    </FilterField>
  );
}

export function ChatTypeFilter(props: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={t('chatRecords.filter.chatType')} width="32">
      <SelectFilter
        ariaLabel={t('chatRecords.filter.chatType')}
        value={props.value}
        onChange={props.onChange}
        options={[
          { value: '1', label: t('chatRecords.chatType.1') },
          { value: '2', label: t('chatRecords.chatType.2') },
        ]}
      />
    </FilterField>
  );
}

export function TextFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  testId?: string;
}) {
  return (
    <FilterField label={props.label} width="44">
      <Input
        size="sm"
        bg="white"
        maxLength={props.maxLength}
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </FilterField>
  );
}

export function RangeFilter(props: { value: DateRange; onChange: (value: DateRange) => void }) {
  return (
    <FilterField label={t('chatRecords.filter.date')} width="auto">
      <DateRangeFilter value={props.value} onChange={props.onChange} />
    </FilterField>
  );
}
