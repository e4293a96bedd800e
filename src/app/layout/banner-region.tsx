import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';

export interface ShellBanner {
  id: string;
  message: string;
  link?: { href: string; label: string };
  /** spec §4: expiry tips can be closed once per session. */
  onClose?: () => void;
}

export const BANNER_LINE_HEIGHT_PX = 36;

/** spec §2: the banner region is 0, 1 or 2 lines high. */
export function bannerLines(count: number): 0 | 1 | 2 {
  return count <= 0 ? 0 : count === 1 ? 1 : 2;
}

export function BannerRegion({ banners }: { banners: readonly ShellBanner[] }) {
  const lines = bannerLines(banners.length);
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
      {banners.slice(0, 2).map((banner) => (
        <Box
          key={banner.id}
          display="flex"
          alignItems="center"
          gap="3"
          h={`${BANNER_LINE_HEIGHT_PX}px`}
          px="4"
          bg="orange.50"
          color="orange.800"
          fontSize="sm"
          borderBottomWidth="1px"
          borderColor="orange.200"
        >
          <Box flex="1" truncate>
            {banner.message}
            {banner.link ? (
              <Box as="span" ms="2" color="blue.600" textDecoration="underline">
                <a href={banner.link.href}>{banner.link.label}</a>
              </Box>
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
      ))}
    </Box>
  );
}
