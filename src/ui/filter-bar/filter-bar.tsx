import type { FormEvent, ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/page-kit-messages';

export interface FilterBarProps {
  children: ReactNode;
  /** Applies the typed filters (查询, or Enter in a text field). */
  onSearch: () => void;
  onReset: () => void;
  testId?: string;
}

/** The row of filters above a list (issue #9 page kit): fields wrap, 查询 and 重置 at the end. */
export function FilterBar({ children, onSearch, onReset, testId }: FilterBarProps) {
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('kit.filter.label')}
      data-testid={testId}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-end"
      gap="4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Box display="flex" gap="2">
        <Button type="submit" size="sm" colorPalette="blue">
          {t('kit.filter.search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset}>
          {t('kit.filter.reset')}
        </Button>
      </Box>
    </Box>
  );
}

export interface FilterFieldProps {
  label: string;
  children: ReactNode;
  width?: string;
}

/** A labelled slot in the filter bar. */
export function FilterField({ label, children, width = '52' }: FilterFieldProps) {
  return (
    <Box as="label" display="flex" flexDirection="column" gap="1" width={width}>
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}
