// /marketing: a lottery / check-in campaign's game in its detail — players, plays and winners,
// each prize's stock left, the 沙箱模拟 (play the landing page as a seeded customer), and the
// entries (plays with redemption, or check-in progress per customer).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { CampaignRow } from '../../../../../contract/marketing/marketing';
import { gameConfig, gameSandbox } from '../../../../../contract/marketing/marketing-game';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { t } from '../../../../lib/i18n/translate';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { CheckInTable } from './check-in-table';
import { PlaysTable } from './plays-table';
import { PrizeStock } from './prize-stock';

export function GamePanel(props: { campaign: CampaignRow }) {
  const { campaign } = props;
  const game = useEndpointQuery(gameConfig, { params: { id: campaign.id } });
  const sandbox = useEndpointMutation(gameSandbox, { invalidates: [] });
  const data = game.data;
  if (game.isPending) return null;
  if (!data)
    return (
      <Text color="fg.muted" fontSize="sm">
        {game.isError ? game.error.message : t('marketing.game.none')}
      </Text>
    );
  const lottery = campaign.type === 'lottery';
  const link = sandbox.data;
  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="game-panel">
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3">
        <StatCard label={t('marketing.game.players')} value={data.players} testId="game-players" />
        <StatCard
          label={t('marketing.game.plays')}
          value={data.plays}
          tone="purple"
          testId="game-plays"
        />
        <StatCard
          label={lottery ? t('marketing.game.winners') : t('marketing.game.rewarded')}
          value={data.winners}
          tone="green"
          testId="game-winners"
        />
      </Box>
      <Box bg="orange.50" borderRadius="md" p="3" display="flex" flexDirection="column" gap="2">
        <Text fontSize="sm">{t('marketing.game.sandboxHelp')}</Text>
        <Box display="flex" gap="3" alignItems="center" flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="orange"
            loading={sandbox.isPending}
            data-testid="game-sandbox"
            onClick={() => sandbox.mutate({ params: { id: campaign.id }, body: {} })}
          >
            {link ? t('marketing.game.sandboxAgain') : t('marketing.game.sandbox')}
          </Button>
          {link && (
            <Link
              href={link.url}
              target="_blank"
              rel="noopener"
              color="blue.700"
              fontSize="sm"
              textDecoration="underline"
              data-testid="game-sandbox-link"
            >
              {t('marketing.game.sandboxOpen', { name: link.customer_name })}
            </Link>
          )}
        </Box>
      </Box>
      {lottery && <PrizeStock prizes={data.prizes} />}
      {lottery ? (
        <PlaysTable campaignId={campaign.id} />
      ) : (
        <CheckInTable campaignId={campaign.id} />
      )}
    </Box>
  );
}
