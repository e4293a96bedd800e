import { createContext, useContext, useId, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The contract's Chinese message for this field, shown under it in red. */
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
  /** id of the control, so the label points at it. */
  htmlFor?: string;
  testId?: string;
}

interface FieldIds {
  controlId: string;
  labelId: string;
}

const FieldIdsContext = createContext<FieldIds | null>(null);

/**
 * The ids of the enclosing FormField's label and control: a control without its own visible
 * label (a switch) takes them, so the row's label names it and clicking the label toggles it
 * (issue #13: switches labelled and toggled by their label).
 */
export function useFormFieldIds(): FieldIds | null {
  return useContext(FieldIdsContext);
}

/** A labelled form row with the required mark, a helper line and the field's error. */
export function FormField({
  label,
  required,
  error,
  helper,
  children,
  htmlFor,
  testId,
}: FormFieldProps) {
  const autoId = useId();
  const controlId = htmlFor ?? `field-${autoId}`;
  const labelId = `${controlId}-label`;
  return (
    <FieldIdsContext.Provider value={{ controlId, labelId }}>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '8.5rem 1fr' }}
        columnGap="4"
        rowGap="1"
        alignItems="start"
        // Side by side with a taller field (one with a helper line), the row is stretched:
        // its label and control stay at the top instead of sharing out the extra height.
        alignContent="start"
        data-testid={testId}
        data-invalid={error ? '' : undefined}
      >
        <chakra.label
          id={labelId}
          htmlFor={controlId}
          fontSize="sm"
          color="fg"
          pt={{ base: '0', md: '2' }}
          textAlign={{ base: 'start', md: 'end' }}
        >
          {required ? (
            <Text as="span" color="red.500" me="1" aria-hidden="true">
              *
            </Text>
          ) : null}
          {label}
        </chakra.label>
        <Box minW="0">
          {children}
          {helper ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {helper}
            </Text>
          ) : null}
          {error ? (
            <Text fontSize="xs" color="red.600" mt="1" role="alert">
              {error}
            </Text>
          ) : null}
        </Box>
      </Box>
    </FieldIdsContext.Provider>
  );
}
