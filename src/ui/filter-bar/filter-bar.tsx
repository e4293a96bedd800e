import { Children, useState, type FormEvent, type ReactNode } from 'react';
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

/**
 * The row of filters above a list (issue #9 page kit): fields wrap, 查询 and 重置 at the end.
 * On a phone (issue #13) only the first field shows until 更多筛选 opens the rest, so the list
 * is not pushed below the first screen.
 */
export function FilterBar({ children, onSearch, onReset, testId }: FilterBarProps) {
  const [expanded, setExpanded] = useState(false);
  const [first, ...rest] = Children.toArray(children);
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('kit.filter.label')}
      data-testid={testId}
      display="flex"
      flexWrap="wrap"
      alignItems="flex-end"
      gap={{ base: '3', md: '4' }}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {first}
      {rest.length > 0 ? (
        <Box
          display={{ base: expanded ? 'flex' : 'none', md: 'contents' }}
          flexDirection="column"
          gap="3"
          width="full"
          data-testid="filter-more-fields"
        >
          {rest}
        </Box>
      ) : null}
      <Box display="flex" gap="2" flexWrap="wrap">
        <Button type="submit" size="sm" colorPalette="blue">
          {t('kit.filter.search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset}>
          {t('kit.filter.reset')}
        </Button>
        {rest.length > 0 ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            colorPalette="blue"
            display={{ base: 'inline-flex', md: 'none' }}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('kit.filter.less') : t('kit.filter.more')}
          </Button>
        ) : null}
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
    <Box
      as="label"
      display="flex"
      flexDirection="column"
      gap="1"
      width={{ base: 'full', md: width }}
      maxW="full"
    >
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}
