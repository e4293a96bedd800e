import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  radarLinks,
  radarList,
  radarRecipients,
  type RadarLinkResult,
  type RadarRow,
} from '../../../../contract/material/super-radar';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { CheckBox } from '../../../ui/check-box/check-box';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';

/**
 * issue #20 a send: pick the employee and their customers; the server wraps the radar once per
 * (employee, customer) and the employee sends each customer their own link.
 */
export function SendDialog(props: { radar: RadarRow | null; onClose: () => void }) {
  const { radar } = props;
  const directory = useDirectoryPickerOptions();
  const [employee, setEmployee] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [links, setLinks] = useState<readonly RadarLinkResult[]>([]);
  const recipients = useEndpointQuery(
    radarRecipients,
    { query: { employee_id: Number(employee), keyword: keyword || undefined } },
    { enabled: Boolean(radar && employee), keepPrevious: true },
  );
  const create = useEndpointMutation(radarLinks, { invalidates: [radarList] });
  const names = new Map((recipients.data?.list ?? []).map((row) => [row.id, row.name]));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  return (
    <AppDialog
      open={radar !== null}
      onClose={props.onClose}
      title={t('radar.send.title', { title: radar?.title ?? '' })}
      closeLabel={t('radar.back')}
      footer={
        links.length === 0 ? (
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!employee || chosen.size === 0}
            loading={create.isPending}
            data-testid="radar-send-submit"
            onClick={() =>
              radar &&
              create.mutate(
                {
                  params: { id: radar.id },
                  body: { employee_id: Number(employee), customer_ids: [...chosen] },
                },
                { onSuccess: (answer) => setLinks(answer.list) },
              )
            }
          >
            {t('radar.send.submit')}
          </Button>
        ) : undefined
      }
    >
      {links.length > 0 ? (
        <Box display="flex" flexDirection="column" gap="2" data-testid="radar-links">
          <Text fontSize="sm">{t('radar.send.links', { n: links.length })}</Text>
          {links.map((link) => {
            const url = `${window.location.origin}${link.url}`;
            return (
              <Box
                key={link.id}
                borderWidth="1px"
                borderRadius="md"
                p="2"
                display="flex"
                gap="2"
                alignItems="center"
                flexWrap="wrap"
              >
                <Text fontSize="sm" fontWeight="medium" minW="16">
                  {names.get(link.customer_id) ?? link.customer_id}
                </Text>
                <Text fontSize="xs" color="fg.muted" flex="1" minW="0" wordBreak="break-all">
                  {url}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(url)
                      .then(() => notifySuccess(t('radar.send.copied')))
                  }
                >
                  {t('radar.send.copy')}
                </Button>
                <Button asChild size="xs" variant="outline">
                  <a href={link.url} target="_blank" rel="noreferrer" data-testid="radar-open-link">
                    {t('radar.send.open')}
                  </a>
                </Button>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('radar.send.employee')} required>
            <SelectField
              value={employee}
              label={t('radar.send.employee')}
              placeholder={t('radar.send.pickEmployee')}
              testId="radar-send-employee"
              onChange={(next) => {
                setEmployee(next);
                setChosen(new Set());
              }}
              options={(directory.data?.employees ?? []).map((each) => ({
                value: String(each.id),
                label: each.name,
              }))}
            />
          </FormField>
          {employee ? (
            <FormField label={t('radar.send.customers')} required>
              <Input
                size="sm"
                type="search"
                mb="2"
                value={keyword}
                placeholder={t('radar.send.search')}
                aria-label={t('radar.send.search')}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
              <Box
                maxH="60"
                overflowY="auto"
                display="flex"
                flexDirection="column"
                gap="1"
                data-testid="radar-send-customers"
              >
                {(recipients.data?.list ?? []).length === 0 && !recipients.isFetching ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('radar.send.noCustomers')}
                  </Text>
                ) : null}
                {(recipients.data?.list ?? []).map((row) => (
                  <CheckBox
                    key={row.id}
                    checked={chosen.has(row.id)}
                    onChange={(on) => toggle(row.id, on)}
                  >
                    {row.name}
                  </CheckBox>
                ))}
              </Box>
            </FormField>
          ) : null}
        </Box>
      )}
    </AppDialog>
  );
}
