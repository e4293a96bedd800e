import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { ReachOptions } from '../../../../contract/reach/reach-options';
import { t } from '../../../lib/i18n/translate';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { GroupRecipients } from '../mass-send/group-recipients';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import type { SopDraft } from './sop-draft';
import '../../../lib/i18n/messages/reach-mass-send-messages';

/** Who executes and who the plan applies to: customers (filter as in mass sends) or groups. */
export function SopTargetFields(props: {
  kind: 'customer' | 'group';
  draft: SopDraft;
  set: (patch: Partial<SopDraft>) => void;
  options: ReachOptions | undefined;
  errors: FieldErrors;
}) {
  const { kind, draft, set, options, errors } = props;
  const target = draft.target;
  const setTarget = (patch: Partial<SopDraft['target']>) =>
    set({ target: { ...target, ...patch } });
  const chat = kind === 'customer';
  // Picked groups: their owners execute; the owner picker only narrows the list of groups.
  const [ownerFilter, setOwnerFilter] = useState<number[]>([]);
  const ownersOf = (groupIds: readonly number[]) => {
    const picked = new Set(groupIds);
    const owners = (options?.groups ?? []).flatMap((group) =>
      picked.has(group.id) && group.owner_id !== null ? [group.owner_id] : [],
    );
    return [...new Set(owners)];
  };
  const executors = (
    <FormField
      label={t(chat ? 'sop.form.executors' : 'sop.form.owners')}
      required
      error={errors.executor_ids}
      helper={t(chat ? 'sop.form.executorsHelp' : 'sop.form.ownersHelp')}
    >
      <EmployeePicker
        departments={options?.departments ?? []}
        employees={options?.employees ?? []}
        value={draft.executor_ids}
        onChange={(executor_ids) => set({ executor_ids })}
        ariaLabel={t(chat ? 'sop.form.executors' : 'sop.form.owners')}
        testId="pick-executors"
      />
    </FormField>
  );
  const modes = chat
    ? [
        { value: 'new', label: t('sop.form.targetNew') },
        { value: 'filter', label: t('sop.form.targetFilter') },
      ]
    : [
        { value: 'new', label: t('sop.form.targetNewGroup') },
        { value: 'pick', label: t('sop.form.targetPick') },
      ];
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField label={t('sop.form.target')} required>
        <SegmentedControl
          label={t('sop.form.target')}
          value={target.mode}
          onChange={(mode) => setTarget({ mode })}
          options={modes}
          testId="pick-sop-target"
        />
      </FormField>
      {!chat && target.mode === 'pick' ? (
        <Box>
          <GroupRecipients
            value={{ owner_ids: ownerFilter, group_ids: target.group_ids }}
            onChange={(next) => {
              setOwnerFilter(next.owner_ids);
              set({
                executor_ids: ownersOf(next.group_ids),
                target: { ...target, group_ids: next.group_ids },
              });
            }}
            options={options}
            errors={{
              'filter.group_ids': errors['target.group_ids'] ?? errors.executor_ids ?? '',
            }}
          />
        </Box>
      ) : (
        executors
      )}
      {chat && target.mode === 'filter' ? (
        <Box
          display="flex"
          flexDirection="column"
          gap="4"
          borderLeftWidth="2px"
          borderColor="blue.100"
          ps="3"
        >
          <FormField label={t('sop.form.gender')}>
            <SelectFilter
              value={target.gender === null ? '' : String(target.gender)}
              allLabel={t('sop.form.genderAll')}
              ariaLabel={t('sop.form.gender')}
              onChange={(gender) =>
                setTarget({ gender: gender === '' ? null : (Number(gender) as 0 | 1 | 2) })
              }
              options={(['1', '2', '0'] as const).map((gender) => ({
                value: gender,
                label: t(`sop.form.gender${gender}`),
              }))}
            />
          </FormField>
          <FormField label={t('sop.form.tags')} error={errors['target.tag_ids']}>
            <TagPicker
              groups={options?.tag_groups ?? []}
              value={target.tag_ids}
              onChange={(tag_ids) => setTarget({ tag_ids })}
              ariaLabel={t('sop.form.tags')}
              testId="pick-sop-tags"
            />
          </FormField>
          <FormField label={t('sop.form.excludeTags')} error={errors['target.exclude_tag_ids']}>
            <TagPicker
              groups={options?.tag_groups ?? []}
              value={target.exclude_tag_ids}
              onChange={(exclude_tag_ids) => setTarget({ exclude_tag_ids })}
              ariaLabel={t('sop.form.excludeTags')}
              testId="pick-sop-exclude"
            />
          </FormField>
          <FormField label={t('form.addedRange')}>
            <DateRangeFilter
              value={{ from: target.added_from, to: target.added_to }}
              onChange={(range) => setTarget({ added_from: range.from, added_to: range.to })}
              ariaLabel={t('form.addedRange')}
            />
          </FormField>
        </Box>
      ) : null}
    </Box>
  );
}
