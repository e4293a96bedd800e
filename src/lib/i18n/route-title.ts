import { getLocale } from './translate';

// Filled by load-english.ts when English is chosen (issue #23: not in the initial JS).
let englishTitles: Readonly<Record<string, string>> = {};

export function registerEnglishRouteTitles(titles: Readonly<Record<string, string>>): void {
  englishTitles = titles;
}

// spec §1: Chinese titles (from the route table) by default; English when chosen.
export function routeTitle(route: { path: string; title: string }): string {
  if (getLocale() !== 'en') return route.title;
  const segment = route.path.slice(route.path.lastIndexOf('/') + 1);
  return englishTitles[route.path] ?? englishTitles[segment] ?? route.title;
}
