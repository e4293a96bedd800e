import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { DeveloperApplication } from '../../../../contract/setting/developer';
import {
  DEVELOPER_CHECK_TITLES,
  DEVELOPER_REPORTING_TITLES,
  DEVELOPER_TYPES,
} from '../../../../contract/setting/developer';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { CopyButton } from '../authorize/copy-button';
import '../../../lib/i18n/messages/settings-messages';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns="8rem 1fr"
      gap="4"
      py="2.5"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** spec §4 developer audit: 0 in review (authorized, being checked) → 1 passed, with the code. */
export function DeveloperStatus({
  application,
  onReapply,
}: {
  application: DeveloperApplication;
  onReapply: () => void;
}) {
  const passed = application.check_status === 1;
  return (
    <PageSection
      title={t('settings.developer.statusTitle')}
      testId="developer-status"
      actions={
        passed ? (
          <Button size="sm" variant="outline" onClick={onReapply}>
            {t('settings.developer.reapply')}
          </Button>
        ) : null
      }
    >
      <Box
        display="flex"
        alignItems="center"
        gap="4"
        bg={passed ? 'green.50' : 'blue.50'}
        borderRadius="md"
        px="5"
        py="4"
        mb="4"
      >
        <Box fontSize="2xl" aria-hidden="true">
          {passed ? '✓' : '⏳'}
        </Box>
        <Box flex="1">
          <Text
            fontWeight="semibold"
            color={passed ? 'green.700' : 'blue.700'}
            data-testid="developer-check-status"
          >
            {DEVELOPER_CHECK_TITLES[application.check_status]}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {passed
              ? t('settings.developer.passedHint')
              : t('settings.developer.reviewHint', {
                  time: formatDateTime(application.review_due_time),
                })}
          </Text>
        </Box>
      </Box>
      <Row label={t('settings.developer.name')}>{application.title}</Row>
      <Row label={t('settings.developer.type')}>{DEVELOPER_TYPES[application.type]}</Row>
      <Row label={t('settings.developer.content')}>
        <Text whiteSpace="pre-wrap">{application.content}</Text>
      </Row>
      <Row label={t('settings.developer.reporting')}>
        <Badge
          variant="subtle"
          colorPalette={application.reporting_status === 1 ? 'green' : 'gray'}
        >
          {DEVELOPER_REPORTING_TITLES[application.reporting_status]}
        </Badge>
      </Row>
      <Row label={t('settings.developer.code')}>
        {application.code ? (
          <Box display="flex" alignItems="center" gap="3">
            <Text fontFamily="mono">{application.code}</Text>
            <CopyButton text={application.code} size="xs" />
          </Box>
        ) : (
          <Text color="fg.muted">{t('settings.developer.codePending')}</Text>
        )}
      </Row>
      <Row label={t('settings.developer.createTime')}>
        {formatDateTime(application.create_time)}
      </Row>
    </PageSection>
  );
}
