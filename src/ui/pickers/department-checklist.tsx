// Several departments from the tree (indented checkboxes): the visible scope of a script
// group, a script or a toolbar entry (issue #18). None ticked means the whole company.
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { CheckBox } from '../check-box/check-box';
import { departmentLines } from './department-tree';
import type { PickerDepartment } from './picker-types';

export function DepartmentChecklist(props: {
  departments: readonly PickerDepartment[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  testId?: string;
}) {
  const lines = useMemo(() => departmentLines(props.departments), [props.departments]);
  return (
    <Box
      role="group"
      aria-label={props.label}
      maxH="40"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      data-testid={props.testId}
    >
      {lines.map((line) => (
        <Box key={line.id} ps={`${line.depth * 1.25}rem`} py="0.5">
          <CheckBox
            checked={props.value.includes(line.id)}
            onChange={(on) =>
              props.onChange(
                on ? [...props.value, line.id] : props.value.filter((id) => id !== line.id),
              )
            }
          >
            {line.name}
          </CheckBox>
        </Box>
      ))}
    </Box>
  );
}
