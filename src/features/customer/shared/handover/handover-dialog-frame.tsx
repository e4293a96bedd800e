import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { HandoverMode } from '../../../../../contract/customer/handover';
import { t } from '../../../../lib/i18n/translate';
import { AppDialog } from '../../../../ui/app-dialog';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../../ui/form-drawer/form-field';
import '../../../../lib/i18n/messages/customer-handover-messages';

export interface HandoverDialogFrameProps {
  open: boolean;
  title: string;
  rules: string;
  mode: HandoverMode;
  onMode: (mode: HandoverMode) => void;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
  error: string;
  /** Lines about what the request leaves out (customers without an employee, …). */
  notices?: readonly string[];
  /** Nothing selected can be handed over: the submit button is disabled. */
  blocked?: boolean;
  /** data-testid prefix: `handover` (customers) or `group-handover` (groups). */
  testId: string;
  children: ReactNode;
}

/**
 * issue #41 (docs/handover.md): what the customer and the group hand-over dialogs share — the
 * rules, the 在职转接 / 离职继承 choice, cancel and submit, the refusal line; each dialog puts
 * its own fields between.
 */
export function HandoverDialogFrame(props: HandoverDialogFrameProps) {
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={props.onClose}>
            {t('handover.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={props.submitting}
            disabled={props.blocked}
            onClick={props.onSubmit}
            data-testid={`${props.testId}-submit`}
          >
            {t('handover.submit')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {props.rules}
      </Text>
      <FormField label={t('handover.mode')} required>
        <SelectFilter
          value={props.mode}
          onChange={(value) => props.onMode(value === 'resigned' ? 'resigned' : 'onjob')}
          allLabel={t('handover.mode.onjob')}
          options={[{ value: 'resigned', label: t('handover.mode.resigned') }]}
          ariaLabel={t('handover.mode')}
          testId={`${props.testId}-mode`}
        />
      </FormField>
      {props.children}
      {props.notices?.length ? (
        <Text fontSize="sm" color="orange.700" mt="2" data-testid={`${props.testId}-notice`}>
          {props.notices.join('；')}
        </Text>
      ) : null}
      {props.error ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {props.error}
        </Text>
      ) : null}
    </AppDialog>
  );
}
