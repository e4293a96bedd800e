import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MassSendRow } from '../../../../contract/reach/mass-send';
import { useCan } from '../../../data/menu/use-can';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialogIsland } from '../../../ui/confirm-dialog/confirm-dialog-island';
import { DataTable } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListSearchForm } from '../../../ui/list-kit/list-search-form';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { sc } from '../../../ui/static-css/class-names';
import { useSendCommand, useSendList } from './api/mass-send-api';
import type { MassSendConfig } from './mass-send-config';
import { sendColumns } from './send-columns';
import '../../../lib/i18n/messages/reach-mass-send-messages';
import '../../../lib/i18n/messages/page-kit-messages';

const EMPTY = { name: '', status: '' };

/**
 * issue #17 the list of a mass-send page: sends with live totals, detail, copy, cancel.
 * issue #39 (docs/architecture.md "Styling" point 5): static markup; the cancel step is an
 * island loaded on intent, so /private-chat and /group-chat are `chakraFreePage`s.
 */
export function MassSendListPage({ config }: { config: MassSendConfig }) {
  const navigate = useNavigate();
  const list = useListState(EMPTY);
  const command = useSendCommand(config.endpoints);
  const [cancelling, setCancelling] = useState<MassSendRow | null>(null);
  const cancelOpened = useOpenedOnce(cancelling !== null);
  const query = {
    page: list.page,
    page_size: list.pageSize,
    ...(list.applied.name ? { name: list.applied.name } : {}),
    ...(list.applied.status ? { status: Number(list.applied.status) } : {}),
  };
  const sends = useSendList(config.endpoints, query);
  // issue #41: sending to customers is a right of its own; without it 新建 is off and says why.
  const canSend = useCan('send');
  const columns = useMemo(
    () =>
      sendColumns((row, action) => {
        if (action === 'detail') navigate(`${config.route}/detail?id=${row.id}`);
        else if (action === 'copy') navigate(`${config.route}/form?copy=${row.id}`);
        else if (action === 'edit') navigate(`${config.route}/form?edit=${row.id}`);
        else setCancelling(row);
      }),
    [navigate, config.route],
  );
  const title = t(config.kind === 'private' ? 'mass.private.title' : 'mass.group.title');

  return (
    <PageLayout
      title={title}
      description={t(
        config.kind === 'private' ? 'mass.private.description' : 'mass.group.description',
      )}
      testId={`${config.kind}-chat-page`}
      actions={
        <button
          type="button"
          className={sc('bt-sm-solid', 'sc-palette-blue')}
          onClick={() => navigate(`${config.route}/form`)}
          data-testid="mass-create"
          disabled={!canSend.allowed}
          title={canSend.reason || undefined}
        >
          + {t('mass.create')}
        </button>
      }
    >
      <PageSection>
        <DataTable
          label={t('mass.table')}
          testId="mass-send-table"
          columns={columns}
          rows={sends.data?.list}
          rowKey={(row) => row.id}
          total={sends.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={sends.isFetching}
          error={sends.isError}
          onRetry={() => void sends.refetch()}
          emptyText={list.filtered ? t('mass.emptyFiltered') : t('mass.empty')}
          columnSettingsKey={`${config.kind}-chat`}
          toolbar={
            <ListSearchForm list={list} field="name" label={t('mass.searchName')}>
              <div className={sc('lk-filter-narrow')}>
                <SelectFilter
                  value={list.draft.status}
                  ariaLabel={t('mass.status')}
                  onChange={(status) => list.apply({ ...list.draft, status })}
                  options={[5, 1, 2, 3, 4].map((status) => ({
                    value: String(status),
                    label: t(`mass.status.${status as 1 | 2 | 3 | 4 | 5}`),
                  }))}
                />
              </div>
            </ListSearchForm>
          }
        />
      </PageSection>
      <Suspense fallback={null}>
        {cancelOpened ? (
          <ConfirmDialogIsland
            open={cancelling !== null}
            title={t('mass.cancelTitle')}
            danger
            busy={command.isPending}
            onClose={() => setCancelling(null)}
            onConfirm={() => {
              if (!cancelling) return;
              command.mutate(
                { kind: 'cancel', id: cancelling.id },
                {
                  onSuccess: (data) => {
                    const count = (data as { cancelled_recipients: number }).cancelled_recipients;
                    notifySuccess(t('mass.cancelled', { count }));
                    setCancelling(null);
                  },
                },
              );
            }}
          >
            {t('mass.cancelBody', { name: cancelling?.name ?? '' })}
          </ConfirmDialogIsland>
        ) : null}
      </Suspense>
    </PageLayout>
  );
}
