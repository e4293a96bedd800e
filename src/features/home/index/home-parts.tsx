import { Suspense, useState } from 'react';
import { t } from '../../../lib/i18n/translate';
import { useOnDemand } from '../../../ui/deferred-mount/use-on-demand';
import { sc } from '../../../ui/static-css/class-names';
import { lazyIsland, loadChakra } from '../../../ui/theme/chakra-island';

// issue #39 (docs/architecture.md "Styling" point 5): /index loads nothing of Chakra until the
// user shows intent to use a Chakra part. Its card actions are static buttons (Chakra's xs
// ghost Button as classes, with its busy spinner), and 全部公告's dialog is an island loaded on a
// pointer or focus on 查看全部 and mounted open by its first press, as the header's 切换企业.

/** 重新检测 / 不再显示: a small button that shows a spinner over its label while it works. */
export function CardAction(props: {
  label: string;
  loading: boolean;
  onClick: () => void;
  palette?: 'blue';
}) {
  return (
    <button
      type="button"
      className={sc('bt-xs-ghost', props.palette === 'blue' && 'sc-palette-blue')}
      disabled={props.loading}
      aria-busy={props.loading || undefined}
      data-loading={props.loading ? '' : undefined}
      onClick={props.onClick}
    >
      {props.loading ? (
        <>
          <span className={sc('bt-busy-center')} aria-hidden="true">
            <span className={sc('bt-busy-spinner')} />
          </span>
          <span className={sc('bt-busy-label')}>{props.label}</span>
        </>
      ) : (
        props.label
      )}
    </button>
  );
}

const loadNoticeList = () => import('../../../data/notices/notice-list-dialog');
const NoticeListDialog = lazyIsland(() =>
  loadNoticeList().then((module) => module.NoticeListDialog),
);
const loadNoticeListIsland = () => Promise.all([loadNoticeList(), loadChakra()]);

/** 查看全部: the whole paged list of notices in a dialog. */
export function AllNotices() {
  const [open, setOpen] = useState(false);
  const { press, triggerProps } = useOnDemand(loadNoticeListIsland);
  return (
    <>
      <button
        type="button"
        className={sc('bt-xs-ghost', 'sc-palette-blue')}
        aria-haspopup="dialog"
        data-testid="home-all-notices"
        {...triggerProps}
        onClick={(event) => {
          triggerProps.onClick(event);
          setOpen(true);
        }}
      >
        {t('home.allNotices')}
      </button>
      {press ? (
        <Suspense fallback={null}>
          <NoticeListDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The area shortcuts' search field: Chakra's Input look as a static class (input-styles.ts). */
export function HomeSearch(props: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="search"
      className={sc('hp-search')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      placeholder={t('index.searchPlaceholder')}
      aria-label={t('index.searchPlaceholder')}
      data-testid="home-search"
    />
  );
}
