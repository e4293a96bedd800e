import { Box } from '@chakra-ui/react/box';
import { Link } from 'react-router-dom';
import { routeTitle } from '../../../lib/i18n/route-title';
import { t } from '../../../lib/i18n/translate';
import type { ShortcutGroup } from './home-shortcuts';

/** One permitted area on the home page, its pages as links. */
export function ShortcutCard({ group }: { group: ShortcutGroup }) {
  const title = group.area === 'setup' ? t('index.setupTitle') : t(`area.${group.area}`);
  return (
    <Box
      as="section"
      aria-label={title}
      data-shortcut-area={group.area}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Box display="flex" justifyContent="space-between" alignItems="baseline" mb="3">
        <Box as="h3" fontWeight="semibold">
          {title}
        </Box>
        <Box fontSize="xs" color="gray.500">
          {t('index.areaCount', { count: group.entries.length })}
        </Box>
      </Box>
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1.5">
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} style={{ color: '#1d4ed8', fontSize: 14 }}>
              {routeTitle(entry)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
