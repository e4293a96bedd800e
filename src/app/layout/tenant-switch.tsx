import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useHref } from 'react-router-dom';
import type { Profile } from '../../data/profile/profile-query';
import { switchTenant } from '../../data/profile/session-actions';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';

/**
 * The tenant switch dialog (issue #4): switching clears everything of the old tenant and
 * reloads on the home page. Opened from the header's button (tablet and desktop; issue #39:
 * mounted on its first press, app-header.tsx) or from the account menu (phones, where the
 * header has no room for the button).
 */
export function TenantSwitchDialog({
  profile,
  open,
  onClose,
}: {
  profile: Profile;
  open: boolean;
  onClose: () => void;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const homeHref = useHref('/index');
  const choose = (tenantId: string) => {
    setPending(tenantId);
    const home = new URL(homeHref, window.location.href).toString();
    switchTenant(tenantId, home).catch(() => setPending(null));
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('shell.tenantSwitch')}
      closeLabel={t('common.close')}
      mountOnOpen
    >
      <Box color="gray.600" fontSize="sm" mb="3">
        {t('shell.tenantSwitchHint')}
      </Box>
      <Box display="flex" flexDirection="column" gap="2" pb="2">
        {profile.tenants.map((tenant) => {
          const current = tenant.tenant_id === profile.tenant.tenant_id;
          return (
            <Button
              key={tenant.tenant_id}
              variant={current ? 'subtle' : 'outline'}
              justifyContent="space-between"
              disabled={current || pending !== null}
              loading={pending === tenant.tenant_id}
              onClick={() => choose(tenant.tenant_id)}
            >
              <span>{tenant.name}</span>
              {current ? <span>{t('shell.tenantCurrent')}</span> : null}
            </Button>
          );
        })}
      </Box>
    </AppDialog>
  );
}
