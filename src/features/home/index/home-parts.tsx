import { Suspense, type ComponentProps } from 'react';
import { t } from '../../../lib/i18n/translate';
import { sc } from '../../../ui/static-css/class-names';
import { lazyIsland } from '../../../ui/theme/chakra-island';

// issue #39: /index's Chakra parts as islands (home-islands.tsx), each with a placeholder of
// its size while Chakra's chunk arrives, so nothing moves when it does.
const CardActionIsland = lazyIsland(() =>
  import('./home-islands').then((module) => module.CardAction),
);
const AllNoticesIsland = lazyIsland(() =>
  import('./home-islands').then((module) => module.AllNotices),
);

type CardActionProps = ComponentProps<typeof CardActionIsland>;

export function CardAction(props: CardActionProps) {
  return (
    <Suspense fallback={<span className={sc('hp-action-wait')} />}>
      <CardActionIsland {...props} />
    </Suspense>
  );
}

export function AllNotices() {
  return (
    <Suspense fallback={<span className={sc('hp-action-wait')} />}>
      <AllNoticesIsland />
    </Suspense>
  );
}

/** The area shortcuts' search field: Chakra's Input look as a static class (input-styles.ts). */
export function HomeSearch(props: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="search"
      className={sc('hp-search')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      placeholder={t('index.searchPlaceholder')}
      aria-label={t('index.searchPlaceholder')}
      data-testid="home-search"
    />
  );
}
