// The options every picker of a form needs (employees with departments, tag groups), shared
// by the acquiring tools' forms (issue #15). issue #12: one query key each — these are the
// shared reads of directory-options.ts and tag-groups.ts under the names the forms use.
import { useDirectoryOptions } from './directory-options';
import { useTagGroups } from './tag-groups';

export function useDirectoryPickerOptions() {
  return useDirectoryOptions();
}

export function useTagGroupOptions() {
  return useTagGroups(false);
}
