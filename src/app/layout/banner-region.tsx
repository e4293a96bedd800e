import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';
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

const TONES = {
  warning: { bg: 'orange.50', color: 'orange.800', border: 'orange.200' },
  danger: { bg: 'red.50', color: 'red.800', border: 'red.200' },
} as const;

function BannerLine({ banner }: { banner: ShellBanner }) {
  const tone = TONES[banner.tone ?? 'warning'];
  return (
    <Box
      data-banner={banner.id}
      display="flex"
      alignItems="center"
      gap="3"
      h={`${BANNER_LINE_HEIGHT_PX}px`}
      px="4"
      bg={tone.bg}
      color={tone.color}
      fontSize="sm"
      borderBottomWidth="1px"
      borderColor={tone.border}
    >
      <Box flex="1" truncate>
        {banner.message}
        {banner.link ? (
          <Box as="span" ms="2" color="blue.600" textDecoration="underline">
            {banner.link.href.startsWith('/') ? (
              <Link to={banner.link.href}>{banner.link.label}</Link>
            ) : (
              <a href={banner.link.href}>{banner.link.label}</a>
            )}
          </Box>
        ) : null}
        {banner.action ? (
          <Button
            size="2xs"
            variant="outline"
            ms="3"
            colorPalette="red"
            onClick={banner.action.onClick}
          >
            {banner.action.label}
          </Button>
        ) : null}
      </Box>
      {banner.onClose ? (
        <Button
          size="2xs"
          variant="ghost"
          aria-label={t('shell.bannerClose')}
          onClick={banner.onClose}
        >
          <CloseIcon size={12} />
        </Button>
      ) : null}
    </Box>
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
    <Box
      role="region"
      aria-label={t('shell.bannerRegion')}
      data-testid="banner-region"
      data-lines={lines}
      h={`${lines * BANNER_LINE_HEIGHT_PX}px`}
      overflow="hidden"
      flexShrink={0}
    >
      {shown.slice(0, 2).map((banner) => (
        <BannerLine key={banner.id} banner={banner} />
      ))}
    </Box>
  );
}
