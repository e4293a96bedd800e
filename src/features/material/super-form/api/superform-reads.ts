import {
  formDetail,
  formList,
  recordDetail,
  recordList,
  recordSummary,
} from '../../../../../contract/material/super-form/endpoints';

/** Every read of the super-form area: a save or a row action refreshes them all. */
export const SUPERFORM_READS = [
  formList,
  formDetail,
  recordList,
  recordDetail,
  recordSummary,
] as const;
