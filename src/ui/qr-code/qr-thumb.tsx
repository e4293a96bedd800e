import { useMemo, type CSSProperties } from 'react';
import { sc } from '../static-css/class-names';
import { qrPattern } from './qr-pattern';

export interface QrThumbProps {
  /** What the code encodes (a URL). */
  value: string;
  /** The image's accessible name. */
  alt: string;
  /** The button's accessible name (it opens the large code). */
  openLabel: string;
  onOpen: () => void;
  size?: string;
  /** The button's pointerenter and focus (e.g. start loading the dialog it opens). */
  onIntent?: () => void;
}

/**
 * A list row's QR code thumbnail that opens the large code (docs/architecture.md "Styling",
 * issue #39): the pattern Chakra's QR code draws (qr-pattern.ts, without its machine, so a
 * chakra-free page's rows import no Chakra), the frame and the button are plain elements with
 * static classes (QrCodeCard's look without its four Emotion-styled elements per row).
 * QrCodeCard stays for the large code with its PNG download.
 */
export function QrThumb({ value, alt, openLabel, onOpen, onIntent, size = '48px' }: QrThumbProps) {
  const pattern = useMemo(() => qrPattern(value), [value]);
  return (
    <button
      type="button"
      className={sc('sc-qr-open')}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={openLabel}
      style={{ '--qr-size': size } as CSSProperties}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={pattern.viewBox}
        className={sc('sc-qr')}
        role="img"
        aria-label={alt}
        data-qr-value={value}
      >
        <path d={pattern.path} />
      </svg>
    </button>
  );
}
