// 企业微信扫码登录 on the login page (issue #40, docs/wecom.md "Sign in with 企业微信"). Loaded
// on first use (the login page's initial JS has a budget, scripts/check-bundle.mjs). Going:
// the corp id → the server answers WeCom's QR login address (a signed one-use state in it).
// Coming back (?wecom=1&code&state): the code and state are dropped from the address at once
// (a reload must not replay them) and traded for the session, as a password sign-in.
import '../lib/i18n/messages/login-wecom-messages';
import { t } from '../lib/i18n/translate';
import { element, field, showFieldError } from './login-fields';
import { postJson } from './login-request';

// contract/auth-wecom.ts (not imported: the contract pulls in zod).
const START_PATH = '/scrm/v1/auth/wecom/start';
const FINISH_PATH = '/scrm/v1/auth/wecom/login';

/**
 * The 企业微信扫码登录 button under the password form; and, when WeCom has just sent the browser
 * back (?wecom=1), the end of the sign-in.
 */
export function mountWecomEntry(
  container: HTMLElement,
  passwordForm: HTMLFormElement,
  query: URLSearchParams,
): void {
  // A link to the next step (not a second button beside 登录, the form's one action).
  const entry = element('a', { href: '#wecom-sign-in', class: 'alt-entry' }, [t('login.wecom')]);
  entry.addEventListener('click', (event) => {
    event.preventDefault();
    mountWecomSignIn(container, passwordForm, query.get('redirect_uri'), query.get('corp_id'));
  });
  passwordForm.append(entry);
  if (query.get('wecom') === '1') finishWecomSignIn(container, passwordForm, query);
}

function backButton(onBack: () => void): HTMLButtonElement {
  const back = element('button', { type: 'button', class: 'alt-entry' }, [t('login.wecom.back')]);
  back.addEventListener('click', onBack);
  return back;
}

/** Shows the corp-id step in place of `form`; back restores the password form. */
export function mountWecomSignIn(
  container: HTMLElement,
  passwordForm: HTMLElement,
  redirectUri: string | null,
  corpId: string | null,
): void {
  const corp = field(
    'corp-id',
    'text',
    'login.wecom.corpId',
    'login.wecom.corpIdPlaceholder',
    'organization',
  );
  corp.input.value = corpId ?? '';
  const formError = element('div', { class: 'form-error', role: 'alert' });
  const submit = element('button', { type: 'submit', class: 'submit' }, [t('login.wecom.submit')]);
  const form = element('form', { class: 'login-form', novalidate: '' }, [
    element('h1', {}, [t('login.wecom.title')]),
    element('p', { class: 'subtitle' }, [t('login.wecom.subtitle')]),
    corp.wrapper,
    formError,
    submit,
    backButton(() => {
      form.remove();
      passwordForm.hidden = false;
    }),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    formError.textContent = '';
    const value = corp.input.value.trim();
    showFieldError(corp, value ? '' : t('login.wecom.corpIdRequired'));
    if (!value) {
      corp.input.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = t('login.wecom.submitting');
    void postJson(START_PATH, {
      corp_id: value,
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    }).then((answer) => {
      const data: Record<string, unknown> = { ...answer?.data };
      const url = data.url;
      if (String(answer?.code) === '0' && typeof url === 'string') {
        window.location.assign(url);
        return;
      }
      submit.disabled = false;
      submit.textContent = t('login.wecom.submit');
      formError.textContent = answer?.msg || t('login.networkError');
    });
  });
  passwordForm.hidden = true;
  container.append(form);
  corp.input.focus();
}

/** The way back from WeCom: trade code + state for the session, or say why not. */
export function finishWecomSignIn(
  container: HTMLElement,
  passwordForm: HTMLElement,
  query: URLSearchParams,
): void {
  const code = query.get('code');
  const state = query.get('state') ?? '';
  const kept = new URLSearchParams(query);
  for (const name of ['wecom', 'code', 'state']) kept.delete(name);
  const rest = kept.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);

  const status = element('p', { class: 'subtitle', role: 'status' }, [t('login.wecom.finishing')]);
  const formError = element('div', { class: 'form-error', role: 'alert' });
  const panel = element('div', { class: 'login-form' }, [
    element('h1', {}, [t('login.wecom.title')]),
    status,
    formError,
  ]);
  const showRefusal = (message: string) => {
    status.textContent = '';
    formError.textContent = message;
    panel.append(
      backButton(() => {
        panel.remove();
        passwordForm.hidden = false;
      }),
    );
  };
  passwordForm.hidden = true;
  container.append(panel);
  // WeCom came back without a code: the member declined on WeCom's page.
  if (!code) {
    showRefusal(t('login.wecom.cancelled'));
    return;
  }
  void postJson(FINISH_PATH, { code, state }).then((answer) => {
    if (String(answer?.code) === '0' && answer?.data?.redirect_to) {
      window.location.replace(answer.data.redirect_to);
      return;
    }
    showRefusal(answer?.msg || t('login.networkError'));
  });
}
