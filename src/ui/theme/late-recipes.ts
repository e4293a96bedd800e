import {
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { getConsoleSystem } from './system';

// issue #23: the recipes not in system.ts. Chakra reads recipes from the system's theme when a
// component first asks for one (and caches the answer), so they are added to that theme before
// anything that uses them renders: chakra-root.tsx imports this, and every Chakra island
// (chakra-island.tsx: every lazy page and lazy part of the shell) renders inside it.
const theme = getConsoleSystem()._config.theme ?? {};
Object.assign(theme, {
  recipes: { ...theme.recipes, textarea: textareaRecipe },
  slotRecipes: {
    ...theme.slotRecipes,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    popover: popoverSlotRecipe,
    qrCode: qrCodeSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    switch: switchSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  },
});
