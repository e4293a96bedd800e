import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';
import { sc } from '../../ui/static-css/class-names';
import { usePlatformBanners } from './platform-banners';

export interface ShellBanner {
  id: string;
  message: string;
  link?: { href: string; label: string };
  /** A button instead of a link (the start-up error's retry, spec §4). */
  action?: { label: string; onClick: () => void };
  /** spec §4: expiry tips can be closed once per session. */
  onClose?: () => void;
  tone?: 'warning' | 'danger';
}

export const BANNER_LINE_HEIGHT_PX = 36;

/** spec §2: the banner region is 0, 1 or 2 lines high. */
export function bannerLines(count: number): 0 | 1 | 2 {
  return count <= 0 ? 0 : count === 1 ? 1 : 2;
}

// Static markup (docs/architecture.md "Styling", issue #39): the region is on every first paint.
function BannerLine({ banner }: { banner: ShellBanner }) {
  return (
    <div
      data-banner={banner.id}
      className={sc('bn-line', banner.tone === 'danger' ? 'bn-danger' : 'bn-warning')}
    >
      <div className={sc('bn-text')}>
        {banner.message}
        {banner.link ? (
          <span className={sc('bn-link')}>
            {banner.link.href.startsWith('/') ? (
              <Link to={banner.link.href}>{banner.link.label}</Link>
            ) : (
              <a href={banner.link.href}>{banner.link.label}</a>
            )}
          </span>
        ) : null}
        {banner.action ? (
          <button
            type="button"
            className={sc('bt-2xs-outline', 'sc-palette-red', 'bn-action')}
            onClick={banner.action.onClick}
          >
            {banner.action.label}
          </button>
        ) : null}
      </div>
      {banner.onClose ? (
        <button
          type="button"
          className={sc('bt-2xs-ghost')}
          aria-label={t('shell.bannerClose')}
          onClick={banner.onClose}
        >
          <CloseIcon size={12} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The shell's banner region: the platform's banners (authorization, expiry, module tips,
 * issue #6) first, then any the shell passes; at most two lines show (spec §2).
 */
export function BannerRegion({ banners }: { banners: readonly ShellBanner[] }) {
  const platform = usePlatformBanners();
  const shown = [...platform, ...banners];
  const lines = bannerLines(shown.length);
  return (
    <div
      role="region"
      aria-label={t('shell.bannerRegion')}
      data-testid="banner-region"
      data-lines={lines}
      className={sc('bn-region')}
      style={{ height: `${lines * BANNER_LINE_HEIGHT_PX}px` }}
    >
      {shown.slice(0, 2).map((banner) => (
        <BannerLine key={banner.id} banner={banner} />
      ))}
    </div>
  );
}
