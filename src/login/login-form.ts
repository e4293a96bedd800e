import { t } from '../lib/i18n/translate';
import { element, field, showFieldError } from './login-fields';
import { requestLogin } from './login-request';

export function mountLoginForm(
  container: HTMLElement,
  redirectUri: string | null,
): HTMLFormElement {
  const account = field('account', 'text', 'login.account', 'login.accountPlaceholder', 'username');
  const password = field(
    'password',
    'password',
    'login.password',
    'login.passwordPlaceholder',
    'current-password',
  );
  const formError = element('div', { class: 'form-error', role: 'alert' });
  const submit = element('button', { type: 'submit', class: 'submit' }, [t('login.submit')]);
  const form = element('form', { class: 'login-form', novalidate: '' }, [
    element('h1', {}, [t('login.title')]),
    element('p', { class: 'subtitle' }, [t('login.subtitle')]),
    account.wrapper,
    password.wrapper,
    formError,
    submit,
  ]);

  const clearErrors = (): void => {
    showFieldError(account, '');
    showFieldError(password, '');
    formError.textContent = '';
  };
  account.input.addEventListener('input', () => showFieldError(account, ''));
  password.input.addEventListener('input', () => showFieldError(password, ''));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearErrors();
    const accountValue = account.input.value.trim();
    const passwordValue = password.input.value;
    if (!accountValue) showFieldError(account, t('login.accountRequired'));
    if (!passwordValue) showFieldError(password, t('login.passwordRequired'));
    if (!accountValue || !passwordValue) {
      (accountValue ? password : account).input.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = t('login.submitting');
    void requestLogin(
      { account: accountValue, password: passwordValue, redirectUri },
      t('login.networkError'),
    ).then((outcome) => {
      if (outcome.kind === 'signed-in') {
        window.location.replace(outcome.redirectTo);
        return;
      }
      if (outcome.kind === 'must-change') {
        // issue #32: a password an admin set opens no session; its owner picks a new one.
        // Loaded only when needed: the login page's initial JS has a budget (check-bundle.mjs).
        void import('./change-password-step').then(
          ({ mountChangePasswordStep }) => {
            form.remove();
            mountChangePasswordStep(container, {
              account: accountValue,
              currentPassword: passwordValue,
              ticket: outcome.ticket,
              redirectUri,
            });
          },
          () => {
            submit.disabled = false;
            submit.textContent = t('login.submit');
            formError.textContent = t('login.networkError');
          },
        );
        return;
      }
      submit.disabled = false;
      submit.textContent = t('login.submit');
      formError.textContent = outcome.message;
      password.input.select();
    });
  });

  container.append(form);
  account.input.focus();
  return form;
}
