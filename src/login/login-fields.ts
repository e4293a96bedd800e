// The login page's form kit (plain DOM: the page ships without React): an element builder and
// a labelled field with its inline error, used by the sign-in form and the change-password step.
import { t } from '../lib/i18n/translate';
import type { MessageKey } from '../lib/i18n/zh-cn';

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export interface Field {
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  error: HTMLParagraphElement;
}

export function field(
  name: string,
  type: string,
  label: MessageKey,
  placeholder: MessageKey,
  autocomplete: string,
): Field {
  const id = `login-${name}`;
  const errorId = `${id}-error`;
  const input = element('input', {
    id,
    name,
    type,
    placeholder: t(placeholder),
    autocomplete,
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

export function showFieldError(target: Field, message: string): void {
  target.error.textContent = message;
  target.input.setAttribute('aria-invalid', message ? 'true' : 'false');
}
