import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import {
  customerFieldValues,
  fieldValueError,
  saveCustomerFieldValues,
} from '../../../../contract/customer/custom-info';
import type { CustomerFieldValue, FieldValue } from '../../../../contract/customer/custom-info';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { notifySuccess } from '../../../lib/notify/notifier';
import { CheckBox } from '../../../ui/check-box/check-box';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';

type Draft = Record<number, FieldValue | null>;

function FieldInput(props: {
  item: CustomerFieldValue;
  value: FieldValue | null;
  onChange: (value: FieldValue | null) => void;
}) {
  const { field } = props.item;
  const id = `customer-field-${field.id}`;
  if (field.type === 'checkbox') {
    const chosen = Array.isArray(props.value) ? props.value : [];
    return (
      <Box display="flex" flexWrap="wrap" gap="3">
        {field.options.map((option) => (
          <CheckBox
            key={option}
            checked={chosen.includes(option)}
            onChange={(on) =>
              props.onChange(on ? [...chosen, option] : chosen.filter((each) => each !== option))
            }
          >
            {option}
          </CheckBox>
        ))}
      </Box>
    );
  }
  if (field.type === 'radio' || field.type === 'select' || field.type === 'rate') {
    const options =
      field.type === 'rate' ? ['1', '2', '3', '4', '5'] : (field.options as readonly string[]);
    return (
      <SelectFilter
        value={props.value === null ? '' : String(props.value)}
        allLabel="未填写"
        onChange={(value) =>
          props.onChange(value === '' ? null : field.type === 'rate' ? Number(value) : value)
        }
        options={options.map((option) => ({
          value: option,
          label: field.type === 'rate' ? `${option} 星` : option,
        }))}
        ariaLabel={field.name}
        testId={id}
      />
    );
  }
  const placeholder =
    field.type === 'date' ? 'YYYY-MM-DD' : field.type === 'datetime' ? 'YYYY-MM-DD HH:mm' : '';
  return (
    <Input
      id={id}
      size="sm"
      aria-label={field.name}
      data-testid={id}
      placeholder={placeholder}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text === '') return props.onChange(null);
        const number = Number(text);
        props.onChange(
          field.type === 'number' && text.trim() !== '' && Number.isFinite(number) ? number : text,
        );
      }}
    />
  );
}

/**
 * issue #19: the customer's fields of /custom-info in the detail drawer, edited in place and
 * checked by the same per-type rule as the server before saving.
 */
export function CustomerFields({ customerId }: { customerId: number }) {
  const values = useEndpointQuery(customerFieldValues, { params: { id: customerId } });
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string>();
  const save = useEndpointMutation(saveCustomerFieldValues, {
    invalidates: [customerFieldValues],
  });
  const items = (values.data ?? []).filter((item) => item.field.show_in_detail);
  if (items.length === 0) return null;
  const valueOf = (item: CustomerFieldValue) =>
    item.field.id in draft ? (draft[item.field.id] ?? null) : item.value;
  const submit = () => {
    for (const item of items) {
      const value = valueOf(item);
      const empty = value === null || (Array.isArray(value) && value.length === 0);
      const message = empty
        ? item.field.required
          ? `${item.field.name}为必填项`
          : null
        : fieldValueError(item.field, value);
      if (message) return setError(message);
    }
    setError(undefined);
    const values = Object.entries(draft).map(([fieldId, value]) => ({
      field_id: Number(fieldId),
      value,
    }));
    save.mutate(
      { params: { id: customerId }, body: { values } },
      {
        onSuccess: () => {
          notifySuccess('客户资料已保存');
          setDraft({});
        },
      },
    );
  };
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid="customer-fields">
      {items.map((item) => (
        <Box
          key={item.field.id}
          display="grid"
          gridTemplateColumns="6.5rem 1fr"
          gap="3"
          alignItems="center"
        >
          <chakra.label htmlFor={`customer-field-${item.field.id}`} fontSize="sm" color="fg.muted">
            {item.field.required ? '* ' : ''}
            {item.field.name}
          </chakra.label>
          <FieldInput
            item={item}
            value={valueOf(item)}
            onChange={(value) => setDraft((current) => ({ ...current, [item.field.id]: value }))}
          />
        </Box>
      ))}
      {error ? (
        <Text fontSize="sm" color="red.700" role="alert">
          {error}
        </Text>
      ) : null}
      <Box>
        <Button
          size="xs"
          colorPalette="blue"
          disabled={Object.keys(draft).length === 0}
          loading={save.isPending}
          onClick={submit}
          data-testid="customer-fields-save"
        >
          保存资料
        </Button>
      </Box>
    </Box>
  );
}
