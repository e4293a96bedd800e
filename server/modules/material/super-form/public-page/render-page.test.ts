import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../../../contract/material/super-form/component-defaults';
import type {
  FieldType,
  FormComponent,
} from '../../../../../contract/material/super-form/component-types';
import { counterIds } from '../../../../../contract/material/super-form/test-fixtures';
import type { FormRow } from '../form-mapping';
import { jsonForScriptBlock } from './html';
import { splitPages } from '../../../../../contract/material/super-form/pages';
import { renderFillPage } from './render-page';

const ids = counterIds();
const make = (type: FieldType, patch: Partial<FormComponent> = {}) =>
  ({ ...createComponent(type, ids), ...patch }) as FormComponent;

const form = { publicId: 'abcdefgh', title: '<b>表单</b>', buttonsWord: '提交' } as FormRow;

describe('public page rendering', () => {
  it('splits pages at page breaks and drops empty pages', () => {
    const list = [
      make('title'),
      make('input'),
      make('page_break'),
      make('page_break'),
      make('date'),
    ];
    expect(splitPages(list).map((page) => page.map((item) => item.field_type))).toEqual([
      ['title', 'input'],
      ['date'],
    ]);
  });

  it('escapes every operator-written text', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const html = renderFillPage({
      form,
      components: [make('input', { field_title: evil, field_desc: '<script>x</script>' })],
      richTexts: new Map(),
      customerRef: '',
      scriptSrc: '/p/_/fill.js?v=1',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;b&gt;表单&lt;/b&gt;');
  });

  it('keeps the JSON data block from closing the script element', () => {
    expect(jsonForScriptBlock({ text: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });

  it('shows the next button instead of submit when there are several pages', () => {
    const html = renderFillPage({
      form,
      components: [make('input'), make('page_break'), make('date')],
      richTexts: new Map(),
      customerRef: '',
      scriptSrc: '/p/_/fill.js',
    });
    expect(html).toContain('data-page="1" hidden');
    expect(html).toContain('data-submit hidden');
    expect(html).toContain('1 / 2');
  });
});
