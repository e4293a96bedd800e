import { t } from '../lib/i18n/translate';
import type { MessageKey } from '../lib/i18n/zh-cn';
import { requestLogin } from './login-request';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

interface Field {
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  error: HTMLParagraphElement;
}

function field(name: string, type: string, label: MessageKey, placeholder: MessageKey): Field {
  const id = `login-${name}`;
  const errorId = `${id}-error`;
  const input = element('input', {
    id,
    name,
    type,
    placeholder: t(placeholder),
    autocomplete: name === 'password' ? 'current-password' : 'username',
    'aria-describedby': errorId,
    spellcheck: 'false',
  });
  const error = element('p', { id: errorId, class: 'field-error', 'aria-live': 'polite' });
  const wrapper = element('div', { class: 'field' }, [
    element('label', { for: id }, [t(label)]),
    input,
    error,
  ]);
  return { wrapper, input, error };
}

function showFieldError(target: Field, message: string): void {
  target.error.textContent = message;
  target.input.setAttribute('aria-invalid', message ? 'true' : 'false');
}

export function mountLoginForm(container: HTMLElement, redirectUri: string | null): void {
  const account = field('account', 'text', 'login.account', 'login.accountPlaceholder');
  const password = field('password', 'password', 'login.password', 'login.passwordPlaceholder');
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
      submit.disabled = false;
      submit.textContent = t('login.submit');
      formError.textContent = outcome.message;
      password.input.select();
    });
  });

  container.append(form);
  account.input.focus();
}
