// issue #20 /operation-plan 运营计划 (spec §2), its 旅程 view: automated journeys — list with
// status, progress, entered and completed counts; editor; start, pause and resume (each step a
// job on the server's runner); delete behind a confirmation; the per-step funnel.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  planDelete,
  planList,
  planOptions,
  planPause,
  planResume,
  planStart,
  type PlanRow,
} from '../../../../contract/marketing/operation-plan';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { planColumns, type PlanAction } from './plan-columns';
import { PlanForm } from './plan-form';
import { PlanFunnelDrawer } from './plan-funnel';
import { chinaToday } from '../../../../contract/china-time';

const EMPTY_FILTERS = { name: '', status: '' };
type Confirmable = Extract<PlanAction, 'start' | 'pause' | 'delete'>;
const DONE = { start: 'started', pause: 'paused', delete: 'deleted' } as const;
export function PlanJourneys() {
  const list = useListState(EMPTY_FILTERS);
  const { name, status } = list.applied;
  const [opened, setOpened] = useState(0);
  const [editing, setEditing] = useState<{ row: PlanRow | null } | null>(null);
  const [viewing, setViewing] = useState<PlanRow | null>(null);
  const [confirming, setConfirming] = useState<{ row: PlanRow; action: Confirmable }>();
  const rows = useEndpointQuery(
    planList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        ...(name ? { name } : {}),
        ...(status ? { status: status as '1' } : {}),
      },
    },
    { keepPrevious: true },
  );
  const options = useEndpointQuery(planOptions, {});
  const start = useEndpointMutation(planStart, { invalidates: [planList] });
  const pause = useEndpointMutation(planPause, { invalidates: [planList] });
  const resume = useEndpointMutation(planResume, { invalidates: [planList] });
  const remove = useEndpointMutation(planDelete, { invalidates: [planList] });
  const mutations = { start, pause, delete: remove };
  const tableColumns = useMemo(
    () =>
      planColumns((row, action) => {
        if (action === 'funnel') setViewing(row);
        else if (action === 'edit') {
          setOpened((n) => n + 1);
          setEditing({ row });
        } else if (action === 'resume')
          resume.mutate(
            { params: { id: row.id } },
            { onSuccess: () => notifySuccess(t('operationPlan.resumed')) },
          );
        else setConfirming({ row, action });
      }),
    [resume],
  );
  const confirm = () => {
    if (!confirming) return;
    mutations[confirming.action].mutate(
      { params: { id: confirming.row.id } },
      {
        onSuccess: () => {
          notifySuccess(t(`operationPlan.${DONE[confirming.action]}`));
          setConfirming(undefined);
        },
      },
    );
  };
  return (
    <>
      <Box display="flex" justifyContent="flex-end">
        <Button
          size="sm"
          colorPalette="blue"
          data-testid="plan-create"
          onClick={() => {
            setOpened((n) => n + 1);
            setEditing({ row: null });
          }}
        >
          + {t('operationPlan.create')}
        </Button>
      </Box>
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset} testId="plan-filters">
          <FilterField label={t('operationPlan.filter.name')}>
            <Input
              size="sm"
              type="search"
              value={list.draft.name}
              aria-label={t('operationPlan.filter.name')}
              data-testid="plan-filter-name"
              onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
            />
          </FilterField>
          <FilterField label={t('operationPlan.filter.status')}>
            <SelectFilter
              value={list.draft.status}
              ariaLabel={t('operationPlan.filter.status')}
              onChange={(value) => list.setDraft({ ...list.draft, status: value })}
              options={(['1', '2', '3', '4'] as const).map((each) => ({
                value: each,
                label: t(`operationPlan.status.${each}`),
              }))}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('operationPlan.table')}
          testId="operation-plan-table"
          columns={tableColumns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          columnSettingsKey="operation-plan"
          emptyText={list.filtered ? t('operationPlan.empty.filtered') : t('operationPlan.empty')}
        />
      </PageSection>
      <PlanForm
        key={opened}
        open={editing !== null}
        plan={editing?.row ?? null}
        options={options.data}
        today={chinaToday()}
        onClose={() => setEditing(null)}
      />
      <PlanFunnelDrawer plan={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t(`operationPlan.${confirming?.action ?? 'delete'}Title`)}
        danger={confirming?.action !== 'start'}
        busy={start.isPending || pause.isPending || remove.isPending}
        onClose={() => setConfirming(undefined)}
        onConfirm={confirm}
      >
        {t(`operationPlan.${confirming?.action ?? 'delete'}Body`, {
          name: confirming?.row.name ?? '',
        })}
      </ConfirmDialog>
    </>
  );
}
