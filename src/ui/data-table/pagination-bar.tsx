import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { PAGE_SIZE_OPTIONS, formatTotal } from '../../lib/format/table-defaults';
import { t } from '../../lib/i18n/translate';
import { pageCountOf, pageItems, parseJump } from './page-items';
import '../../lib/i18n/messages/page-kit-messages';

export interface PaginationBarProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
}

/**
 * spec §9 table defaults: 共 N 条, page buttons, the page-size changer (10/20/50/100) and the
 * quick jumper. Changing the size goes back to page 1 (the old page may not exist).
 */
export function PaginationBar({ total, page, pageSize, onChange, disabled }: PaginationBarProps) {
  const [jump, setJump] = useState('');
  const pageCount = pageCountOf(total, pageSize);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pageCount) onChange(next, pageSize);
  };
  return (
    <Box
      as="nav"
      aria-label={t('kit.pager.label')}
      display="flex"
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
      gap="2"
      pt="4"
      fontSize="sm"
      data-testid="pagination"
    >
      <Text color="fg.muted" me="2" data-testid="pagination-total">
        {formatTotal(total)}
      </Text>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('kit.pager.prev')}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        ‹
      </Button>
      {pageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="xs"
            minW="8"
            variant={item === page ? 'solid' : 'outline'}
            colorPalette={item === page ? 'blue' : 'gray'}
            aria-label={t('kit.pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} as="span" color="fg.subtle" px="1" aria-label={t('kit.pager.more')}>
            …
          </Text>
        ),
      )}
      <Button
        size="xs"
        variant="outline"
        aria-label={t('kit.pager.next')}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      >
        ›
      </Button>
      <NativeSelectRoot size="xs" width="auto" disabled={disabled}>
        <NativeSelectField
          aria-label={t('kit.pager.pageSizeLabel')}
          value={pageSize}
          data-testid="pagination-size"
          onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {t('kit.pager.pageSize', { size })}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectIndicator />
      </NativeSelectRoot>
      <Box display="flex" alignItems="center" gap="1">
        <Text as="span">{t('kit.pager.jumpTo')}</Text>
        <Input
          size="xs"
          width="12"
          inputMode="numeric"
          value={jump}
          disabled={disabled}
          aria-label={t('kit.pager.jumpLabel')}
          data-testid="pagination-jump"
          onChange={(event) => setJump(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            const target = parseJump(jump, pageCount);
            setJump('');
            if (target !== undefined) go(target);
          }}
        />
        <Text as="span">{t('kit.pager.jumpUnit')}</Text>
      </Box>
    </Box>
  );
}
