import { registerEnglishRouteTitles } from './route-title';
import { registerEnglishBase } from './translate';

// spec §1: English is the second catalogue. Most operators read Chinese, so the shell's English
// strings and route titles are a chunk of their own, awaited before the first render only
// when English is chosen (issue #23: initial JS of /index).
export async function loadEnglish(): Promise<void> {
  const [{ en }, { ROUTE_TITLES_EN }] = await Promise.all([
    import('./en'),
    import('./route-titles-en'),
  ]);
  registerEnglishBase(en);
  registerEnglishRouteTitles(ROUTE_TITLES_EN);
}
