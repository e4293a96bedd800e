import { getLocale } from './translate';

// Filled by load-english.ts when English is chosen (issue #23: not in the initial JS).
let englishTitles: Readonly<Record<string, string>> = {};

export function registerEnglishRouteTitles(titles: Readonly<Record<string, string>>): void {
  englishTitles = titles;
}

/** A route as the title needs it (src/routes.ts `RouteEntry`). */
export interface TitledRoute {
  readonly path: string;
  readonly title: string;
  /** A record's form: its title while the URL names the record. */
  readonly edit?: { readonly title: string; readonly param: string };
}

/** Does the URL's query name a record in `param` (a positive id)? */
function namesRecord(search: string, param: string): boolean {
  return /^[1-9]\d*$/.test(new URLSearchParams(search).get(param) ?? '');
}

/**
 * spec §1: Chinese titles (from the route table) by default; English when chosen. A record's
 * form is titled by what it does (issue #37: /auto-tag/form said 编辑 while creating): 新建
 * when opened bare, 编辑 when `search` names the record (English: the `<path>?edit` entry).
 */
export function routeTitle(route: TitledRoute, search = ''): string {
  const editing = route.edit !== undefined && namesRecord(search, route.edit.param);
  const title = editing && route.edit ? route.edit.title : route.title;
  if (getLocale() !== 'en') return title;
  if (editing) return englishTitles[`${route.path}?edit`] ?? title;
  const segment = route.path.slice(route.path.lastIndexOf('/') + 1);
  return englishTitles[route.path] ?? englishTitles[segment] ?? title;
}
