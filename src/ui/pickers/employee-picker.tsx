import { t } from '../../lib/i18n/translate';
import { ChipsTrigger } from './chips-trigger';
import { OnDemandPopover, popoverIsland } from '../deferred-mount/on-demand-popover';
import type { PickerDepartment, PickerEmployee } from './picker-types';
import '../../lib/i18n/messages/page-kit-messages';

export interface EmployeePickerProps {
  departments: readonly PickerDepartment[];
  employees: readonly PickerEmployee[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  placeholder?: string;
  invalid?: boolean;
  testId?: string;
  ariaLabel?: string;
}

/** What the popover needs: the directory, the value and how many chosen employees exist. */
export interface EmployeePopoverProps {
  departments: readonly PickerDepartment[];
  employees: readonly PickerEmployee[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  chosenCount: number;
}

// issue #39 (docs/architecture.md "Styling" point 5): the popover is a Chakra island, loaded on
// intent and mounted on the first press; a filter bar importing this module gets no Chakra.
const employeePopover = popoverIsland<EmployeePopoverProps>(() =>
  import('./employee-picker-popover').then((module) => module.EmployeePickerPopover),
);

const SHOWN = 3;

/**
 * Picks employees (issue #9 page kit): departments on the left narrow the list, a search finds
 * by name, checkboxes pick; the trigger shows the first names and how many more.
 */
export function EmployeePicker(props: EmployeePickerProps) {
  const { departments, employees, value, onChange } = props;
  const nameOf = new Map(employees.map((employee) => [employee.id, employee.name]));
  const chosen = value.filter((id) => nameOf.has(id));

  // issue #13: the trigger's accessible name holds the text it shows (WCAG 2.5.3).
  const shownText =
    chosen.length === 0
      ? (props.placeholder ?? t('kit.picker.placeholderEmployees'))
      : [
          ...chosen.slice(0, SHOWN).map((id) => nameOf.get(id) ?? ''),
          chosen.length > SHOWN ? t('kit.picker.selectedCount', { count: chosen.length }) : '',
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <OnDemandPopover
      island={employeePopover}
      islandProps={{ departments, employees, value, onChange, chosenCount: chosen.length }}
      renderTrigger={(triggerProps) => (
        <ChipsTrigger
          {...triggerProps}
          view={{
            label: `${props.ariaLabel ?? t('kit.picker.employees')} ${shownText}`,
            placeholder: props.placeholder ?? t('kit.picker.placeholderEmployees'),
            names: chosen.slice(0, SHOWN).map((id) => ({ id, name: nameOf.get(id) ?? '' })),
            more:
              chosen.length > SHOWN
                ? t('kit.picker.selectedCount', { count: chosen.length })
                : undefined,
            palette: 'blue',
            invalid: props.invalid,
            formValue: value.join(','),
            testId: props.testId,
          }}
        />
      )}
    />
  );
}
