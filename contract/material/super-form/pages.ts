// issue #7 public page: "pages split at page breaks". Shared by the server-rendered page and
// the editor's preview, so both page the same way; empty pages are dropped.
import type { FormComponent } from './component-types';

export function splitPages(components: readonly FormComponent[]): FormComponent[][] {
  const pages: FormComponent[][] = [[]];
  for (const component of components) {
    if (component.field_type === 'page_break') pages.push([]);
    else pages[pages.length - 1]?.push(component);
  }
  const filled = pages.filter((page) => page.length > 0);
  return filled.length > 0 ? filled : [[]];
}
