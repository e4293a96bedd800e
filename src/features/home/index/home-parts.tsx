import { Suspense, type ComponentProps } from 'react';
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
const HomeSearchIsland = lazyIsland(() =>
  import('./home-islands').then((module) => module.HomeSearch),
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

export function HomeSearch(props: ComponentProps<typeof HomeSearchIsland>) {
  return (
    <Suspense fallback={<span className={sc('hp-search-wait')} />}>
      <HomeSearchIsland {...props} />
    </Suspense>
  );
}
