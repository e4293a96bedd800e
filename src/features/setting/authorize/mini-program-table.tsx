import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MiniProgram } from '../../../../contract/setting/authorize-mini-program';
import { BIND_STATUS_TITLES } from '../../../../contract/setting/authorize-mini-program';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { miniProgramQueryOptions, setMiniProgramBinding } from './api/records-queries';
import '../../../lib/i18n/messages/settings-messages';

const BIND_PALETTE = { 0: 'gray', 1: 'green', 2: 'red' } as const;

/** spec §3 mini programs: listed and bound under /authorize, ready for short chains. */
export function MiniProgramTable({ canEdit }: { canEdit: boolean }) {
  const list = useQuery(miniProgramQueryOptions);
  const queryClient = useQueryClient();
  const [unbinding, setUnbinding] = useState<MiniProgram | null>(null);
  const binding = useMutation({
    mutationFn: ({ id, bind }: { id: number; bind: boolean }) => setMiniProgramBinding(id, bind),
    onSuccess: async (program) => {
      notifySuccess(
        program.bind_status === 1 ? t('settings.mini.bound') : t('settings.mini.unbound'),
      );
      setUnbinding(null);
      await queryClient.invalidateQueries({ queryKey: miniProgramQueryOptions.queryKey });
    },
  });

  const columns: DataColumn<MiniProgram>[] = [
    {
      key: 'name',
      title: t('settings.mini.name'),
      render: (program) => (
        <Box display="flex" alignItems="center" gap="3">
          <Box
            w="8"
            h="8"
            borderRadius="md"
            bg="green.500"
            color="white"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="sm"
            aria-hidden="true"
          >
            {program.nick_name.slice(0, 1)}
          </Box>
          <Box>
            <Text fontWeight="medium">{program.nick_name}</Text>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {program.authorization_appid}
            </Text>
          </Box>
        </Box>
      ),
    },
    {
      key: 'function',
      title: t('settings.mini.function'),
      render: (program) => program.applet_function || '-',
    },
    {
      key: 'authorizer',
      title: t('settings.mini.authorizer'),
      render: (program) =>
        program.authorizer_status === 1 ? (
          t('settings.mini.authorized')
        ) : (
          <Text as="span" color="red.600">
            {t('settings.mini.cancelled')}
          </Text>
        ),
    },
    {
      key: 'bind',
      title: t('settings.mini.bindStatus'),
      render: (program) => (
        <Badge colorPalette={BIND_PALETTE[program.bind_status]} variant="subtle">
          {BIND_STATUS_TITLES[program.bind_status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: t('settings.common.actions'),
      width: '120px',
      render: (program) =>
        program.bind_status === 1 ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!canEdit}
            onClick={() => setUnbinding(program)}
          >
            {t('settings.mini.unbind')}
          </Button>
        ) : (
          <Button
            size="xs"
            colorPalette="blue"
            disabled={!canEdit || program.authorizer_status !== 1}
            loading={binding.isPending && binding.variables.id === program.id}
            onClick={() => binding.mutate({ id: program.id, bind: true })}
          >
            {t('settings.mini.bind')}
          </Button>
        ),
    },
  ];

  return (
    <PageSection title={t('settings.mini.title')} testId="mini-programs">
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('settings.mini.hint')}
      </Text>
      <DataTable
        label={t('settings.mini.title')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(program) => program.id}
        total={list.data?.total ?? 0}
        page={1}
        pageSize={Math.max(20, list.data?.total ?? 0)}
        onPageChange={() => undefined}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('settings.mini.empty')}
      />
      <ConfirmDialog
        open={unbinding !== null}
        title={t('settings.mini.unbindTitle')}
        danger
        busy={binding.isPending}
        confirmLabel={t('settings.mini.unbind')}
        onClose={() => setUnbinding(null)}
        onConfirm={() => unbinding && binding.mutate({ id: unbinding.id, bind: false })}
      >
        {t('settings.mini.unbindBody', { name: unbinding?.nick_name ?? '' })}
      </ConfirmDialog>
    </PageSection>
  );
}
