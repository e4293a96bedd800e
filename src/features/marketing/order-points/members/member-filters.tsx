import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { FilterBar, FilterField } from '../../../../ui/filter-bar/filter-bar';
import { SelectFilter, TextFilter } from '../../../../ui/filter-bar/filter-inputs';
import { bindStatusOptions } from '../shared/member-labels';
import { PlatformFilterField } from '../shared/platform-filter';
import '../../../../lib/i18n/messages/member-messages';

export interface MemberFilterDraft {
  keyword: string;
  platformType: string;
  bindStatus: string;
  pointsMin: string;
  pointsMax: string;
}

export const EMPTY_MEMBER_FILTERS: MemberFilterDraft = {
  keyword: '',
  platformType: '',
  bindStatus: '',
  pointsMin: '',
  pointsMax: '',
};

/** issue #8 member list filters: name / phone / identifier, platform, binding, points range. */
export function MemberFilters(props: {
  draft: MemberFilterDraft;
  onDraftChange: (draft: MemberFilterDraft) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { draft } = props;
  const set = <K extends keyof MemberFilterDraft>(key: K, value: MemberFilterDraft[K]) =>
    props.onDraftChange({ ...draft, [key]: value });
  return (
    <FilterBar onSearch={props.onSearch} onReset={props.onReset} testId="member-filters">
      <FilterField label={t('member.filter.keyword')} width="56">
        <TextFilter
          value={draft.keyword}
          placeholder={t('member.filter.keywordPlaceholder')}
          testId="member-filter-keyword"
          onChange={(value) => set('keyword', value)}
        />
      </FilterField>
      <PlatformFilterField
        value={draft.platformType}
        onChange={(value) => set('platformType', value)}
      />
      <FilterField label={t('member.filter.bindStatus')} width="36">
        <SelectFilter
          value={draft.bindStatus}
          onChange={(value) => set('bindStatus', value)}
          options={bindStatusOptions()}
          ariaLabel={t('member.filter.bindStatus')}
          testId="member-filter-bind"
        />
      </FilterField>
      <FilterField label={t('member.filter.points')} width="60">
        <Box display="flex" alignItems="center" gap="1">
          <Input
            size="sm"
            bg="white"
            inputMode="decimal"
            value={draft.pointsMin}
            placeholder={t('member.filter.pointsMin')}
            aria-label={t('member.filter.pointsMin')}
            onChange={(event) => set('pointsMin', event.currentTarget.value)}
          />
          <Text as="span" color="fg.muted" fontSize="sm">
            ~
          </Text>
          <Input
            size="sm"
            bg="white"
            inputMode="decimal"
            value={draft.pointsMax}
            placeholder={t('member.filter.pointsMax')}
            aria-label={t('member.filter.pointsMax')}
            onChange={(event) => set('pointsMax', event.currentTarget.value)}
          />
        </Box>
      </FilterField>
    </FilterBar>
  );
}
