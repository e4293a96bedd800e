// /sider-iframe sandbox preview: the sandbox plays the platform's JS-SDK — pick a chat
// (customer ↔ employee) and a page, get the signed sidebar link and open it.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { SiderPageRow } from '../../../../contract/reach/sider-iframe';
import type { SiderPageKey } from '../../../../contract/reach/sider-pages';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { SelectField } from '../../../ui/select-field/select-field';
import { siderUrl } from '../../../lib/config/sider-url';
import { usePreview, usePreviewTargets } from './api/sider-iframe-api';

export function PreviewSection(props: { pages: readonly SiderPageRow[] }) {
  const [search, setSearch] = useState('');
  const [chat, setChat] = useState('');
  const [pageKey, setPageKey] = useState<SiderPageKey>('profile');
  const [link, setLink] = useState('');
  const targets = usePreviewTargets(search.trim());
  const preview = usePreview();
  const options = (targets.data ?? []).map((target) => ({
    value: `${target.customer_id}:${target.employee_id}`,
    label: t('siderIframe.preview.chatOption', {
      customer: target.customer_name,
      employee: target.employee_name,
    }),
  }));
  const open = () => {
    const [customer, employee] = chat.split(':').map(Number);
    if (!customer || !employee) return;
    preview.mutate(
      { body: { customer_id: customer, employee_id: employee, page_key: pageKey } },
      { onSuccess: (data) => setLink(siderUrl(data.path)) },
    );
  };
  return (
    <PageSection title={t('siderIframe.preview.title')} testId="sider-preview">
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('siderIframe.preview.hint')}
      </Text>
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="center">
        <Input
          size="sm"
          width={{ base: 'full', md: '48' }}
          placeholder={t('siderIframe.preview.search')}
          aria-label={t('siderIframe.preview.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Box width={{ base: 'full', md: '72' }}>
          <SelectField
            label={t('siderIframe.preview.chat')}
            value={chat}
            placeholder={
              options.length ? t('siderIframe.preview.pick') : t('siderIframe.preview.none')
            }
            options={options}
            onChange={setChat}
            testId="sider-preview-chat"
          />
        </Box>
        <Box width={{ base: 'full', md: '40' }}>
          <SelectField
            label={t('siderIframe.preview.page')}
            value={pageKey}
            options={props.pages
              .filter((page) => page.enabled)
              .map((page) => ({ value: page.page_key, label: page.name }))}
            onChange={(value) => setPageKey(value as SiderPageKey)}
          />
        </Box>
        <Button
          size="sm"
          colorPalette="blue"
          disabled={!chat}
          loading={preview.isPending}
          onClick={open}
        >
          {t('siderIframe.preview.open')}
        </Button>
      </Box>
      {link ? (
        <Box mt="3" display="flex" gap="3" alignItems="center" flexWrap="wrap">
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            color="blue.700"
            fontWeight="medium"
            data-testid="sider-preview-link"
          >
            {t('siderIframe.preview.link')}
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {t('siderIframe.preview.expires')}
          </Text>
        </Box>
      ) : null}
    </PageSection>
  );
}
