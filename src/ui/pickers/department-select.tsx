import { useMemo } from 'react';
import { t } from '../../lib/i18n/translate';
import { SelectFilter } from '../filter-bar/filter-inputs';
import { departmentLines } from './department-tree';
import type { PickerDepartment } from './picker-types';
import '../../lib/i18n/messages/page-kit-messages';

export interface DepartmentSelectProps {
  departments: readonly PickerDepartment[];
  /** '' for every department. */
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  ariaLabel?: string;
}

/** Picks one department from the tree (indented); a list filter includes its sub-departments. */
export function DepartmentSelect(props: DepartmentSelectProps) {
  const options = useMemo(
    () =>
      departmentLines(props.departments).map((line) => ({
        value: String(line.id),
        label: `${'\u3000'.repeat(line.depth)}${line.name}`,
      })),
    [props.departments],
  );
  return (
    <SelectFilter
      value={props.value}
      onChange={props.onChange}
      options={options}
      allLabel={t('kit.picker.placeholderDepartment')}
      ariaLabel={props.ariaLabel}
      testId={props.testId}
    />
  );
}
