// The components of a form as the customer sees them on a phone (issue #7 public page). The
// same markup serves the script's validation: every answerable field is a [data-field]
// block with a [data-error] line under it.
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { escapeHtml, multiline } from './html';

const required = (component: FormComponent) =>
  component.not_null ? '<span class="sf-req" aria-hidden="true">*</span>' : '';

function heading(component: FormComponent, inputId?: string): string {
  const title = `${escapeHtml(component.field_title)}${required(component)}`;
  const label = inputId
    ? `<label class="sf-label" for="${inputId}">${title}</label>`
    : `<p class="sf-label" id="${component.field_name}-label">${title}</p>`;
  const desc = component.field_desc
    ? `<p class="sf-desc">${multiline(component.field_desc)}</p>`
    : '';
  return label + desc;
}

function block(component: FormComponent, inner: string, group = false): string {
  const role = group ? ` role="group" aria-labelledby="${component.field_name}-label"` : '';
  return (
    `<div class="sf-field" data-field="${component.field_name}"${role}>${inner}` +
    `<p class="sf-error" data-error="${component.field_name}" role="alert"></p></div>`
  );
}

function choice(component: FormComponent, kind: 'radio' | 'checkbox'): string {
  if (!('options' in component.field_config)) return '';
  const options = component.field_config.options
    .map(
      (option) =>
        `<label class="sf-choice"><input type="${kind}" name="${component.field_name}" ` +
        `value="${escapeHtml(option.id)}"><span>${escapeHtml(option.label)}</span></label>`,
    )
    .join('');
  return block(component, heading(component) + `<div class="sf-choices">${options}</div>`, true);
}

function textInput(component: FormComponent): string {
  const config = component.field_config as {
    input_tips: string;
    max_length: number;
    format_limit?: string;
  };
  const id = `${component.field_name}-input`;
  const numeric = config.format_limit === 'number' || component.field_type === 'phone';
  const type = component.field_type === 'phone' ? 'tel' : 'text';
  const attributes =
    `id="${id}" name="${component.field_name}" maxlength="${config.max_length}" ` +
    `placeholder="${escapeHtml(config.input_tips)}"${numeric ? ' inputmode="numeric"' : ''}`;
  if (component.field_type === 'textarea') {
    const rows = (component.field_config as { height: number }).height;
    return block(
      component,
      heading(component, id) + `<textarea ${attributes} rows="${rows}"></textarea>`,
    );
  }
  return block(component, heading(component, id) + `<input type="${type}" ${attributes}>`);
}

function score(component: FormComponent): string {
  if (component.field_type !== 'score') return '';
  const config = component.field_config;
  const stars = Array.from({ length: config.max_score }, (_, index) => {
    const value = index + 1;
    return (
      `<label class="sf-star"><input type="radio" name="${component.field_name}" value="${value}">` +
      `<span aria-hidden="true">★</span><span class="sf-sr">${value}星</span></label>`
    );
  }).join('');
  const tips =
    `<div class="sf-tips"><span>${escapeHtml(config.left_tip)}</span>` +
    `<span>${escapeHtml(config.middle_tip)}</span><span>${escapeHtml(config.right_tip)}</span></div>`;
  return block(component, heading(component) + `<div class="sf-stars">${stars}</div>${tips}`, true);
}

function dateInput(component: FormComponent): string {
  const id = `${component.field_name}-input`;
  const input =
    component.field_type === 'birthday'
      ? `<input type="date" id="${id}" name="${component.field_name}">`
      : `<input type="datetime-local" step="1" id="${id}" name="${component.field_name}">`;
  return block(component, heading(component, id) + input);
}

/** One component's HTML; `richText` is the already sanitised text of a text component. */
export function renderComponent(component: FormComponent, richText = ''): string {
  switch (component.field_type) {
    case 'title': {
      const config = component.field_config;
      const cover = config.cover_url
        ? `<img class="sf-cover" src="${escapeHtml(config.cover_url)}" alt="">`
        : '';
      const description = config.description
        ? `<p class="sf-intro">${multiline(config.description)}</p>`
        : '';
      return `<header class="sf-head">${cover}<h1>${escapeHtml(config.title)}</h1>${description}</header>`;
    }
    case 'text':
      return `<div class="sf-rich">${richText}</div>`;
    case 'image':
      return `<img class="sf-image" src="${escapeHtml(component.field_config.img_url)}" alt="">`;
    case 'radio':
      return choice(component, 'radio');
    case 'checkbox':
      return choice(component, 'checkbox');
    case 'select': {
      const id = `${component.field_name}-input`;
      const config = component.field_config;
      const options = config.options
        .map(
          (option) =>
            `<option value="${escapeHtml(option.id)}">${escapeHtml(option.label)}</option>`,
        )
        .join('');
      const select =
        `<select id="${id}" name="${component.field_name}">` +
        `<option value="">${escapeHtml(config.select_text)}</option>${options}</select>`;
      return block(component, heading(component, id) + select);
    }
    case 'score':
      return score(component);
    case 'date':
    case 'birthday':
      return dateInput(component);
    case 'page_break':
      return '';
    default:
      return textInput(component);
  }
}
