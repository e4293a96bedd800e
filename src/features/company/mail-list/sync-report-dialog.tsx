import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { DirectorySyncReport, SyncChange } from '../../../../contract/company/mail-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import '../../../lib/i18n/messages/company-messages';
import '../../../lib/i18n/messages/page-kit-messages';

function ChangeList({ title, change }: { title: string; change: SyncChange }) {
  const parts = [
    ['mailList.syncAdded', change.added, 'green.600'],
    ['mailList.syncUpdated', change.updated, 'blue.600'],
    ['mailList.syncRemoved', change.removed, 'red.600'],
  ] as const;
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {title}
      </Text>
      {parts.map(([key, names, color]) =>
        names.length === 0 ? null : (
          <Text key={key} fontSize="sm" color={color}>
            {t(key, { count: names.length })}：{names.join('、')}
          </Text>
        ),
      )}
    </Box>
  );
}

/** issue #9 "sync from platform": what the sync added, changed and removed, by name. */
export function SyncReportDialog({
  report,
  onClose,
}: {
  report: DirectorySyncReport | null;
  onClose: () => void;
}) {
  const changed =
    report &&
    [report.departments, report.employees].some(
      (change) => change.added.length + change.updated.length + change.removed.length > 0,
    );
  return (
    <AppDialog
      open={report !== null}
      onClose={onClose}
      title={t('mailList.syncTitle')}
      closeLabel={t('common.close')}
      footer={
        <Button size="sm" colorPalette="blue" onClick={onClose}>
          {t('kit.confirm.ok')}
        </Button>
      }
    >
      {report ? (
        <Box display="flex" flexDirection="column" gap="3" data-testid="sync-report">
          <Text fontSize="xs" color="fg.muted">
            {t('mailList.syncAt', { time: formatDateTime(report.synced_at) })}
          </Text>
          {changed ? (
            <>
              <ChangeList title={t('mailList.syncDepartments')} change={report.departments} />
              <ChangeList title={t('mailList.syncEmployees')} change={report.employees} />
            </>
          ) : (
            <Text fontSize="sm">{t('mailList.syncNothing')}</Text>
          )}
        </Box>
      ) : null}
    </AppDialog>
  );
}
