import { Fragment } from 'react';
import {
  MenuContent,
  MenuItem,
  MenuPositioner,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@chakra-ui/react/menu';
import { useReplayedPress } from '../deferred-mount/replay-press';
import type { OnDemandMenuIslandProps } from './on-demand-menu';

/**
 * The Chakra menu of an OnDemandMenu, mounted by its trigger's first press (on-demand-menu.tsx,
 * issue #39): its items mount on open and leave on close, as a row's menu always did
 * (docs/architecture.md "Styling" point 3).
 */
export function OnDemandMenuIsland({
  items,
  onSelect,
  placement = 'bottom-end',
  fixed,
  minWidth,
  firstPress,
  renderTrigger,
}: OnDemandMenuIslandProps) {
  const trigger = useReplayedPress<HTMLButtonElement>(firstPress);
  return (
    <MenuRoot
      positioning={fixed ? { placement, strategy: 'fixed' } : { placement }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onSelect(value)}
    >
      <MenuTrigger asChild>{renderTrigger({ ref: trigger })}</MenuTrigger>
      <MenuPositioner>
        <MenuContent minW={minWidth}>
          {items.map((item) => (
            <Fragment key={item.value}>
              {item.separated ? <MenuSeparator /> : null}
              <MenuItem
                value={item.value}
                color={item.danger ? 'red.600' : undefined}
                disabled={item.disabled}
                title={item.title}
              >
                {item.label}
              </MenuItem>
            </Fragment>
          ))}
        </MenuContent>
      </MenuPositioner>
    </MenuRoot>
  );
}
