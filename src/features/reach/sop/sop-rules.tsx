import { Box } from '@chakra-ui/react/box';
import type { ReachOptions } from '../../../../contract/reach/reach-options';
import { t } from '../../../lib/i18n/translate';
import { TimeInput } from '../../../ui/date-picker/time-input';
import { FormField } from '../../../ui/form-drawer/form-field';
import { overnightHint } from '../../../ui/form-drawer/overnight-hint';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import type { SopDraft } from './sop-draft';

/** Do-not-disturb window and early end (on an end tag, on the customer's reply). */
export function SopRules(props: {
  kind: 'customer' | 'group';
  draft: SopDraft;
  set: (patch: Partial<SopDraft>) => void;
  options: ReachOptions | undefined;
}) {
  const { kind, draft, set, options } = props;
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField
        label={t('sop.form.dnd')}
        helper={[t('sop.form.dndHelp'), draft.dnd.enabled ? overnightHint(draft.dnd) : undefined]
          .filter(Boolean)
          .join('；')}
      >
        <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
          <Toggle
            checked={draft.dnd.enabled}
            onChange={(enabled) => set({ dnd: { ...draft.dnd, enabled } })}
            label=""
            testId="sop-dnd"
          />
          {draft.dnd.enabled ? (
            <>
              <TimeInput
                value={draft.dnd.start}
                onChange={(start) => set({ dnd: { ...draft.dnd, start } })}
                ariaLabel={t('sop.form.dndStart')}
                minuteStep={30}
              />
              <span aria-hidden="true">—</span>
              <TimeInput
                value={draft.dnd.end}
                onChange={(end) => set({ dnd: { ...draft.dnd, end } })}
                ariaLabel={t('sop.form.dndEnd')}
                minuteStep={30}
              />
            </>
          ) : null}
        </Box>
      </FormField>
      {kind === 'customer' ? (
        <>
          <FormField label={t('sop.form.endTags')}>
            <TagPicker
              groups={options?.tag_groups ?? []}
              value={draft.end_on.tag_ids}
              onChange={(tag_ids) => set({ end_on: { ...draft.end_on, tag_ids } })}
              ariaLabel={t('sop.form.endTags')}
              testId="pick-end-tags"
            />
          </FormField>
          <FormField label={t('sop.form.endReply')}>
            <Toggle
              checked={draft.end_on.reply}
              onChange={(reply) => set({ end_on: { ...draft.end_on, reply } })}
              label=""
              testId="sop-end-reply"
            />
          </FormField>
        </>
      ) : null}
    </Box>
  );
}
