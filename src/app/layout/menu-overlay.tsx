import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';
import { sc } from '../../ui/static-css/class-names';

export interface MenuOverlayProps {
  open: boolean;
  onClose: () => void;
  brand: ReactNode;
  children: ReactNode;
}

/**
 * issue #13: the menu as a drawer over the page (phones, and the tablet rail expanded). A
 * modal dialog: Escape, the backdrop and the close button close it; Tab stays inside it.
 * Light on purpose (no dialog machine, static markup: issue #39): it is part of the shell's
 * first paint.
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
    <div className={sc('fr-overlay')} data-testid="menu-overlay">
      <div className={sc('fr-backdrop')} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menuLabel')}
        className={sc('fr-panel')}
      >
        <div className={sc('fr-panel-head')}>
          <div className={sc('fr-grow')}>{brand}</div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('shell.menuClose')}
            data-testid="menu-close"
            className={sc('fr-close')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
        <div className={sc('fr-scroll')}>{children}</div>
      </div>
    </div>
  );
}
