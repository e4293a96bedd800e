// issue #7 public fill page: one server-rendered HTML document per form, Chinese,
// mobile-first, no console bundle; behaviour comes from /p/_/fill.js (CSP script-src
// 'self', no inline script). The components travel in a JSON data block for the script.
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { splitPages } from '../../../../../contract/material/super-form/pages';
import type { FormRow } from '../form-mapping';
import { escapeHtml, jsonForScriptBlock, multiline } from './html';
import { PAGE_STYLES } from './page-styles';
import { renderComponent } from './render-fields';

/** What the script reads from the data block. */
export interface FillPageData {
  readonly submit_url: string;
  readonly customer_ref: string;
  readonly components: readonly FormComponent[];
}

function documentOf(title: string, body: string, scriptSrc?: string): string {
  const script = scriptSrc ? `<script src="${escapeHtml(scriptSrc)}" defer></script>` : '';
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLES}</style>${script}</head>` +
    `<body><main class="sf">${body}</main></body></html>`
  );
}

/** A page that only says something: not found, not published, or ended with end_word. */
export function renderNoticePage(title: string, heading: string, message: string): string {
  const body =
    `<section class="sf-closed" data-testid="sf-closed"><div class="sf-icon" aria-hidden="true">!</div>` +
    `<h2>${escapeHtml(heading)}</h2><p>${multiline(message)}</p></section>`;
  return documentOf(title, body);
}

export interface FillPageInput {
  readonly form: FormRow;
  readonly components: readonly FormComponent[];
  /** Sanitised rich text per text component's field_name. */
  readonly richTexts: ReadonlyMap<string, string>;
  readonly customerRef: string;
  readonly scriptSrc: string;
}

export function renderFillPage(input: FillPageInput): string {
  const { form, components } = input;
  const pages = splitPages(components);
  const sections = pages
    .map((page, index) => {
      const inner = page
        .map((component) => renderComponent(component, input.richTexts.get(component.field_name)))
        .join('');
      const hidden = index === 0 ? '' : ' hidden';
      return `<section class="sf-page" data-page="${index}"${hidden}>${inner}</section>`;
    })
    .join('');
  const many = pages.length > 1;
  const progress = many ? `<p class="sf-progress" data-progress>1 / ${pages.length}</p>` : '';
  const nav =
    '<div class="sf-nav">' +
    '<button type="button" class="sf-secondary" data-prev hidden>上一页</button>' +
    `<button type="button" class="sf-primary" data-next${many ? '' : ' hidden'}>下一页</button>` +
    `<button type="submit" class="sf-primary" data-submit${many ? ' hidden' : ''}>` +
    `${escapeHtml(form.buttonsWord || '提交')}</button></div>`;
  const data: FillPageData = {
    submit_url: `/p/${form.publicId}/submit`,
    customer_ref: input.customerRef,
    components,
  };
  const body =
    `<form id="sf-form" novalidate data-pages="${pages.length}">${sections}${progress}` +
    `<p class="sf-message" id="sf-message" role="alert"></p>${nav}` +
    '<noscript><p class="sf-message">请开启浏览器的 JavaScript 后填写</p></noscript></form>' +
    '<section class="sf-done" id="sf-done" hidden data-testid="sf-done">' +
    '<div class="sf-icon" aria-hidden="true">✓</div><h2>提交成功</h2><p>感谢您的填写</p>' +
    '<div id="sf-skip"></div></section>' +
    `<script type="application/json" id="sf-data">${jsonForScriptBlock(data)}</script>`;
  return documentOf(form.title || '表单', body, input.scriptSrc);
}
