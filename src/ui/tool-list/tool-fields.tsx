// issue #15, #34: the fields the acquiring tools' forms share (lock, shunt and group codes,
// short links), written once: each is a FormField row around its control, bound to one field
// of the page's useContractForm through `bindField(form, key)` (its value, its change and the
// contract's message beside it). A page lists its rows; what only one tool asks stays in it.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { t } from '../../lib/i18n/translate';
import { FormField } from '../form-drawer/form-field';
import { Toggle } from '../form-drawer/toggle';
import { errorAt } from '../form-drawer/use-contract-form';
import type { FieldErrors } from '../form-drawer/use-contract-form';
import { EmployeePicker } from '../pickers/employee-picker';
import type { PickerDepartment, PickerEmployee, PickerTagGroup } from '../pickers/picker-types';
import { TagPicker } from '../pickers/tag-picker';
import { SelectField } from '../select-field/select-field';
import '../../lib/i18n/messages/acquiring-tools-messages';

/** The page's useContractForm as its fields read and set it. */
export interface ToolFormBinding<D> {
  readonly values: D;
  readonly errors: FieldErrors;
  readonly set: <K extends keyof D>(key: K, value: D[K]) => void;
}

/** One field of the form: its value, its change and its error (the contract's message). */
export interface BoundField<V> {
  readonly value: V;
  readonly onChange: (value: Exclude<V, undefined>) => void;
  readonly error?: string | undefined;
}

export function bindField<D, K extends keyof D & string>(
  form: ToolFormBinding<D>,
  key: K,
): BoundField<D[K]> {
  return {
    value: form.values[key],
    onChange: (value) => form.set(key, value),
    error: errorAt(form.errors, key),
  };
}

interface RowProps {
  readonly label: string;
  readonly required?: boolean;
  readonly helper?: ReactNode;
  readonly testId?: string;
}

/** 员工 / 备用员工: the employee picker over the directory (departments to narrow by). */
export function ToolEmployeesField(
  props: RowProps &
    BoundField<number[] | undefined> & {
      readonly people: {
        readonly departments: readonly PickerDepartment[];
        readonly employees: readonly PickerEmployee[];
      };
    },
) {
  return (
    <FormField label={props.label} required={props.required} error={props.error}>
      <EmployeePicker
        departments={props.people.departments}
        employees={props.people.employees}
        value={props.value ?? []}
        onChange={props.onChange}
        placeholder={t('tools.pickEmployees')}
        ariaLabel={props.label}
        testId={props.testId}
      />
    </FormField>
  );
}

/** 客户标签: the company's tags by group. */
export function ToolTagsField(
  props: RowProps &
    BoundField<number[] | undefined> & { readonly groups: readonly PickerTagGroup[] },
) {
  return (
    <FormField label={props.label} error={props.error}>
      <TagPicker
        groups={props.groups}
        value={props.value ?? []}
        onChange={props.onChange}
        placeholder={t('tools.pickTags')}
        ariaLabel={props.label}
      />
    </FormField>
  );
}

/** A switch named by its row (自动通过好友, 启用…). */
export function ToolToggleField(props: RowProps & BoundField<boolean | undefined>) {
  return (
    <FormField label={props.label} error={props.error}>
      <Toggle checked={Boolean(props.value)} onChange={props.onChange} label={props.label} />
    </FormField>
  );
}

/**
 * A switch that opens what it turns on below it (自动建群, 小程序, 生效时段): `children` show
 * only while it is on; the row's error is theirs.
 */
export function ToolSwitchField(
  props: RowProps &
    BoundField<boolean | undefined> & {
      /** The switch's own name when it is not the row's. */
      readonly toggleLabel?: string;
      readonly children: ReactNode;
    },
) {
  return (
    <FormField label={props.label} helper={props.helper} error={props.error}>
      <Box display="flex" flexDirection="column" gap="2">
        <Toggle
          checked={Boolean(props.value)}
          onChange={props.onChange}
          label={props.toggleLabel ?? props.label}
        />
        {props.value ? props.children : null}
      </Box>
    </FormField>
  );
}

/** A line of text (落地页标题…), or with `multiline` a box of it (欢迎语, 入群引导语). */
export function ToolTextField(
  props: RowProps &
    BoundField<string | undefined> & {
      readonly id: string;
      readonly maxLength: number;
      readonly multiline?: boolean;
    },
) {
  const Control = props.multiline ? Textarea : Input;
  return (
    <FormField label={props.label} htmlFor={props.id} error={props.error}>
      <Control
        id={props.id}
        size="sm"
        maxLength={props.maxLength}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}

/** A whole number from `min` (锁客天数, 预警剩余名额). */
export function ToolNumberField(
  props: RowProps & BoundField<number | undefined> & { readonly id: string; readonly min: number },
) {
  return (
    <FormField label={props.label} helper={props.helper} htmlFor={props.id} error={props.error}>
      <Input
        id={props.id}
        size="sm"
        width="28"
        type="number"
        min={props.min}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      />
    </FormField>
  );
}

/** One of a few named choices (锁客范围, 分流规则). */
export function ToolChoiceField<T extends string>(
  props: RowProps &
    BoundField<T | undefined> & { readonly options: readonly { value: T; label: string }[] },
) {
  return (
    <FormField label={props.label} required={props.required} error={props.error}>
      <SelectField
        label={props.label}
        value={props.value ?? ''}
        testId={props.testId}
        options={props.options}
        onChange={(value) => props.onChange(value as T)}
      />
    </FormField>
  );
}

/** Controls side by side on a wide screen, stacked on a phone (`md`: the columns). */
export function ToolColumns({
  md: columns,
  children,
}: {
  readonly md: string;
  readonly children: ReactNode;
}) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: '1fr', md: columns }} gap="2">
      {children}
    </Box>
  );
}

/** One record picked by name, or none (接替员工, 群主, 小程序): the label is its placeholder. */
export function ToolRecordSelect(props: {
  readonly label: string;
  readonly value: number | null | undefined;
  readonly options: readonly { readonly id: number; readonly name: string }[];
  readonly onChange: (id: number | null) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value ?? ''}
      placeholder={props.label}
      options={props.options.map((row) => ({ value: row.id, label: row.name }))}
      onChange={(value) => props.onChange(value ? Number(value) : null)}
    />
  );
}
