import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useNavigate } from 'react-router-dom';
import {
  batchTaskBody,
  batchTaskList,
  batchTaskPreview,
  createBatchTask,
} from '../../../../../contract/customer/batch-tag';
import type { BatchMode } from '../../../../../contract/customer/batch-tag';
import { t } from '../../../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../../../lib/navigation/close-left-tab';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { DateRangeFilter } from '../../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { FreshForm } from '../../../../ui/form-drawer/fresh-form';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { useDirectory, useTagGroupOptions } from '../../shared/picker-data';
import { TabSwitch } from '../../shared/tab-switch';
import '../../../../lib/i18n/messages/customer-ops-messages';

/** issue #19 /batch-tag/form: a customer filter or an uploaded list, add or remove tags. */
export function BatchTagFormPage() {
  return <FreshForm>{(finish) => <BatchTagForm finish={finish} />}</FreshForm>;
}

function BatchTagForm({ finish }: { finish: () => void }) {
  const navigate = useNavigate();
  const directory = useDirectory();
  const tagGroups = useTagGroupOptions();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<BatchMode>('add');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [source, setSource] = useState<'filter' | 'list'>('filter');
  const [filter, setFilter] = useState({
    name: '',
    employee_ids: [] as number[],
    tag_ids: [] as number[],
    tag_logic: 'or' as 'and' | 'or',
    added: { from: '', to: '' },
  });
  const [listText, setListText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<number | null>(null);
  const create = useEndpointMutation(createBatchTask, { invalidates: [batchTaskList] });
  const count = useEndpointMutation(batchTaskPreview);

  const body = () => ({
    name,
    mode,
    tag_ids: tagIds,
    source,
    filter: {
      name: filter.name || undefined,
      employee_ids: filter.employee_ids,
      tag_ids: filter.tag_ids,
      tag_logic: filter.tag_logic,
      added_from: filter.added.from || undefined,
      added_to: filter.added.to || undefined,
    },
    list:
      source === 'list'
        ? listText
            .split(/\r?\n|,/)
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
  });
  const check = () => {
    const parsed = batchTaskBody.safeParse(body());
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    return false;
  };
  const submit = () => {
    if (!check()) return;
    create.mutate(
      { body: body() },
      {
        onSuccess: (task) => {
          notifySuccess(t('customerOps.batch.created', { n: task.total }));
          finish();
          navigate('/batch-tag', { state: CLOSE_LEFT_TAB });
        },
      },
    );
  };
  return (
    <FormPage
      title={t('customerOps.batch.new')}
      onBack={() => {
        finish();
        navigate('/batch-tag');
      }}
      onSubmit={submit}
      submitting={create.isPending}
      testId="batch-tag-form"
    >
      <PageSection>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField
            label={t('customerOps.batch.col.name')}
            required
            error={errors.name}
            htmlFor="batch-name"
          >
            <Input
              id="batch-name"
              size="sm"
              value={name}
              maxLength={30}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={t('customerOps.batch.col.mode')} required>
            <TabSwitch
              label={t('customerOps.batch.col.mode')}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'add', label: t('customerOps.batch.mode.add') },
                { value: 'remove', label: t('customerOps.batch.mode.remove') },
              ]}
            />
          </FormField>
          <FormField label={t('customerOps.batch.col.tags')} required error={errors.tag_ids}>
            <TagPicker
              groups={tagGroups.data ?? []}
              value={tagIds}
              onChange={setTagIds}
              testId="batch-tags"
              ariaLabel={t('customerOps.batch.col.tags')}
            />
          </FormField>
          <FormField label={t('customerOps.batch.source')} required error={errors.list}>
            <TabSwitch
              label={t('customerOps.batch.source')}
              value={source}
              onChange={setSource}
              options={[
                { value: 'filter', label: t('customerOps.batch.source.filter') },
                { value: 'list', label: t('customerOps.batch.source.list') },
              ]}
            />
          </FormField>
          {source === 'filter' ? (
            <>
              <FormField label={t('customerOps.batch.filter.name')} htmlFor="batch-filter-name">
                <Input
                  id="batch-filter-name"
                  size="sm"
                  value={filter.name}
                  onChange={(e) => setFilter({ ...filter, name: e.currentTarget.value })}
                />
              </FormField>
              <FormField label={t('customerOps.loss.filter.employee')}>
                <EmployeePicker
                  departments={directory.data?.departments ?? []}
                  employees={directory.data?.employees ?? []}
                  value={filter.employee_ids}
                  onChange={(employee_ids) => setFilter({ ...filter, employee_ids })}
                  ariaLabel={t('customerOps.loss.filter.employee')}
                />
              </FormField>
              <FormField label={t('customerOps.batch.filter.tags')}>
                <TagPicker
                  groups={tagGroups.data ?? []}
                  value={filter.tag_ids}
                  onChange={(tag_ids) => setFilter({ ...filter, tag_ids })}
                  logic={filter.tag_logic}
                  onLogicChange={(tag_logic) => setFilter({ ...filter, tag_logic })}
                  testId="batch-filter-tags"
                  ariaLabel={t('customerOps.batch.filter.tags')}
                />
              </FormField>
              <FormField label={t('customerOps.batch.filter.added')}>
                <DateRangeFilter
                  value={filter.added}
                  onChange={(added) => setFilter({ ...filter, added })}
                />
              </FormField>
            </>
          ) : (
            <FormField
              label={t('customerOps.batch.source.list')}
              helper={t('customerOps.batch.listHint')}
              htmlFor="batch-list"
            >
              <Textarea
                id="batch-list"
                rows={6}
                value={listText}
                onChange={(e) => setListText(e.currentTarget.value)}
              />
            </FormField>
          )}
          <FormField label={t('customerOps.batch.preview')}>
            <Box display="flex" alignItems="center" gap="3">
              <Button
                size="sm"
                variant="outline"
                loading={count.isPending}
                onClick={() =>
                  check() &&
                  count.mutate({ body: body() }, { onSuccess: (r) => setPreview(r.total) })
                }
              >
                {t('customerOps.batch.previewAction')}
              </Button>
              {preview !== null ? (
                <Text fontSize="sm" data-testid="batch-preview">
                  {t('customerOps.batch.previewCount', { n: preview })}
                </Text>
              ) : null}
            </Box>
          </FormField>
        </Box>
      </PageSection>
    </FormPage>
  );
}
