import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GRANT_KIND_TITLES } from '../../../../contract/setting/authorize';
import { t } from '../../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../../lib/notify/notifier';
import { addByAuthCode, refreshPlatformState } from './api/authorize-mutations';
import '../../../lib/i18n/messages/settings-messages';

/**
 * spec §2: /authorize reads auth_code (from the platform's consent page), applies it with
 * application-license/add-by-auth-code, then replaces the address with /authorize.
 */
export function useAuthCodeReturn(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('auth_code');
  const denied = params.get('auth_error');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const marker = code ?? denied;
    if (!marker || handled.current === marker) return;
    handled.current = marker;
    const leave = () => navigate('/authorize', { replace: true });
    if (!code) {
      notifyError(t('settings.authorize.denied'));
      leave();
      return;
    }
    addByAuthCode(code)
      .then(
        async (result) => {
          notifySuccess(t('settings.authorize.granted', { kind: GRANT_KIND_TITLES[result.kind] }));
          await refreshPlatformState();
        },
        // The client already showed the server's message (an expired or used code).
        () => undefined,
      )
      .finally(leave);
  }, [code, denied, navigate]);

  // Processing while the code is in the address: the replace above ends it.
  return code !== null;
}
