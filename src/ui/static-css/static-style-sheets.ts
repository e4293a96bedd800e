import { checkBoxStyles } from '../check-box/check-box-styles';
import { cellStyles } from '../data-table/cells/cell-styles';
import { dataTableStyles } from '../data-table/data-table-styles';
import { tableStyles } from '../data-table/table-styles';
import { emptyStateStyles } from '../empty-state/empty-state-styles';
import { listKitStyles } from '../list-kit/list-kit-styles';
import { pickerTriggerStyles } from '../pickers/picker-trigger-styles';
import { staticTabsStyles } from '../static-tabs/static-tabs-styles';
import { buttonStyles } from './button-styles';
import { busyButtonStyles } from './busy-button-styles';
import { exportDialogStyles } from './export-dialog-styles';
import { frameStyles } from './frame-styles';
import { homePartStyles } from './home-part-styles';
import { homeStyles } from './home-styles';
import { inputStyles } from './input-styles';
import { welcomeStyles } from './welcome-styles';
import { pageKitStyles } from './page-kit-styles';
import { shellActionStyles } from './shell-action-styles';
import { shellStyles } from './shell-styles';
import { sideListStyles } from './side-list-styles';
import { spinnerStyles } from './spinner-styles';
import { statusStyles } from './status-styles';

// Every static style sheet, in the order of static.css (docs/architecture.md "Styling"); the
// class names `sc()` accepts are the keys of these (class-names.ts). The button classes come
// before the frame's and the page kit's, so those can adjust a button (a margin, a display) on
// the same element. The table's look (Chakra's recipe) comes before the data table's
// classes, which adjust it; the list kit's after the inputs' (it sets their widths).
export const STATIC_STYLE_SHEETS = [
  tableStyles,
  dataTableStyles,
  cellStyles,
  checkBoxStyles,
  buttonStyles,
  busyButtonStyles,
  pickerTriggerStyles,
  shellStyles,
  shellActionStyles,
  frameStyles,
  statusStyles,
  pageKitStyles,
  inputStyles,
  homeStyles,
  homePartStyles,
  exportDialogStyles,
  sideListStyles,
  spinnerStyles,
  emptyStateStyles,
  listKitStyles,
  staticTabsStyles,
  welcomeStyles,
] as const;
