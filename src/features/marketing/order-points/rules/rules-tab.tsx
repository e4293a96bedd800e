import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { usePointsPlatforms } from '../api/points-platforms-query';
import { RuleCard } from './rule-card';
import { RuleDrawer } from './rule-drawer';
import '../../../../lib/i18n/messages/member-messages';
import '../../../../lib/i18n/messages/page-kit-messages';

/** The 积分规则 tab: one card per linked platform, the rule form in a drawer. */
export function RulesTab() {
  const platforms = usePointsPlatforms();
  const [editing, setEditing] = useState<number | null>(null);
  const rows = platforms.data?.list;
  let body;
  if (!rows && platforms.isError) {
    body = (
      <Box py="12" textAlign="center" color="fg.muted" data-testid="rules-error">
        <Text mb="3">{t('member.rules.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void platforms.refetch()}>
          {t('kit.table.retry')}
        </Button>
      </Box>
    );
  } else if (!rows) {
    body = (
      <Box py="12" textAlign="center" data-testid="rules-loading">
        <Spinner color="blue.500" />
      </Box>
    );
  } else if (rows.length === 0) {
    body = (
      <Box py="12" textAlign="center" color="fg.muted" data-testid="rules-empty">
        {t('member.rules.empty')}
      </Box>
    );
  } else {
    body = (
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
        gap="4"
      >
        {rows.map((row) => (
          <RuleCard
            key={row.platform_type}
            row={row}
            onEdit={() => setEditing(row.platform_type)}
          />
        ))}
      </Box>
    );
  }
  return (
    <Box data-testid="rules-tab">
      {body}
      <RuleDrawer platformType={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
