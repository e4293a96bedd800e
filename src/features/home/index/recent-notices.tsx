import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { noticePageQueryOptions } from '../../../data/notices/notice-page-query';
import { sc } from '../../../ui/static-css/class-names';
import { HomeCard } from './home-card';
import { AllNotices } from './home-parts';

const RECENT = 5;

/** /index recent notices: the newest five, and the whole paged list in a dialog. */
export function RecentNotices() {
  const recent = useQuery(noticePageQueryOptions(1, RECENT));
  const list = recent.data?.list ?? [];
  return (
    <HomeCard title={t('home.notices')} testId="home-notices" extra={<AllNotices />}>
      {list.length === 0 ? (
        <p className={sc('rn-empty')}>
          {recent.isPending
            ? t('common.loading')
            : recent.isError
              ? t('home.loadFailed')
              : t('platform.notice.empty')}
        </p>
      ) : (
        <ul className={sc('rn-list')}>
          {list.map((notice) => (
            <li key={notice.id} className={sc('rn-item')}>
              <div className={sc('rn-line')}>
                {notice.is_read ? null : (
                  <div className={sc('rn-dot')} aria-label={t('platform.notice.unread')} />
                )}
                <p className={sc('rn-title')} title={notice.remark}>
                  {notice.title}
                </p>
              </div>
              <p className={sc('rn-date')}>{formatDateTime(notice.publish_time).slice(0, 10)}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
