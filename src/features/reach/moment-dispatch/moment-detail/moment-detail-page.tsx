// /moment-dispatch/moment-detail 朋友圈详情 (spec §2, issue #17): totals (employees, published,
// not published, likes, comments — each a count of rows), per-employee publish status with
// reminders, customers' likes and comments, cancel.
import { useCallback, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MOMENT_STATUS } from '../../../../../contract/reach/moment-dispatch';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { StatusPage } from '../../../../ui/status-page';
import { useCancelMoment, useMomentDetail, useRemindMoment } from '../api/moment-api';
import { ChoiceButtons } from '../moment-form/choice-buttons';
import { MomentStatusBadge } from '../moment-parts';
import { EmployeeTable } from './employee-table';
import { InteractionTable } from './interaction-table';
import { MomentInfo } from './moment-info';
import { RightButton } from '../../../../data/menu/right-button';
import '../../../../lib/i18n/messages/reach-moment-dispatch-messages';

function MomentDetailView({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useMomentDetail(id);
  const remind = useRemindMoment();
  const cancel = useCancelMoment();
  const [tab, setTab] = useState<'employees' | 'interactions'>('employees');
  const [remindAll, setRemindAll] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const moment = detail.data;
  const running = moment?.status === MOMENT_STATUS.running;
  const sendRemind = useCallback(
    (employeeIds?: number[]) =>
      remind.mutate(
        { params: { id }, body: employeeIds ? { employee_ids: employeeIds } : {} },
        {
          onSuccess: (data) => {
            notifySuccess(
              t('momentDetail.reminded', { count: data.reminded }) +
                (data.skipped ? t('momentDetail.remindSkipped', { count: data.skipped }) : ''),
            );
            setRemindAll(false);
          },
        },
      ),
    [remind, id],
  );

  if (detail.isError) return <StatusPage title={t('momentDetail.missing')} />;
  const totals = moment?.totals;
  return (
    <PageLayout
      title={moment ? moment.name : t('momentDetail.title')}
      description={moment ? <MomentStatusBadge status={moment.status} /> : undefined}
      testId="moment-detail-page"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => navigate('/moment-dispatch')}>
            {t('momentDetail.back')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigate(`/moment-dispatch/moment-form?copy=${id}`)}
          >
            {t('momentDispatch.action.copy')}
          </Button>
          {running && (totals?.unpublished ?? 0) > 0 ? (
            <RightButton
              right="send"
              size="sm"
              colorPalette="blue"
              onClick={() => setRemindAll(true)}
              data-testid="moment-remind-all"
            >
              {t('momentDetail.remind')}
            </RightButton>
          ) : null}
          {moment && (moment.status === 1 || moment.status === 2) ? (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              onClick={() => setCancelOpen(true)}
            >
              {t('momentDetail.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }}
        gap="3"
        data-testid="moment-totals"
      >
        <StatCard label={t('momentDetail.stat.employees')} value={totals?.employees ?? 0} />
        <StatCard
          label={t('momentDetail.stat.published')}
          value={totals?.published ?? 0}
          tone="green"
          testId="moment-total-published"
        />
        <StatCard
          label={t('momentDetail.stat.unpublished')}
          value={totals?.unpublished ?? 0}
          tone="orange"
          testId="moment-total-unpublished"
        />
        <StatCard
          label={t('momentDetail.stat.likes')}
          value={totals?.likes ?? 0}
          tone="red"
          testId="moment-total-likes"
        />
        <StatCard
          label={t('momentDetail.stat.comments')}
          value={totals?.comments ?? 0}
          tone="purple"
          testId="moment-total-comments"
        />
      </Box>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }}
        gap="4"
        alignItems="start"
      >
        <PageSection
          title={
            <ChoiceButtons
              label={t('momentDetail.tab.employees')}
              value={tab}
              onChange={setTab}
              testId="moment-detail-tabs"
              options={[
                { value: 'employees', label: t('momentDetail.tab.employees') },
                { value: 'interactions', label: t('momentDetail.tab.interactions') },
              ]}
            />
          }
        >
          {tab === 'employees' ? (
            <EmployeeTable id={id} running={running} onRemind={sendRemind} />
          ) : (
            <InteractionTable id={id} />
          )}
        </PageSection>
        <PageSection title={t('momentDetail.info')}>
          {moment ? <MomentInfo moment={moment} /> : null}
        </PageSection>
      </Box>
      <ConfirmDialog
        open={remindAll}
        title={t('momentDetail.remindTitle')}
        busy={remind.isPending}
        onClose={() => setRemindAll(false)}
        onConfirm={() => sendRemind()}
      >
        {t('momentDetail.remindBody', { count: totals?.unpublished ?? 0 })}
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelOpen}
        title={t('momentDispatch.cancelTitle')}
        danger
        busy={cancel.isPending}
        onClose={() => setCancelOpen(false)}
        onConfirm={() =>
          cancel.mutate(
            { params: { id } },
            {
              onSuccess: () => {
                notifySuccess(t('momentDispatch.cancelled'));
                setCancelOpen(false);
              },
            },
          )
        }
      >
        {t('momentDispatch.cancelBody', { name: moment?.name ?? '' })}
      </ConfirmDialog>
    </PageLayout>
  );
}

/** ?id=<task>: without an id the page says so instead of waiting. */
export function MomentDispatchMomentDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(search.get('id'));
  if (id === undefined) {
    return (
      <MissingRecordPage
        title={t('momentDetail.title')}
        onBack={() => navigate('/moment-dispatch')}
      />
    );
  }
  return <MomentDetailView key={id} id={id} />;
}
