import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FissionTaskDetail } from '../../../../contract/acquiring/fission-add-fans';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { QrLinkDialog } from '../../../ui/qr-link/qr-link-dialog';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../ui/trend-chart/lazy-trend-chart';
import { useFissionStatistics, useSimulateScan } from './api/fission-api';
import { FissionParticipants } from './fission-participants';
import { FissionStatusBadge } from './fission-status';

/** issue #16 a task's data: figures, per-day trend, leaderboard, participants, sandbox. */
export function FissionDetail(props: { task: FissionTaskDetail; onBack: () => void }) {
  const { task } = props;
  const stats = useFissionStatistics(task.id);
  const scan = useSimulateScan();
  const [poster, setPoster] = useState(false);
  const data = stats.data;
  const trend = data?.trend ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="fission-detail">
      <PageSection>
        <Box display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
          <Box>
            <Box display="flex" alignItems="center" gap="2">
              <Text fontSize="lg" fontWeight="semibold">
                {task.name}
              </Text>
              <FissionStatusBadge status={task.status} />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {task.start_date} ~ {task.end_date} ·{' '}
              {task.stages
                .map((stage) =>
                  t('fission.goalLine', { n: stage.invites, reward: stage.reward_name }),
                )
                .join('；')}
            </Text>
          </Box>
          <Box display="flex" gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setPoster(true)}>
              {t('fission.detail.poster')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="blue"
              disabled={task.status !== 2 || scan.isPending}
              data-testid="fission-simulate-root"
              onClick={() =>
                scan.mutate(
                  { params: { id: task.id }, body: {} },
                  {
                    onSuccess: (result) =>
                      notifySuccess(`${result.participant?.name ?? ''} ${result.message}`),
                  },
                )
              }
            >
              {t('fission.detail.simulateRoot')}
            </Button>
            <Button size="sm" variant="outline" onClick={props.onBack}>
              {t('fission.detail.back')}
            </Button>
          </Box>
        </Box>
      </PageSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' }}
        gap="3"
      >
        <StatCard
          label={t('fission.stat.participants')}
          value={data?.participants ?? 0}
          testId="fission-stat-participants"
        />
        <StatCard
          label={t('fission.stat.valid')}
          value={data?.valid ?? 0}
          tone="green"
          testId="fission-stat-valid"
        />
        <StatCard
          label={t('fission.stat.newFriends')}
          value={data?.new_friends ?? 0}
          tone="purple"
        />
        <StatCard label={t('fission.stat.lost')} value={data?.lost ?? 0} tone="red" />
        <StatCard label={t('fission.stat.notNew')} value={data?.not_new ?? 0} tone="gray" />
        <StatCard
          label={t('fission.stat.completions')}
          value={data?.completions ?? 0}
          tone="orange"
          hint={t('fission.stat.rewards', {
            pending: data?.rewards_pending ?? 0,
            granted: data?.rewards_granted ?? 0,
          })}
        />
      </Box>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
        <PageSection>
          <LazyTrendChart
            title={t('fission.detail.trend')}
            labels={trend.map((row) => row.day.slice(5))}
            series={[
              {
                key: 'participants',
                name: t('fission.stat.participants'),
                color: '#1d5fd6',
                values: trend.map((row) => row.participants),
              },
              {
                key: 'valid',
                name: t('fission.stat.valid'),
                color: '#07883f',
                values: trend.map((row) => row.valid),
              },
              {
                key: 'lost',
                name: t('fission.stat.lost'),
                color: '#c9302c',
                values: trend.map((row) => row.lost),
              },
            ]}
          />
        </PageSection>
        <PageSection title={t('fission.detail.leaderboard')}>
          <Box display="flex" gap="2" flexWrap="wrap" mb="3">
            {(data?.stage_counts ?? []).map((n, index) => (
              <Text
                key={index}
                fontSize="sm"
                bg="green.50"
                color="green.800"
                px="2"
                py="1"
                borderRadius="md"
              >
                {t('fission.detail.stageCount', { stage: index + 1, n })}
              </Text>
            ))}
          </Box>
          <SimpleTable
            label={t('fission.detail.leaderboard')}
            testId="fission-leaderboard"
            rows={(data?.leaderboard ?? []).map((row, index) => ({ ...row, rank: index + 1 }))}
            columns={[
              { key: 'rank', title: t('fission.detail.rank'), render: (row) => row.rank },
              { key: 'name', title: t('fission.p.name'), render: (row) => row.name },
              {
                key: 'valid',
                title: t('fission.p.valid'),
                align: 'end',
                render: (row) => row.valid,
              },
            ]}
          />
        </PageSection>
      </Box>
      <PageSection title={t('fission.detail.participants')}>
        <FissionParticipants task={task} />
      </PageSection>
      <QrLinkDialog
        target={poster ? { name: task.name, path: task.poster_path } : null}
        title={t('fission.detail.poster')}
        hint={t('fission.detail.posterHint')}
        onClose={() => setPoster(false)}
      />
    </Box>
  );
}
