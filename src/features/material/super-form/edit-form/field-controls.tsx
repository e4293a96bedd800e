import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';

// Small, native-backed controls for the editor's settings panel: they keep the editor's
// route chunk light (issue #7: ≤ 50 KB gzip) while staying labelled and keyboard-friendly.

interface BaseProps {
  label: string;
  helper?: ReactNode;
  error?: string;
  testId?: string;
}

export function TextField(
  props: BaseProps & {
    value: string;
    onChange: (value: string) => void;
    maxLength?: number;
    rows?: number;
    placeholder?: string;
    type?: string;
  },
) {
  const common = {
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    size: 'sm' as const,
    bg: 'white',
    'data-testid': props.testId,
  };
  return (
    <FieldRoot invalid={Boolean(props.error)} mb="3">
      <FieldLabel fontSize="sm">{props.label}</FieldLabel>
      {props.rows ? (
        <Textarea
          {...common}
          rows={props.rows}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={props.type ?? 'text'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.helper ? <FieldHelperText fontSize="xs">{props.helper}</FieldHelperText> : null}
      {props.error ? <FieldErrorText fontSize="xs">{props.error}</FieldErrorText> : null}
    </FieldRoot>
  );
}

export function NumberField(
  props: BaseProps & { value: number; min: number; max: number; onChange: (value: number) => void },
) {
  return (
    <FieldRoot invalid={Boolean(props.error)} mb="3">
      <FieldLabel fontSize="sm">{props.label}</FieldLabel>
      <Input
        type="number"
        size="sm"
        bg="white"
        min={props.min}
        max={props.max}
        step={1}
        value={Number.isFinite(props.value) ? props.value : ''}
        data-testid={props.testId}
        onChange={(event) => {
          const next = event.target.valueAsNumber;
          props.onChange(Number.isNaN(next) ? props.min : Math.trunc(next));
        }}
      />
      {props.helper ? <FieldHelperText fontSize="xs">{props.helper}</FieldHelperText> : null}
      {props.error ? <FieldErrorText fontSize="xs">{props.error}</FieldErrorText> : null}
    </FieldRoot>
  );
}

/** An on/off setting as a labelled native checkbox. */
export function CheckField(
  props: BaseProps & { checked: boolean; onChange: (checked: boolean) => void },
) {
  const id = useId();
  return (
    <Box mb="3">
      <Box display="flex" alignItems="center" gap="2">
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.checked)}
          style={{ width: 16, height: 16, accentColor: 'var(--chakra-colors-blue-600)' }}
        />
        <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
          {props.label}
        </chakra.label>
      </Box>
      {props.helper ? (
        <Text fontSize="xs" color="gray.500" ms="6">
          {props.helper}
        </Text>
      ) : null}
      {props.error ? (
        <Text fontSize="xs" color="red.600" ms="6">
          {props.error}
        </Text>
      ) : null}
    </Box>
  );
}

/** One of a few choices as native radio buttons in a fieldset. */
export function ChoiceField<V extends string | number>(
  props: BaseProps & {
    value: V;
    options: ReadonlyArray<{ value: V; label: string }>;
    onChange: (value: V) => void;
  },
) {
  const name = useId();
  return (
    <Box as="fieldset" mb="3" border="0" p="0" data-testid={props.testId}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
        {props.label}
      </Text>
      <Box display="flex" gap="4" flexWrap="wrap">
        {props.options.map((option) => (
          <Box
            as="label"
            key={String(option.value)}
            display="flex"
            alignItems="center"
            gap="1.5"
            fontSize="sm"
          >
            <input
              type="radio"
              name={name}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </Box>
        ))}
      </Box>
      {props.helper ? (
        <Text fontSize="xs" color="gray.500">
          {props.helper}
        </Text>
      ) : null}
    </Box>
  );
}
