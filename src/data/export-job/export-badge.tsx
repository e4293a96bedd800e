// issue #14 "The header shows a badge when an export the user started finishes": a link to
// /export-log with the number of finished exports not yet seen there (checked every 15 s).
import { Link } from 'react-router-dom';
import { exportUnseen } from '../../../contract/setting/export-log-routes';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';
import { useEndpointQuery } from '../endpoint-hooks';
import '../../lib/i18n/messages/setting-export-log-messages';

/** A tray with an arrow: the badge's short form on a phone (drawn inline: no icon chunk). */
function ExportIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2v8M4.5 6.5 8 10l3.5-3.5M2.5 11v2.5h11V11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One line at every width: 导出记录 N from 480 px, the icon and N below (at 390 px the words
 * wrapped to two lines and squeezed the tenant name to one character). Its name starts with
 * what it shows (WCAG 2.5.3 label in name, axe `label-content-name-mismatch`; issue #38): a
 * speech user says "导出记录 1" and reaches it; the rest tells a screen reader what N counts.
 * Static markup (issue #39, docs/architecture.md "Styling"): it shows in the header of every page.
 */
export function ExportBadge() {
  const unseen = useEndpointQuery(exportUnseen, {}, { refetchInterval: 15_000 });
  const count = unseen.data?.count ?? 0;
  if (count === 0) return null;
  const label = t('exportLog.badgeLabel', { title: t('exportLog.title'), count });
  return (
    <Link
      to="/export-log"
      aria-label={label}
      title={label}
      data-testid="export-badge"
      style={{ flexShrink: 0 }}
    >
      <span className={sc('hd-badge')}>
        <span className={sc('hd-badge-icon')}>
          <ExportIcon />
        </span>
        <span className={sc('hd-badge-text')}>{t('exportLog.title')}</span>
        <span>{count}</span>
      </span>
    </Link>
  );
}
