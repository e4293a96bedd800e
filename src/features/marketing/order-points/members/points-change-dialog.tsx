import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { MEMBER_ERRORS } from '../../../../../contract/marketing/order-points';
import {
  POINTS_REASON_MAX,
  pointsChangeSchema,
} from '../../../../../contract/marketing/order-points/member-queries';
import { validate } from '../../../../../contract/validation';
import { ApiError } from '../../../../lib/http/client';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { AppDialog } from '../../../../ui/app-dialog';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { usePointsChange } from '../api/member-mutations';
import { pointsText } from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';
import '../../../../lib/i18n/messages/page-kit-messages';

export interface AdjustTarget {
  readonly member_id: number;
  readonly name: string;
  readonly points_balance: string;
}

type Direction = 'add' | 'deduct';
interface Errors {
  points?: string;
  reason?: string;
}

/**
 * issue #8 manual points change: add or deduct with a required reason. The server refuses a
 * deduction below zero (in one conditional update); its message shows under the field.
 */
export function PointsChangeDialog(props: { target: AdjustTarget | null; onClose: () => void }) {
  const change = usePointsChange();
  const [direction, setDirection] = useState<Direction>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [target, setTarget] = useState(props.target);
  if (props.target !== target) {
    // A new member: start from an empty form.
    setTarget(props.target);
    setDirection('add');
    setAmount('');
    setReason('');
    setErrors({});
  }

  const submit = () => {
    if (!props.target) return;
    const body = {
      member_id: props.target.member_id,
      points: direction === 'deduct' ? `-${amount.trim()}` : amount.trim(),
      reason,
    };
    const checked = validate(pointsChangeSchema, body);
    if (!checked.ok) {
      setErrors({ [checked.field === 'reason' ? 'reason' : 'points']: checked.message });
      return;
    }
    setErrors({});
    change.mutate(checked.data, {
      onSuccess: (result) => {
        notifySuccess(t('member.adjust.done', { balance: pointsText(result.balance) }));
        props.onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === MEMBER_ERRORS.insufficientPoints.code) {
          setErrors({ points: error.message });
        }
      },
    });
  };

  const choice = (value: Direction, text: string) => (
    <Button
      size="sm"
      variant={direction === value ? 'solid' : 'outline'}
      colorPalette={value === 'add' ? 'blue' : 'orange'}
      aria-pressed={direction === value}
      onClick={() => setDirection(value)}
      data-testid={`adjust-${value}`}
    >
      {text}
    </Button>
  );

  return (
    <AppDialog
      open={props.target !== null}
      onClose={props.onClose}
      title={t('member.adjust.title')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose}>
            {t('kit.form.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={change.isPending}
            onClick={submit}
            data-testid="adjust-submit"
          >
            {t('member.adjust.confirm')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="adjust-dialog">
        <Box display="flex" gap="6" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              {t('member.adjust.member')}：
            </Text>
            {props.target?.name}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              {t('member.adjust.balance')}：
            </Text>
            <Text as="span" fontWeight="semibold" data-testid="adjust-balance">
              {pointsText(props.target?.points_balance)}
            </Text>
          </Text>
        </Box>
        <FormField label={t('member.adjust.direction')}>
          <Box display="flex" gap="2">
            {choice('add', t('member.adjust.add'))}
            {choice('deduct', t('member.adjust.deduct'))}
          </Box>
        </FormField>
        <FormField
          label={t('member.adjust.points')}
          required
          htmlFor="adjust-points"
          helper={t('member.adjust.pointsHint')}
          error={errors.points}
        >
          <Input
            id="adjust-points"
            size="sm"
            maxW="48"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            data-testid="adjust-points"
          />
        </FormField>
        <FormField
          label={t('member.adjust.reason')}
          required
          htmlFor="adjust-reason"
          error={errors.reason}
        >
          <Textarea
            id="adjust-reason"
            size="sm"
            rows={2}
            maxLength={POINTS_REASON_MAX}
            placeholder={t('member.adjust.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="adjust-reason"
          />
        </FormField>
      </Box>
    </AppDialog>
  );
}
