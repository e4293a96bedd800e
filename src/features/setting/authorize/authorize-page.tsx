import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { useQuery } from '@tanstack/react-query';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { APP_MODE_TITLES, APP_MODES } from '../../../../contract/platform';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../ui/status-page';
import {
  businessInfoQueryOptions,
  corpInfoQueryOptions,
  customAppQueryOptions,
  grantStepQueryOptions,
  ownAppConfigQueryOptions,
  ownAuthDetailQueryOptions,
  thirdAppQueryOptions,
  thirdAuthDetailQueryOptions,
} from './api/authorize-queries';
import { useCanEdit } from '../../../data/menu/menu-codes-query';
import { AuthCheckCard } from './auth-check-card';
import { AuthStatusCard } from './auth-status-card';
import { GrantPanel } from './grant-panel';
import { GrantStepsCard } from './grant-steps-card';
import { MiniProgramTable } from './mini-program-table';
import { OperateRecordTable } from './operate-record-table';
import { OwnAppForm } from './own-app-form';
import { WecomSignInCard } from './wecom-sign-in-card';
import { WecomSyncCard } from './wecom-sync-card';
import { ServiceCard } from './service-card';
import { useAuthCodeReturn } from './use-auth-code-return';
import '../../../lib/i18n/messages/settings-messages';

const TABS = ['status', 'service', 'mini', 'records'] as const;
type Tab = (typeof TABS)[number];

/** spec §2 /authorize: the app's authorization, licences and service, logo, mini programs. */
export function AuthorizePage() {
  const processing = useAuthCodeReturn();
  const canEdit = useCanEdit('/authorize');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Where the consent page sends the operator back (base path and hash history included).
  const redirectUri = new URL(useHref('/authorize'), window.location.href).href;
  const business = useQuery(businessInfoQueryOptions);
  const appMode = business.data?.app_mode;
  const third = appMode === APP_MODES.thirdParty;
  const detail = useQuery({
    ...(third ? thirdAuthDetailQueryOptions : ownAuthDetailQueryOptions),
    enabled: appMode !== undefined,
  });
  const steps = useQuery(grantStepQueryOptions);
  const config = useQuery({
    ...ownAppConfigQueryOptions,
    enabled: appMode === APP_MODES.selfBuilt,
  });
  const corpApp = useQuery({
    ...(third ? thirdAppQueryOptions : customAppQueryOptions),
    enabled: appMode !== undefined && appMode !== APP_MODES.selfBuilt,
  });
  const corp = useQuery(corpInfoQueryOptions);
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'status';

  if (processing) {
    return (
      <StatusPage
        testId="authorize-processing"
        title={t('settings.authorize.processing')}
        description={<Spinner color="blue.500" />}
      />
    );
  }
  if (business.isError) {
    return (
      <StatusPage
        title={t('settings.common.loadFailed')}
        actions={
          <Button colorPalette="blue" onClick={() => void business.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!business.data || appMode === undefined) {
    return (
      <Box p="10" display="flex" justifyContent="center">
        <Spinner color="blue.500" />
      </Box>
    );
  }

  return (
    <PageLayout
      title={t('settings.authorize.title')}
      description={t('settings.authorize.description')}
      testId="authorize-page"
      actions={
        <Badge colorPalette="blue" size="lg" variant="subtle">
          {APP_MODE_TITLES[appMode]}
        </Badge>
      }
    >
      <TabsRoot
        value={tab}
        onValueChange={(details) =>
          navigate(details.value === 'status' ? '/authorize' : `/authorize?tab=${details.value}`, {
            replace: true,
          })
        }
        variant="line"
        lazyMount
      >
        <TabsList bg="white" borderRadius="lg" px="3" borderWidth="1px">
          <TabsTrigger value="status">{t('settings.authorize.tabStatus')}</TabsTrigger>
          <TabsTrigger value="service">{t('settings.authorize.tabService')}</TabsTrigger>
          <TabsTrigger value="mini">{t('settings.authorize.tabMini')}</TabsTrigger>
          <TabsTrigger value="records">{t('settings.authorize.tabRecords')}</TabsTrigger>
        </TabsList>
        <TabsContent value="status" display="flex" flexDirection="column" gap="4">
          {detail.data ? <AuthStatusCard detail={detail.data} appMode={appMode} /> : null}
          {appMode === APP_MODES.selfBuilt ? (
            config.data ? (
              <>
                <OwnAppForm
                  key={config.data.updated_at ?? 'new'}
                  config={config.data}
                  sandboxCorpId={detail.data?.corp_id ?? ''}
                  canEdit={canEdit}
                />
                <WecomSyncCard canEdit={canEdit} />
                <WecomSignInCard canEdit={canEdit} />
              </>
            ) : null
          ) : corpApp.isSuccess ? (
            <GrantPanel
              appMode={appMode}
              app={corpApp.data}
              business={business.data}
              redirectUri={redirectUri}
              canEdit={canEdit}
            />
          ) : null}
          {steps.data ? <GrantStepsCard data={steps.data} /> : null}
          <AuthCheckCard />
        </TabsContent>
        <TabsContent value="service" display="flex" flexDirection="column" gap="4">
          <ServiceCard
            business={business.data}
            appMode={appMode}
            logo={corp.data?.logo ?? ''}
            canEdit={canEdit}
          />
        </TabsContent>
        <TabsContent value="mini">
          <MiniProgramTable canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="records">
          <OperateRecordTable />
        </TabsContent>
      </TabsRoot>
    </PageLayout>
  );
}
