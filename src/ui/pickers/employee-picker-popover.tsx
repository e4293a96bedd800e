import { useMemo, useState, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverPositioner,
} from '@chakra-ui/react/popover';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { IslandPopover } from '../deferred-mount/island-popover';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import { departmentLines, withDescendants } from './department-tree';
import type { EmployeePopoverProps } from './employee-picker';
import '../../lib/i18n/messages/page-kit-messages';

/**
 * The employee picker's popover: a Chakra island (issue #39) that EmployeePicker's static
 * trigger loads on intent and mounts on its first press; its lists mount on the first open.
 */
export function EmployeePickerPopover(props: EmployeePopoverProps & PopoverIslandProps) {
  const { departments, employees, value, onChange } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState<number | null>(null);
  const lines = useMemo(() => departmentLines(departments), [departments]);
  const inDepartment = useMemo(
    () => (department === null ? null : withDescendants(departments, department)),
    [departments, department],
  );
  const visible = employees.filter(
    (employee) =>
      (inDepartment === null || inDepartment.has(employee.department_id ?? -1)) &&
      employee.name.includes(query.trim()),
  );
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <IslandPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // issue #13: a picker opens fresh — no search or department left from last time.
        if (!next) {
          setQuery('');
          setDepartment(null);
        }
      }}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
    >
      <PopoverPositioner>
        <PopoverContent width={{ base: '90vw', md: '520px' }} data-dirty-ignore="">
          {/* issue #13: a bounded height; each column scrolls inside it, the footer stays. */}
          <PopoverBody
            p="0"
            display="grid"
            gridTemplateColumns={{ base: '120px minmax(0, 1fr)', md: '180px minmax(0, 1fr)' }}
            gridTemplateRows="minmax(0, 1fr)"
            h="min(320px, 50vh)"
          >
            <Box
              borderEndWidth="1px"
              overflowY="auto"
              minH="0"
              py="2"
              role="group"
              aria-label={t('kit.picker.departments')}
              onKeyDown={moveFocus}
            >
              <DepartmentButton active={department === null} onClick={() => setDepartment(null)}>
                {t('kit.picker.allDepartments')}
              </DepartmentButton>
              {lines.map((line) => (
                <DepartmentButton
                  key={line.id}
                  active={department === line.id}
                  depth={line.depth}
                  onClick={() => setDepartment(line.id)}
                >
                  {line.name}
                </DepartmentButton>
              ))}
            </Box>
            <Box display="flex" flexDirection="column" minH="0" overflow="hidden">
              <Box p="2" borderBottomWidth="1px">
                <Input
                  size="sm"
                  value={query}
                  placeholder={t('kit.picker.searchEmployee')}
                  aria-label={t('kit.picker.searchEmployee')}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
              </Box>
              <Box
                overflowY="auto"
                flex="1"
                minH="0"
                p="2"
                display="flex"
                flexDirection="column"
                gap="1.5"
                data-testid="picker-list"
                onKeyDown={moveFocus}
              >
                {visible.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted" p="2">
                    {t('kit.picker.noMatch')}
                  </Text>
                ) : (
                  visible.map((employee) => (
                    <CheckBox
                      key={employee.id}
                      checked={value.includes(employee.id)}
                      onChange={() => toggle(employee.id)}
                    >
                      {employee.name}
                    </CheckBox>
                  ))
                )}
              </Box>
            </Box>
          </PopoverBody>
          <PopoverFooter borderTopWidth="1px" py="2" display="flex" alignItems="center" gap="2">
            <Text fontSize="xs" color="fg.muted" flex="1">
              {t('kit.picker.selectedCount', { count: props.chosenCount })}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onChange([])}>
              {t('kit.picker.clear')}
            </Button>
            <Button size="xs" colorPalette="blue" onClick={() => setOpen(false)}>
              {t('kit.picker.done')}
            </Button>
          </PopoverFooter>
        </PopoverContent>
      </PopoverPositioner>
    </IslandPopover>
  );
}

/** issue #13 keyboard navigation: ↑/↓ move between the options of a picker list. */
export function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
  const index = options.indexOf(document.activeElement as HTMLElement);
  const next = options[index + (event.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

function DepartmentButton(props: {
  active: boolean;
  depth?: number;
  onClick: () => void;
  children: string;
}) {
  return (
    <chakra.button
      type="button"
      display="block"
      width="full"
      textAlign="start"
      fontSize="sm"
      py="1.5"
      pe="2"
      ps={`${0.75 + (props.depth ?? 0) * 0.9}rem`}
      bg={props.active ? 'blue.50' : undefined}
      color={props.active ? 'blue.700' : undefined}
      _hover={{ bg: 'gray.50' }}
      aria-pressed={props.active}
      onClick={props.onClick}
    >
      {props.children}
    </chakra.button>
  );
}
