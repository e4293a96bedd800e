// issue #19: the pickers' data every customer page uses (tag groups, the directory). issue #12:
// the one shared read of src/data (one query key each), under the names these pages use.
import { useDirectoryPickerOptions, useTagGroupOptions } from '../../../data/picker-options';

export { useTagGroupOptions };

export function useDirectory() {
  return useDirectoryPickerOptions();
}
