import { useState } from 'react';
import type { z } from 'zod';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { SmsAccount, SmsReviewRow } from '../../../../contract/reach/marketing-msg';
import { smsSendSchema } from '../../../../contract/reach/marketing-msg';
import {
  smsCostLi,
  smsLength,
  smsParts,
  smsTemplateRefusal,
  smsText,
} from '../../../../contract/reach/marketing-msg-rules';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { useSmsCommand } from './sms-api';
import { RightButton } from '../../../data/menu/right-button';

const yuan = (li: number) => (li / 1000).toFixed(2);
/** The confirm step lists this many numbers, then how many more. */
const CONFIRM_SHOWN = 10;
type SmsSendBody = z.output<typeof smsSendSchema>;

/** issue #17: a send to typed numbers with the text as sent, parts, cost and the balance. */
export function SmsSendForm(props: {
  signatures: readonly SmsReviewRow[];
  templates: readonly SmsReviewRow[];
  account: SmsAccount | undefined;
}) {
  const command = useSmsCommand();
  const [name, setName] = useState('');
  const [signatureId, setSignatureId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [phones, setPhones] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<SmsSendBody | null>(null);
  const approved = (rows: readonly SmsReviewRow[]) => rows.filter((row) => row.status === 1);
  const signature = props.signatures.find((row) => String(row.id) === signatureId);
  const template = props.templates.find((row) => String(row.id) === templateId);
  const numbers = [...new Set(phones.split(/[\s,，;；]+/).filter(Boolean))];
  // Exactly the text each number receives (issue #38 item 10: no variable is guessed).
  const refused = template ? smsTemplateRefusal(template.content ?? '') : null;
  const text =
    signature && template && !refused ? smsText(signature.name, template.content ?? '') : '';
  const parts = smsParts(text);
  const cost = smsCostLi(numbers.length, parts, props.account?.part_price_li ?? 0);
  const short = props.account !== undefined && cost > props.account.balance_li;

  const submit = () => {
    const parsed = smsSendSchema.safeParse({
      name,
      signature_id: Number(signatureId) || 0,
      template_id: Number(templateId) || 0,
      phones: numbers,
    });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success || short || refused) return;
    // issue #38 item 7: a send to several numbers says to whom and asks first.
    setConfirming(parsed.data);
  };
  const send = (body: SmsSendBody) =>
    command.mutate(
      { kind: 'send', body },
      {
        onSuccess: (data) => {
          notifySuccess(t('sms.sent', { cost: yuan((data as { cost_li: number }).cost_li) }));
          setConfirming(null);
          setPhones('');
        },
      },
    );

  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="sms-send-form">
      <FormField label={t('sms.sendName')} required error={errors.name} htmlFor="sms-name">
        <Input
          id="sms-name"
          size="sm"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </FormField>
      <FormField label={t('sms.signature')} required error={errors.signature_id}>
        <SelectFilter
          value={signatureId}
          onChange={setSignatureId}
          allLabel={t('sms.pickSignature')}
          ariaLabel={t('sms.signature')}
          testId="sms-pick-signature"
          options={approved(props.signatures).map((row) => ({
            value: String(row.id),
            label: row.name,
          }))}
        />
      </FormField>
      <FormField label={t('sms.template')} required error={errors.template_id}>
        <SelectFilter
          value={templateId}
          onChange={setTemplateId}
          allLabel={t('sms.pickTemplate')}
          ariaLabel={t('sms.template')}
          testId="sms-pick-template"
          options={approved(props.templates).map((row) => ({
            value: String(row.id),
            label: row.name,
          }))}
        />
      </FormField>
      <FormField
        label={t('sms.phones')}
        required
        helper={t('sms.phonesHint')}
        error={
          errors.phones ?? Object.entries(errors).find(([key]) => key.startsWith('phones.'))?.[1]
        }
        htmlFor="sms-phones"
      >
        <Textarea
          id="sms-phones"
          size="sm"
          rows={4}
          value={phones}
          onChange={(event) => setPhones(event.currentTarget.value)}
        />
      </FormField>
      {refused ? (
        <Text fontSize="sm" color="red.700" role="alert" data-testid="sms-template-refused">
          {refused}
        </Text>
      ) : null}
      {text ? (
        <Box bg="gray.50" borderRadius="md" p="3" aria-label={t('sms.preview')} role="note">
          <Text fontSize="sm" overflowWrap="anywhere">
            {text}
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="1" data-testid="sms-estimate">
            {t('sms.estimate', {
              chars: smsLength(text),
              parts,
              count: numbers.length,
              cost: yuan(cost),
            })}
          </Text>
          {short ? (
            <Text fontSize="xs" color="red.700" mt="1" role="alert">
              {t('sms.insufficient')}
            </Text>
          ) : null}
        </Box>
      ) : null}
      <Box>
        <RightButton
          right="send"
          size="sm"
          colorPalette="blue"
          onClick={submit}
          loading={command.isPending}
          disabled={short || refused !== null}
          data-testid="sms-send"
        >
          {t('sms.sendNow')}
        </RightButton>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={t('sms.confirmTitle')}
        confirmLabel={t('sms.confirmOk', { count: confirming?.phones.length ?? 0 })}
        busy={command.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming)}
      >
        <Box display="flex" flexDirection="column" gap="2" data-testid="sms-confirm">
          <Text fontSize="sm">
            {t('sms.confirmBody', { count: confirming?.phones.length ?? 0, cost: yuan(cost) })}
          </Text>
          <Text fontSize="sm" bg="gray.50" borderRadius="md" p="2" overflowWrap="anywhere">
            {text}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {(confirming?.phones ?? []).slice(0, CONFIRM_SHOWN).join('、')}
            {(confirming?.phones.length ?? 0) > CONFIRM_SHOWN
              ? ` ${t('sms.confirmMore', { count: (confirming?.phones.length ?? 0) - CONFIRM_SHOWN })}`
              : ''}
          </Text>
        </Box>
      </ConfirmDialog>
    </Box>
  );
}
