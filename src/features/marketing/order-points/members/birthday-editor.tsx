import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { birthdaySchema } from '../../../../../contract/marketing/order-points/member-queries';
import { validate } from '../../../../../contract/validation';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { useSaveBirthday } from '../api/member-mutations';
import { calendarDateInZone } from '../../../../lib/format/time-zone';
import { DateInput } from '../../../../ui/date-picker/date-input';
import '../../../../lib/i18n/messages/member-messages';

/** spec §7 update/birthday: a real date (spec §5), not in the future; edited in place. */
export function BirthdayEditor(props: { memberId: number; birthday: string | null }) {
  const save = useSaveBirthday(props.memberId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(props.birthday ?? '');
  const [error, setError] = useState<string | undefined>(undefined);

  if (!editing) {
    return (
      <Box display="flex" alignItems="center" gap="2">
        <Text data-testid="member-birthday">
          {props.birthday ?? t('member.detail.birthdayEmpty')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => {
            setValue(props.birthday ?? '');
            setError(undefined);
            setEditing(true);
          }}
          data-testid="birthday-edit"
        >
          {t('member.detail.editBirthday')}
        </Button>
      </Box>
    );
  }
  const submit = () => {
    const checked = validate(birthdaySchema, { member_id: props.memberId, birthday: value });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    save.mutate(checked.data.birthday, {
      onSuccess: () => {
        notifySuccess(t('member.detail.birthdaySaved'));
        setEditing(false);
      },
    });
  };
  return (
    <Box>
      <Box display="flex" alignItems="center" gap="2">
        <DateInput
          width="44"
          value={value}
          max={calendarDateInZone()}
          ariaLabel={t('member.detail.birthday')}
          invalid={Boolean(error)}
          onChange={setValue}
          testId="birthday-input"
        />
        <Button size="xs" colorPalette="blue" loading={save.isPending} onClick={submit}>
          {t('member.detail.saveBirthday')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
          {t('member.detail.cancel')}
        </Button>
      </Box>
      {error ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
