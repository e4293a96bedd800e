import { t } from '../../lib/i18n/translate';
import {
  OnDemandPopover,
  popoverIsland,
  type OnDemandTriggerProps,
} from '../deferred-mount/on-demand-popover';
import { sc } from '../static-css/class-names';
import '../../lib/i18n/messages/page-kit-messages';

export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  isVisible: (column: { key: string; hideable?: boolean }) => boolean;
  onToggle: (key: string) => void;
  onReset: () => void;
}

// issue #39 (docs/architecture.md "Styling" point 5): every list page shows 列设置; its popover
// (its machine, Chakra's slot recipe) is a Chakra island, loaded on intent and mounted on the
// first press with the same button as its trigger; the list page gets no Chakra from here.
const columnsPopover = popoverIsland<ColumnSettingsProps>(() =>
  import('./column-settings-popover').then((module) => module.ColumnSettingsPopover),
);

/**
 * 列设置 as a static button (Chakra's Button size sm, outline): the popover's trigger, which
 * gives it its ARIA state.
 */
function ColumnSettingsButton(props: OnDemandTriggerProps) {
  return (
    <button type="button" data-testid="column-settings" {...props} className={sc('bt-sm-outline')}>
      {t('kit.table.columns')}
    </button>
  );
}

/**
 * The 列设置 popover: one checkbox per hideable column; the first press opens it and moves
 * focus into it as every later one does (OnDemandPopover).
 */
export function ColumnSettings(props: ColumnSettingsProps) {
  return (
    <OnDemandPopover
      island={columnsPopover}
      islandProps={props}
      renderTrigger={(triggerProps) => <ColumnSettingsButton {...triggerProps} />}
    />
  );
}
