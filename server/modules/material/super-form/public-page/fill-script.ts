// The public page's script (bundled by esbuild into fill.js; CSP script-src 'self'): pages
// split at page breaks, the contract's answer checks before moving on and before sending,
// the submit call, and what follows it (skip link or QR code, issue #7).
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import type {
  AnswerIssue,
  AnswerValue,
} from '../../../../../contract/material/super-form/submission';
import { fromDateTimeLocal } from '../../../../../contract/material/super-form/date-rule';
import { checkAnswers } from '../../../../../contract/material/super-form/submission';
import type { FillPageData } from './render-page';

const NETWORK_ERROR = '网络异常，请稍后再试';

interface SubmitAnswer {
  code: number;
  msg: string;
  data: {
    skip_type?: number;
    skip_link?: string;
    is_skip?: boolean;
    issues?: AnswerIssue[];
  } | null;
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element as T;
}

/** The contract's wire format: date answers YYYY-MM-DD HH:mm:ss, birthdays at midnight. */
function toDateTime(value: string, type: 'date' | 'birthday'): string {
  if (value === '') return '';
  return type === 'birthday' ? `${value} 00:00:00` : fromDateTimeLocal(value);
}

function start(): void {
  const data = JSON.parse(byId('sf-data').textContent ?? '{}') as FillPageData;
  const form = byId<HTMLFormElement>('sf-form');
  const message = byId('sf-message');
  const pages = Array.from(form.querySelectorAll<HTMLElement>('.sf-page'));
  const prev = form.querySelector<HTMLButtonElement>('[data-prev]');
  const next = form.querySelector<HTMLButtonElement>('[data-next]');
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const progress = form.querySelector<HTMLElement>('[data-progress]');
  let current = 0;

  const inputsOf = (name: string) =>
    Array.from(form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`));

  function readValue(component: FormComponent): AnswerValue | undefined {
    const inputs = inputsOf(component.field_name);
    switch (component.field_type) {
      case 'radio':
      case 'score': {
        const checked = inputs.find((input) => input.checked);
        if (!checked) return undefined;
        return component.field_type === 'score' ? Number(checked.value) : checked.value;
      }
      case 'checkbox': {
        const values = inputs.filter((input) => input.checked).map((input) => input.value);
        return values.length > 0 ? values : undefined;
      }
      case 'date':
      case 'birthday': {
        const value = toDateTime(inputs[0]?.value ?? '', component.field_type);
        return value === '' ? undefined : value;
      }
      default: {
        const value = inputs[0]?.value ?? '';
        return value.trim() === '' ? undefined : value;
      }
    }
  }

  function componentsOn(page: HTMLElement): FormComponent[] {
    const names = new Set(
      Array.from(page.querySelectorAll<HTMLElement>('[data-field]')).map((el) => el.dataset.field),
    );
    return data.components.filter((component) => names.has(component.field_name));
  }

  function collect(components: readonly FormComponent[]): Record<string, AnswerValue> {
    const answers: Record<string, AnswerValue> = {};
    for (const component of components) {
      const value = readValue(component);
      if (value !== undefined) answers[component.field_name] = value;
    }
    return answers;
  }

  function clearIssue(name: string): void {
    form.querySelector(`[data-field="${name}"]`)?.classList.remove('sf-invalid');
    const line = form.querySelector(`[data-error="${name}"]`);
    if (line) line.textContent = '';
  }

  /** Marks each field with its message; answers false when there was any. */
  function showIssues(
    components: readonly FormComponent[],
    issues: readonly AnswerIssue[],
  ): boolean {
    for (const component of components) clearIssue(component.field_name);
    let first: HTMLElement | null = null;
    for (const issue of issues) {
      const field = form.querySelector<HTMLElement>(`[data-field="${issue.field_name}"]`);
      const line = form.querySelector(`[data-error="${issue.field_name}"]`);
      if (field && line) {
        field.classList.add('sf-invalid');
        line.textContent = issue.message;
        first ??= field;
      } else {
        message.textContent = issue.message;
      }
    }
    first?.querySelector<HTMLElement>('input,select,textarea')?.focus();
    return issues.length === 0;
  }

  function checkPage(index: number): boolean {
    const page = pages[index];
    if (!page) return true;
    const components = componentsOn(page);
    const result = checkAnswers(components, collect(components));
    return showIssues(components, result.ok ? [] : result.issues);
  }

  function show(index: number): void {
    current = index;
    pages.forEach((page, at) => (page.hidden = at !== index));
    const last = index === pages.length - 1;
    if (prev) prev.hidden = index === 0;
    if (next) next.hidden = last;
    if (submit) submit.hidden = !last;
    if (progress) progress.textContent = `${index + 1} / ${pages.length}`;
    window.scrollTo(0, 0);
  }

  function showDone(answer: SubmitAnswer['data']): void {
    form.hidden = true;
    const done = byId('sf-done');
    const skip = byId('sf-skip');
    if (answer?.is_skip && answer.skip_link) {
      if (answer.skip_type === 2) {
        const image = document.createElement('img');
        image.className = 'sf-qr';
        image.src = answer.skip_link;
        image.alt = '二维码';
        const tip = document.createElement('p');
        tip.textContent = '长按识别二维码';
        skip.append(image, tip);
      } else {
        const link = document.createElement('a');
        link.href = answer.skip_link;
        link.rel = 'noopener';
        link.textContent = '继续';
        skip.append(link);
      }
    }
    done.hidden = false;
    window.scrollTo(0, 0);
  }

  async function send(): Promise<void> {
    message.textContent = '';
    for (let index = 0; index < pages.length; index += 1) {
      if (!checkPage(index)) {
        show(index);
        checkPage(index);
        return;
      }
    }
    if (submit) submit.disabled = true;
    try {
      const response = await fetch(data.submit_url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          answers: collect(data.components),
          customer_ref: data.customer_ref,
        }),
      });
      const answer = (await response.json()) as SubmitAnswer;
      if (answer.code === 0) {
        showDone(answer.data);
        return;
      }
      message.textContent = answer.msg || NETWORK_ERROR;
      if (answer.data?.issues) showIssues(data.components, answer.data.issues);
    } catch {
      message.textContent = NETWORK_ERROR;
    } finally {
      if (submit) submit.disabled = false;
    }
  }

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name) clearIssue(target.name);
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name) clearIssue(target.name);
    // Stars up to the chosen one light up.
    if (target.closest('.sf-stars')) {
      const value = Number(target.value);
      for (const star of inputsOf(target.name)) {
        star.parentElement?.classList.toggle('on', Number(star.value) <= value);
      }
    }
  });
  next?.addEventListener('click', () => {
    if (checkPage(current)) show(current + 1);
  });
  prev?.addEventListener('click', () => show(current - 1));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
}

if (typeof document !== 'undefined' && document.getElementById('sf-data')) start();
