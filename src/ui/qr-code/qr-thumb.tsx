import type { CSSProperties } from 'react';
import { useQrCode } from '@chakra-ui/react/qr-code';
import { sc } from '../static-css/class-names';

export interface QrThumbProps {
  /** What the code encodes (a URL). */
  value: string;
  /** The image's accessible name. */
  alt: string;
  /** The button's accessible name (it opens the large code). */
  openLabel: string;
  onOpen: () => void;
  size?: string;
}

/**
 * A list row's QR code thumbnail that opens the large code (docs/architecture.md "Styling",
 * issue #39): Chakra's QR code machine draws the pattern, the frame and the button are plain
 * elements with static classes (QrCodeCard's look without its four Emotion-styled elements
 * per row). QrCodeCard stays for the large code with its PNG download.
 */
export function QrThumb({ value, alt, openLabel, onOpen, size = '48px' }: QrThumbProps) {
  const qr = useQrCode({ value, encoding: { ecc: 'M' } });
  return (
    <button
      type="button"
      className={sc('sc-qr-open')}
      onClick={onOpen}
      aria-label={openLabel}
      style={{ '--qr-size': size } as CSSProperties}
    >
      <svg
        {...qr.getFrameProps()}
        className={sc('sc-qr')}
        role="img"
        aria-label={alt}
        data-qr-value={value}
      >
        <path {...qr.getPatternProps()} />
      </svg>
    </button>
  );
}
