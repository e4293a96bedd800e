import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { MomentBody } from '../../../../../contract/reach/moment-dispatch';
import { useDirectoryPickerOptions } from '../../../../data/picker-options';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';

/** The confirm step names at most this many employees or departments, then how many more. */
const SHOWN = 10;

function listed(names: readonly string[]): string {
  const head = names.slice(0, SHOWN).join('、');
  return names.length > SHOWN
    ? `${head} ${t('momentForm.confirm.more', { count: names.length - SHOWN })}`
    : head;
}

/**
 * issue #38 item 7: a moment reaches every chosen employee's customers, so the form says who
 * publishes it, how many, who sees it and when, and asks before the task is created.
 */
export function MomentConfirmDialog(props: {
  pending: MomentBody | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const directory = useDirectoryPickerOptions();
  const { pending } = props;
  const scope = pending?.sender_scope;
  const employees = directory.data?.employees ?? [];
  const departments = directory.data?.departments ?? [];
  const nameOf = (rows: readonly { id: number; name: string }[], id: number) =>
    rows.find((row) => row.id === id)?.name ?? String(id);
  const senders =
    !scope || scope.kind === 'all'
      ? t('momentForm.confirm.allEmployees', { count: employees.length })
      : scope.kind === 'employees'
        ? t('momentForm.confirm.employees', {
            count: scope.ids.length,
            names: listed(scope.ids.map((id) => nameOf(employees, id))),
          })
        : t('momentForm.confirm.departments', {
            count: scope.ids.length,
            names: listed(scope.ids.map((id) => nameOf(departments, id))),
          });
  const tags = pending?.visible_tag_ids.length ?? 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('momentForm.confirm.title')}
      busy={props.busy}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      confirmLabel={t('momentForm.confirm.ok')}
    >
      <Box display="flex" flexDirection="column" gap="2" data-testid="moment-confirm">
        <Text fontSize="sm" data-testid="moment-confirm-senders">
          {senders}
        </Text>
        <Text fontSize="sm">
          {tags > 0
            ? t('momentForm.confirm.visibleTags', { count: tags })
            : t('momentForm.confirm.visibleAll')}
        </Text>
        <Text fontSize="sm">
          {pending?.send_type === 'scheduled'
            ? t('momentForm.confirm.at', {
                at: formatDateTime(pending.send_at ?? ''),
                end: formatDateTime(pending.end_at),
              })
            : t('momentForm.confirm.now', { end: formatDateTime(pending?.end_at ?? '') })}
        </Text>
      </Box>
    </ConfirmDialog>
  );
}
