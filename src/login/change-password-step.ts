// issue #32: the login page's second step when sign-in answers that the password an admin set
// must be changed first. The member picks a new password (the shared strength rule, checked
// here before sending and again by the server), the ticket sign-in gave trades it, and the
// page then signs in with the new password as usual. docs/security.md "First sign-in".
import { isStrongPassword, PASSWORD_RULE } from '../../contract/password-rule';
import '../lib/i18n/messages/login-change-messages';
import { t } from '../lib/i18n/translate';
import { element, field, showFieldError } from './login-fields';
import { requestPasswordChange } from './change-password-request';
import { requestLogin } from './login-request';

export interface ChangeStepInput {
  readonly account: string;
  /** To refuse the same password before any request (the server refuses it too). */
  readonly currentPassword: string;
  readonly ticket: string;
  readonly redirectUri: string | null;
}

/** Why a new password cannot be used (and which field says so), or undefined when it can. */
export function newPasswordProblem(input: ChangeStepInput, next: string, again: string) {
  if (!next) return { field: 'next', message: t('login.change.newRequired') } as const;
  if (!isStrongPassword(next, input.account))
    return { field: 'next', message: PASSWORD_RULE } as const;
  if (next === input.currentPassword) {
    return { field: 'next', message: t('login.change.sameAsOld') } as const;
  }
  if (next !== again) return { field: 'again', message: t('login.change.mismatch') } as const;
  return undefined;
}

export function mountChangePasswordStep(container: HTMLElement, input: ChangeStepInput): void {
  const next = field(
    'new-password',
    'password',
    'login.change.new',
    'login.change.newPlaceholder',
    'new-password',
  );
  const again = field(
    'confirm-password',
    'password',
    'login.change.again',
    'login.change.againPlaceholder',
    'new-password',
  );
  const formError = element('div', { class: 'form-error', role: 'alert' });
  const submit = element('button', { type: 'submit', class: 'submit' }, [t('login.change.submit')]);
  const restart = element('a', { href: window.location.href, class: 'restart', hidden: '' }, [
    t('login.change.restart'),
  ]);
  const form = element('form', { class: 'login-form', novalidate: '' }, [
    element('h1', {}, [t('login.change.title')]),
    element('p', { class: 'subtitle' }, [t('login.change.subtitle')]),
    element('p', { class: 'rule' }, [PASSWORD_RULE]),
    next.wrapper,
    again.wrapper,
    formError,
    submit,
    restart,
  ]);
  next.input.addEventListener('input', () => showFieldError(next, ''));
  again.input.addEventListener('input', () => showFieldError(again, ''));

  const finish = (message: string, expired = false) => {
    submit.disabled = expired;
    submit.textContent = t('login.change.submit');
    formError.textContent = message;
    restart.hidden = !expired;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    showFieldError(next, '');
    showFieldError(again, '');
    formError.textContent = '';
    const problem = newPasswordProblem(input, next.input.value, again.input.value);
    if (problem) {
      const target = problem.field === 'next' ? next : again;
      showFieldError(target, problem.message);
      target.input.focus();
      return;
    }
    const newPassword = next.input.value;
    submit.disabled = true;
    submit.textContent = t('login.change.submitting');
    void (async () => {
      const network = t('login.networkError');
      const changed = await requestPasswordChange(
        { account: input.account, ticket: input.ticket, newPassword },
        network,
      );
      if (changed.kind !== 'changed') {
        finish(changed.message, changed.kind === 'expired');
        return;
      }
      const signedIn = await requestLogin(
        { account: input.account, password: newPassword, redirectUri: input.redirectUri },
        network,
      );
      if (signedIn.kind === 'signed-in') window.location.replace(signedIn.redirectTo);
      else finish(signedIn.kind === 'refused' ? signedIn.message : network, true);
    })();
  });

  container.append(form);
  next.input.focus();
}
