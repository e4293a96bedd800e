import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import type { GroupCodeFormInput } from '../../../../../contract/acquiring/group-code';
import { t } from '../../../../lib/i18n/translate';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolRowsEditor } from '../../../../ui/tool-list/tool-rows-editor';
import '../../../../lib/i18n/messages/acquiring-tools-messages';
import { chinaDateTimeText, chinaWallIso } from '../../../../../contract/china-time';

export type QrDraft = NonNullable<GroupCodeFormInput['qrs']>[number];
const PERSONAL = 'personal';
/** A personal group's QR lasts 7 days: default to just under a week from now (China time). */
const inAWeek = () =>
  chinaWallIso(`${chinaDateTimeText(Date.now() + 7 * 86_400_000 - 3_600_000).slice(0, 16)}:00`);

/** The ordered groups of a group code: a WeCom group, or a personal group's QR with expiry. */
export function GroupQrsEditor(props: {
  value: readonly QrDraft[];
  onChange: (next: QrDraft[]) => void;
  groups: readonly { id: number; name: string; members: number }[];
}) {
  return (
    <ToolRowsEditor
      value={props.value}
      onChange={props.onChange}
      columns={{ base: '1fr', md: '1.5fr 6rem 1.4fr auto' }}
      testId="group-qrs"
      addTestId="group-add-qr"
      addLabel={t('group.addQr')}
      removeLabel={(index) => t('group.removeQr', { index: index + 1 })}
      keepOne
      newRow={(count) => ({
        group_id: props.groups[count]?.id ?? props.groups[0]?.id ?? null,
        member_cap: 200,
        expires_at: null,
        name: '',
      })}
      renderRow={(row, index, update) => (
        <>
          <SelectField
            label={`${t('group.pickGroup')} ${index + 1}`}
            value={row.group_id ?? PERSONAL}
            testId={`group-qr-${index}`}
            options={[
              ...props.groups.map((group) => ({
                value: group.id as number | string,
                label: `${group.name}（${group.members}人）`,
              })),
              { value: PERSONAL, label: t('group.personal') },
            ]}
            onChange={(value) =>
              update(
                value === PERSONAL
                  ? { group_id: null, expires_at: inAWeek() }
                  : { group_id: Number(value), expires_at: null },
              )
            }
          />
          <Input
            size="sm"
            type="number"
            min={1}
            max={200}
            aria-label={`${t('group.cap')} ${index + 1}`}
            value={row.member_cap ?? 200}
            data-testid={`group-cap-${index}`}
            onChange={(event) => update({ member_cap: Number(event.currentTarget.value) })}
          />
          {row.group_id === null ? (
            <Box display="flex" gap="2">
              <Input
                size="sm"
                aria-label={`${t('group.personalName')} ${index + 1}`}
                placeholder={t('group.personalName')}
                value={row.name ?? ''}
                onChange={(event) => update({ name: event.currentTarget.value })}
              />
              <Input
                size="sm"
                aria-label={`${t('group.expires')} ${index + 1}`}
                placeholder="YYYY-MM-DD HH:mm"
                value={(row.expires_at ?? '').slice(0, 16).replace('T', ' ')}
                onChange={(event) =>
                  update({ expires_at: chinaWallIso(`${event.currentTarget.value.trim()}:00`) })
                }
              />
            </Box>
          ) : (
            <Box />
          )}
        </>
      )}
    />
  );
}
