import type { ChannelCodeRow, NamedRef } from '../../../../contract/acquiring/channel-code';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { NumberCell } from '../../../ui/data-table/cells/figure-cells';
import { RowAction, RowActions } from '../../../ui/data-table/cells/row-actions';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { OnDemandMenu } from '../../../ui/on-demand-menu/on-demand-menu';
import { QrThumb } from '../../../ui/qr-code/qr-thumb';
import { sc } from '../../../ui/static-css/class-names';
import { publicUrl } from '../../../ui/qr-link/public-url';
import '../../../lib/i18n/messages/acquiring-messages';
import '../../../lib/i18n/messages/page-kit-messages';

// docs/architecture.md "Styling" (issue #39): the cells are plain elements and the list kit's
// cell blocks; the only Chakra part of a row is its ··· menu, an island mounted on the first
// press of its static trigger (OnDemandMenu), whose items mount on open.

export type CodeAction = 'edit' | 'stats' | 'copy' | 'preview' | 'delete';

/** What a row's triggers load on intent: the QR dialog, and what the ··· menu's items open. */
export interface CodeIntent {
  qr: () => void;
  menu: () => Promise<unknown>;
}

function Names({
  people,
  highlight,
}: {
  people: readonly NamedRef[];
  highlight?: ReadonlySet<number>;
}) {
  if (people.length === 0) return <p className={sc('sc-subtle')}>-</p>;
  return (
    <div className={sc('sc-names')}>
      {people.slice(0, 4).map((person) => (
        <StatusBadge
          key={person.id}
          variant={highlight?.has(person.id) ? 'solid' : 'subtle'}
          palette={highlight?.has(person.id) ? 'green' : 'gray'}
          title={highlight?.has(person.id) ? t('channel.onDuty') : undefined}
        >
          {person.name}
        </StatusBadge>
      ))}
      {people.length > 4 ? <StatusBadge variant="outline">+{people.length - 4}</StatusBadge> : null}
    </div>
  );
}

export function codeColumns(
  onAction: (row: ChannelCodeRow, action: CodeAction) => void,
  /** issue #41: why 删除 is off ('' when the user holds the delete right, `useCan`). */
  deleteRefusal = '',
  intent?: CodeIntent,
): DataColumn<ChannelCodeRow>[] {
  return [
    {
      key: 'code',
      title: t('channel.col.code'),
      hideable: false,
      render: (row) => (
        <div className={sc('sc-thumb-cell')}>
          <QrThumb
            value={publicUrl(row.scan_path)}
            alt={t('kit.qr.alt', { name: row.name })}
            onOpen={() => onAction(row, 'preview')}
            onIntent={intent?.qr}
            openLabel={t('channel.qrPreview', { name: row.name })}
          />
          <div className={sc('sc-person-text')}>
            <p className={sc('sc-person-name')} data-testid="code-name" title={row.name}>
              {row.name}
            </p>
            <p
              className={sc('sc-xs', 'sc-subtle', 'sc-truncate', 'sc-truncate-narrow')}
              title={row.state}
            >
              {row.state}
            </p>
          </div>
        </div>
      ),
    },
    { key: 'group', title: t('channel.col.group'), render: (row) => row.group.name },
    {
      key: 'employees',
      title: t('channel.col.employees'),
      render: (row) => (
        <div className={sc('sc-stack')}>
          <Names
            people={row.employees}
            highlight={new Set(row.on_duty.map((person) => person.id))}
          />
          {row.on_duty.length === 0 ? (
            <p className={sc('sc-xs', 'sc-fg-orange')}>{t('channel.noneOnDuty')}</p>
          ) : null}
        </div>
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
          <div className={sc('sc-chips', 'sc-chips-narrow')}>
            {row.tags.map((tag) => (
              <StatusBadge key={tag.id} palette="teal">
                {tag.name}
              </StatusBadge>
            ))}
          </div>
        ),
    },
    {
      key: 'adds',
      title: t('channel.col.adds'),
      align: 'end',
      render: (row) => (
        <p className={sc('sc-strong')} data-testid="code-adds">
          <NumberCell value={row.add_count} />
        </p>
      ),
    },
    {
      key: 'createdAt',
      title: t('channel.col.createdAt'),
      render: (row) => {
        const [date, time] = formatDateTime(row.created_at).split(' ');
        return (
          <div className={sc('sc-nowrap')}>
            <p>{date}</p>
            <p className={sc('sc-xs', 'sc-subtle')}>{time}</p>
          </div>
        );
      },
    },
    {
      key: 'actions',
      title: t('channel.col.actions'),
      hideable: false,
      render: (row) => (
        <RowActions>
          <RowAction onClick={() => onAction(row, 'edit')}>{t('channel.action.edit')}</RowAction>
          <RowAction onClick={() => onAction(row, 'stats')} testId="code-stats">
            {t('channel.action.stats')}
          </RowAction>
          {/* issue #13: fixed positioning, so the table's scroll box cannot clip the menu. */}
          <OnDemandMenu
            label={t('channel.action.more')}
            triggerClassName={sc('sc-action')}
            fixed
            minWidth="28"
            preload={intent?.menu}
            onSelect={(value) => onAction(row, value as CodeAction)}
            items={[
              { value: 'preview', label: t('channel.action.download') },
              { value: 'copy', label: t('channel.action.copy') },
              {
                value: 'delete',
                label: t('channel.action.delete'),
                danger: true,
                separated: true,
                disabled: Boolean(deleteRefusal),
                title: deleteRefusal || undefined,
              },
            ]}
          />
        </RowActions>
      ),
    },
  ];
}
