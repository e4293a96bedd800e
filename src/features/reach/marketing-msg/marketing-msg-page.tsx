import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { SmsSendRow } from '../../../../contract/reach/marketing-msg';
import { signatureSchema, templateSchema } from '../../../../contract/reach/marketing-msg';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { ReviewList } from './review-list';
import { useReviews, useSmsAccount, useSmsCommand, useSmsSends } from './sms-api';
import { SmsSendForm } from './sms-send-form';
import '../../../lib/i18n/messages/reach-other-messages';

const yuan = (li: number) => (li / 1000).toFixed(2);

/** issue #17 /marketing-msg 营销短信: signatures, templates, sends, balance. */
export function MarketingMsgPage() {
  const account = useSmsAccount();
  const signatures = useReviews('signature');
  const templates = useReviews('template');
  const command = useSmsCommand();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const sends = useSmsSends({ page: paging.page, page_size: paging.pageSize });
  const [signature, setSignature] = useState('');
  const [template, setTemplate] = useState({ name: '', content: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = () => notifySuccess(t('sms.submitted'));

  const columns = useMemo<DataColumn<SmsSendRow>[]>(
    () => [
      { key: 'name', title: t('sms.col.name'), hideable: false, render: (row) => row.name },
      {
        key: 'content',
        title: t('sms.col.content'),
        render: (row) => (
          <Text maxW="20rem" lineClamp={2} fontSize="sm">
            {row.content}
          </Text>
        ),
      },
      {
        key: 'recipients',
        title: t('sms.col.recipients'),
        align: 'end',
        render: (row) => row.recipients,
      },
      {
        key: 'delivered',
        title: t('sms.col.delivered'),
        align: 'end',
        render: (row) => row.delivered,
      },
      { key: 'failed', title: t('sms.col.failed'), align: 'end', render: (row) => row.failed },
      { key: 'cost', title: t('sms.col.cost'), align: 'end', render: (row) => yuan(row.cost_li) },
      {
        key: 'createdAt',
        title: t('sms.col.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
    ],
    [],
  );

  return (
    <PageLayout
      title={t('sms.title')}
      description={t('sms.description')}
      testId="marketing-msg-page"
    >
      <PageSection>
        <Box display="flex" gap="6" alignItems="baseline" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('sms.balance')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="sms-balance">
            ¥{yuan(account.data?.balance_li ?? 0)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('sms.price', { price: ((account.data?.part_price_li ?? 0) / 1000).toFixed(3) })}
          </Text>
        </Box>
      </PageSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        gap="4"
        alignItems="start"
      >
        <PageSection title={t('sms.signatures')}>
          <Box display="flex" gap="2" mb="1">
            <Input
              size="sm"
              value={signature}
              placeholder={t('sms.signaturePlaceholder')}
              aria-label={t('sms.signatureName')}
              onChange={(event) => setSignature(event.currentTarget.value)}
              data-testid="sms-signature-name"
            />
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => {
                const parsed = signatureSchema.safeParse({ name: signature });
                setErrors(
                  parsed.success ? {} : { signature: fieldErrorsOf(parsed.error).name ?? '' },
                );
                if (parsed.success)
                  command.mutate(
                    { kind: 'signature', name: parsed.data.name },
                    {
                      onSuccess: () => {
                        setSignature('');
                        submitted();
                      },
                    },
                  );
              }}
            >
              {t('sms.submit')}
            </Button>
          </Box>
          {errors.signature ? (
            <Text fontSize="xs" color="red.700" role="alert">
              {errors.signature}
            </Text>
          ) : null}
          <Box mt="3">
            <ReviewList
              rows={signatures.data}
              testId="sms-signatures"
              onResubmit={(row, name) =>
                command.mutate({ kind: 'signature', id: row.id, name }, { onSuccess: submitted })
              }
            />
          </Box>
        </PageSection>
        <PageSection title={t('sms.templates')}>
          <Box display="flex" flexDirection="column" gap="2">
            <FormField
              label={t('sms.templateName')}
              error={errors['template.name']}
              htmlFor="sms-template-name"
            >
              <Input
                id="sms-template-name"
                size="sm"
                value={template.name}
                onChange={(event) => setTemplate({ ...template, name: event.currentTarget.value })}
              />
            </FormField>
            <FormField
              label={t('sms.templateContent')}
              helper={t('sms.templateHint')}
              error={errors['template.content']}
              htmlFor="sms-template-content"
            >
              <Textarea
                id="sms-template-content"
                size="sm"
                rows={3}
                value={template.content}
                onChange={(event) =>
                  setTemplate({ ...template, content: event.currentTarget.value })
                }
              />
            </FormField>
            <Box>
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => {
                  const parsed = templateSchema.safeParse(template);
                  setErrors(
                    parsed.success
                      ? {}
                      : Object.fromEntries(
                          Object.entries(fieldErrorsOf(parsed.error)).map(([key, value]) => [
                            `template.${key}`,
                            value,
                          ]),
                        ),
                  );
                  if (parsed.success)
                    command.mutate(
                      { kind: 'template', body: parsed.data },
                      {
                        onSuccess: () => {
                          setTemplate({ name: '', content: '' });
                          submitted();
                        },
                      },
                    );
                }}
              >
                {t('sms.submit')}
              </Button>
            </Box>
            <ReviewList rows={templates.data} testId="sms-templates" />
          </Box>
        </PageSection>
      </Box>
      <PageSection title={t('sms.send')}>
        <SmsSendForm
          signatures={signatures.data ?? []}
          templates={templates.data ?? []}
          account={account.data}
        />
      </PageSection>
      <PageSection title={t('sms.history')}>
        <DataTable
          label={t('sms.table')}
          testId="sms-sends"
          columns={columns}
          rows={sends.data?.list}
          rowKey={(row) => row.id}
          total={sends.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={sends.isFetching}
          error={sends.isError}
          emptyText={t('sms.empty')}
        />
      </PageSection>
    </PageLayout>
  );
}
