// Who publishes the moment: every employee, departments (with their sub-departments) or
// picked employees ([LW] WeMomentsTask userIds / deptIds).
import { Box } from '@chakra-ui/react/box';
import type { SenderScope } from '../../../../../contract/reach/moment-dispatch';
import { useDirectoryPickerOptions } from '../../../../data/picker-options';
import { t } from '../../../../lib/i18n/translate';
import { CheckBox } from '../../../../ui/check-box/check-box';
import { FormField } from '../../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import { departmentLines } from '../../../../ui/pickers/department-tree';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { ChoiceButtons } from './choice-buttons';

export function SenderScopeField(props: {
  value: SenderScope;
  onChange: (next: SenderScope) => void;
  errors: FieldErrors;
}) {
  const { value, onChange, errors } = props;
  const directory = useDirectoryPickerOptions();
  const departments = directory.data?.departments ?? [];
  const error = errors['sender_scope.ids'] ?? errors.sender_scope;
  const toggle = (id: number) =>
    onChange({
      ...value,
      ids: value.ids.includes(id) ? value.ids.filter((item) => item !== id) : [...value.ids, id],
    });
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField label={t('momentForm.scope')} required>
        <ChoiceButtons
          label={t('momentForm.scope')}
          value={value.kind}
          testId="moment-scope"
          onChange={(kind) => onChange({ kind, ids: [] })}
          options={(['all', 'departments', 'employees'] as const).map((kind) => ({
            value: kind,
            label: t(`momentForm.scope.${kind}`),
          }))}
        />
      </FormField>
      {value.kind === 'departments' ? (
        <FormField label={t('momentForm.departments')} required error={error}>
          <Box
            role="group"
            aria-label={t('momentForm.departments')}
            display="flex"
            flexDirection="column"
            gap="1"
            maxH="56"
            overflowY="auto"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            p="2"
            data-testid="moment-departments"
          >
            {departmentLines(departments).map((line) => (
              <Box key={line.id} ps={`${line.depth * 4}`}>
                <CheckBox checked={value.ids.includes(line.id)} onChange={() => toggle(line.id)}>
                  {line.name}
                </CheckBox>
              </Box>
            ))}
          </Box>
        </FormField>
      ) : null}
      {value.kind === 'employees' ? (
        <FormField label={t('momentForm.employees')} required error={error}>
          <EmployeePicker
            departments={departments}
            employees={directory.data?.employees ?? []}
            value={value.ids}
            invalid={Boolean(error)}
            ariaLabel={t('momentForm.employees')}
            testId="moment-employees"
            onChange={(ids) => onChange({ ...value, ids })}
          />
        </FormField>
      ) : null}
    </Box>
  );
}
