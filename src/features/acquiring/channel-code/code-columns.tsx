import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  MenuContent,
  MenuItem,
  MenuPositioner,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@chakra-ui/react/menu';
import { Text } from '@chakra-ui/react/text';
import type { ChannelCodeRow, NamedRef } from '../../../../contract/acquiring/channel-code';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { QrCodeCard } from '../../../ui/qr-code/qr-code-card';
import { scanUrl } from './scan-url';
import '../../../lib/i18n/messages/acquiring-messages';

export type CodeAction = 'edit' | 'stats' | 'copy' | 'preview' | 'delete';

function Names({
  people,
  highlight,
}: {
  people: readonly NamedRef[];
  highlight?: ReadonlySet<number>;
}) {
  if (people.length === 0) return <Text color="fg.subtle">-</Text>;
  return (
    <Box display="flex" flexWrap="wrap" gap="1" minW="28" maxW="40">
      {people.slice(0, 4).map((person) => (
        <Badge
          key={person.id}
          variant={highlight?.has(person.id) ? 'solid' : 'subtle'}
          colorPalette={highlight?.has(person.id) ? 'green' : 'gray'}
          title={highlight?.has(person.id) ? t('channel.onDuty') : undefined}
        >
          {person.name}
        </Badge>
      ))}
      {people.length > 4 ? <Badge variant="outline">+{people.length - 4}</Badge> : null}
    </Box>
  );
}

export function codeColumns(
  onAction: (row: ChannelCodeRow, action: CodeAction) => void,
  /** issue #41: why 删除 is off ('' when the user holds the delete right, `useCan`). */
  deleteRefusal = '',
): DataColumn<ChannelCodeRow>[] {
  return [
    {
      key: 'code',
      title: t('channel.col.code'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="3" minW="48">
          <QrCodeCard
            value={scanUrl(row.scan_path)}
            name={row.name}
            size="48px"
            onOpen={() => onAction(row, 'preview')}
            openLabel={t('channel.qrPreview', { name: row.name })}
          />
          <Box minW="0">
            <Text fontWeight="medium" truncate maxW="40" data-testid="code-name" title={row.name}>
              {row.name}
            </Text>
            <Text fontSize="xs" color="fg.subtle" truncate maxW="32" title={row.state}>
              {row.state}
            </Text>
          </Box>
        </Box>
      ),
    },
    { key: 'group', title: t('channel.col.group'), render: (row) => row.group.name },
    {
      key: 'employees',
      title: t('channel.col.employees'),
      render: (row) => (
        <Box display="flex" flexDirection="column" gap="1">
          <Names
            people={row.employees}
            highlight={new Set(row.on_duty.map((person) => person.id))}
          />
          {row.on_duty.length === 0 ? (
            <Text fontSize="xs" color="orange.600">
              {t('channel.noneOnDuty')}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'backups',
      title: t('channel.col.backups'),
      render: (row) => <Names people={row.backup_employees} />,
    },
    {
      key: 'tags',
      title: t('channel.col.tags'),
      render: (row) =>
        row.tags.length === 0 ? (
          '-'
        ) : (
          <Box display="flex" flexWrap="wrap" gap="1" maxW="48">
            {row.tags.map((tag) => (
              <Badge key={tag.id} colorPalette="teal" variant="subtle">
                {tag.name}
              </Badge>
            ))}
          </Box>
        ),
    },
    {
      key: 'adds',
      title: t('channel.col.adds'),
      align: 'end',
      render: (row) => (
        <Text fontWeight="medium" data-testid="code-adds">
          {formatNumber(row.add_count)}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      title: t('channel.col.createdAt'),
      render: (row) => {
        const [date, time] = formatDateTime(row.created_at).split(' ');
        return (
          <Box whiteSpace="nowrap">
            <Text>{date}</Text>
            <Text fontSize="xs" color="fg.subtle">
              {time}
            </Text>
          </Box>
        );
      },
    },
    {
      key: 'actions',
      title: t('channel.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="1" whiteSpace="nowrap">
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="1"
            onClick={() => onAction(row, 'edit')}
          >
            {t('channel.action.edit')}
          </Button>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="1"
            onClick={() => onAction(row, 'stats')}
            data-testid="code-stats"
          >
            {t('channel.action.stats')}
          </Button>
          {/* issue #13: fixed positioning, so the table's scroll box cannot clip the menu. */}
          <MenuRoot
            positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
            onSelect={({ value }) => onAction(row, value as CodeAction)}
          >
            <MenuTrigger asChild>
              <Button
                size="xs"
                variant="plain"
                colorPalette="blue"
                px="1"
                aria-label={t('channel.action.more')}
              >
                ···
              </Button>
            </MenuTrigger>
            <MenuPositioner>
              <MenuContent minW="28">
                <MenuItem value="preview">{t('channel.action.download')}</MenuItem>
                <MenuItem value="copy">{t('channel.action.copy')}</MenuItem>
                <MenuSeparator />
                <MenuItem
                  value="delete"
                  color="red.600"
                  disabled={Boolean(deleteRefusal)}
                  title={deleteRefusal || undefined}
                >
                  {t('channel.action.delete')}
                </MenuItem>
              </MenuContent>
            </MenuPositioner>
          </MenuRoot>
        </Box>
      ),
    },
  ];
}
