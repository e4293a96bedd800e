import { Suspense, type ComponentPropsWithRef, type ReactElement } from 'react';
import { useOnDemand, type FirstPress } from '../deferred-mount/use-on-demand';
import { lazyIsland, loadChakra } from '../theme/chakra-island';

// docs/architecture.md "Styling" point 5 (issue #39): a row's or a side list's ··· menu on a
// chakra-free page. This module imports no Chakra: it renders the trigger, a plain button with
// static classes; the menu (Chakra's Menu, Ark's and Zag's machine) is an island loaded on the
// trigger's pointerenter or focus and mounted on its first press, with the same button as its
// trigger, which gets that press again (useReplayedPress), so it opens as on every later press.

export interface OnDemandMenuItem {
  value: string;
  label: string;
  /** A destructive item (red, as Chakra's `color="red.600"`). */
  danger?: boolean;
  disabled?: boolean;
  /** Why the item is off (issue #41: a missing right). */
  title?: string;
  /** A separator above the item. */
  separated?: boolean;
}

export type MenuTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

export interface OnDemandMenuProps {
  /** The trigger's accessible name. */
  label: string;
  /** The trigger's static classes (`sc(…)`). */
  triggerClassName: string;
  items: readonly OnDemandMenuItem[];
  onSelect: (value: string) => void;
  placement?: 'bottom-start' | 'bottom-end';
  /** Fixed positioning (issue #13: a table's scroll box must not clip a row's menu). */
  fixed?: boolean;
  /** The content's min width (a Chakra size token). */
  minWidth?: string;
  /** Code the items open, loaded with the menu (a dialog an item shows). */
  preload?: () => Promise<unknown>;
}

/** What the island gets: the menu's props, the first press and the trigger's markup. */
export interface OnDemandMenuIslandProps extends OnDemandMenuProps {
  firstPress: FirstPress;
  renderTrigger: (props: MenuTriggerProps) => ReactElement;
}

const loadIsland = () => import('./on-demand-menu-island');
const MenuIsland = lazyIsland(() => loadIsland().then((module) => module.OnDemandMenuIsland));

/** A ··· menu whose trigger is static until its first press (see above). */
export function OnDemandMenu(props: OnDemandMenuProps) {
  const { label, triggerClassName, preload } = props;
  const { press, triggerProps } = useOnDemand(() =>
    Promise.all([loadIsland(), loadChakra(), preload?.()]).catch(() => undefined),
  );
  const renderTrigger = (extra: MenuTriggerProps) => (
    <button type="button" {...extra} className={triggerClassName} aria-label={label}>
      ···
    </button>
  );
  const trigger = renderTrigger({
    ...triggerProps,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
  if (!press) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MenuIsland {...props} firstPress={press} renderTrigger={renderTrigger} />
    </Suspense>
  );
}
