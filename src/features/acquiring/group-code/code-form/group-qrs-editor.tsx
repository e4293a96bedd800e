import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { GroupCodeFormInput } from '../../../../../contract/acquiring/group-code';
import { t } from '../../../../lib/i18n/translate';
import { SelectField } from '../../../../ui/select-field/select-field';
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
  const update = (index: number, change: Partial<QrDraft>) =>
    props.onChange(props.value.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid="group-qrs">
      {props.value.map((row, index) => (
        <Box
          key={index}
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '1.5fr 6rem 1.4fr auto' }}
          gap="2"
          alignItems="center"
        >
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
                index,
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
            onChange={(event) => update(index, { member_cap: Number(event.currentTarget.value) })}
          />
          {row.group_id === null ? (
            <Box display="flex" gap="2">
              <Input
                size="sm"
                aria-label={`${t('group.personalName')} ${index + 1}`}
                placeholder={t('group.personalName')}
                value={row.name ?? ''}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
              />
              <Input
                size="sm"
                aria-label={`${t('group.expires')} ${index + 1}`}
                placeholder="YYYY-MM-DD HH:mm"
                value={(row.expires_at ?? '').slice(0, 16).replace('T', ' ')}
                onChange={(event) =>
                  update(index, {
                    expires_at: chinaWallIso(`${event.currentTarget.value.trim()}:00`),
                  })
                }
              />
            </Box>
          ) : (
            <Box />
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            disabled={props.value.length <= 1}
            onClick={() => props.onChange(props.value.filter((_, at) => at !== index))}
          >
            {t('group.removeQr', { index: index + 1 })}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="xs"
          variant="outline"
          data-testid="group-add-qr"
          onClick={() =>
            props.onChange([
              ...props.value,
              {
                group_id: props.groups[props.value.length]?.id ?? props.groups[0]?.id ?? null,
                member_cap: 200,
                expires_at: null,
                name: '',
              },
            ])
          }
        >
          + {t('group.addQr')}
        </Button>
      </Box>
    </Box>
  );
}
