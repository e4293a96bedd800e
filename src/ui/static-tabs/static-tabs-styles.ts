import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import {
  defineStaticStyles,
  mergeStyles,
  type StyleLayer,
} from '../static-css/define-static-styles';

// docs/architecture.md "Styling" (issue #39): Chakra's Tabs look (`TabsRoot size="sm"`, the
// default line variant) as static classes for StaticTabs: the recipe's slots merged as the
// recipe merges them (base, variant, size). The elements carry the data attributes and ARIA
// state Zag's tabs write (`data-orientation`, `aria-selected`), so the recipe's `_horizontal`
// and `_selected` conditions apply unchanged.
type Slot = 'root' | 'list' | 'trigger' | 'content';
type SlotStyles = Partial<Record<Slot, StyleLayer>>;
const parts: readonly (SlotStyles | undefined)[] = [
  tabsSlotRecipe.base,
  tabsSlotRecipe.variants?.variant.line,
  tabsSlotRecipe.variants?.size.sm,
];
const slot = (name: Slot) => mergeStyles(...parts.map((part) => part?.[name]));

export const staticTabsStyles = defineStaticStyles({
  'tb-root': slot('root'),
  // the page's `TabsList mb="4"`
  'tb-list': mergeStyles(slot('list'), { mb: '4' }),
  'tb-trigger': slot('trigger'),
  'tb-content': slot('content'),
});
