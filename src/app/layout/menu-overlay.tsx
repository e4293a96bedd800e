import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';

export interface MenuOverlayProps {
  open: boolean;
  onClose: () => void;
  brand: ReactNode;
  children: ReactNode;
}

/**
 * issue #13: the menu as a drawer over the page (phones, and the tablet rail expanded). A
 * modal dialog: Escape, the backdrop and the close button close it; Tab stays inside it.
 * Light on purpose (no dialog machine): it is part of the shell's first paint.
 */
export function MenuOverlay({ open, onClose, brand, children }: MenuOverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // Focus moves into the dialog (its close button: no keyboard pops up on a phone).
    panel.current?.querySelector<HTMLElement>('[data-testid="menu-close"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled])',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Box position="fixed" inset="0" zIndex="modal" data-testid="menu-overlay">
      <Box position="absolute" inset="0" bg="blackAlpha.500" onClick={onClose} aria-hidden="true" />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menuLabel')}
        position="absolute"
        insetBlock="0"
        insetStart="0"
        w="72"
        maxW="85vw"
        bg="white"
        boxShadow="xl"
        display="flex"
        flexDirection="column"
      >
        <Box
          display="flex"
          alignItems="center"
          h="14"
          px="4"
          borderBottomWidth="1px"
          flexShrink={0}
        >
          <Box flex="1" minW="0">
            {brand}
          </Box>
          <chakra.button
            type="button"
            onClick={onClose}
            aria-label={t('shell.menuClose')}
            data-testid="menu-close"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="9"
            h="9"
            borderRadius="md"
            color="gray.700"
            _hover={{ bg: 'gray.100' }}
          >
            <CloseIcon size={16} />
          </chakra.button>
        </Box>
        <Box flex="1" minH="0" overflowY="auto">
          {children}
        </Box>
      </Box>
    </Box>
  );
}
