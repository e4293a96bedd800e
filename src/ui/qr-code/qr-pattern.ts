import { encode } from 'uqr';

/** A QR code's SVG: its viewBox and the path of its dark modules. */
export interface QrPattern {
  viewBox: string;
  path: string;
}

// Zag's QR machine draws each module as a square of 10 units (its `pixelSize`).
const MODULE = 10;

/**
 * The pattern Chakra's QR code draws for `value` (Zag's qr-code machine encodes with uqr, ECC
 * M, and draws a path of squares), without Chakra's machine: a list row's thumbnail is part of
 * a chakra-free page's first paint (docs/architecture.md "Styling" point 5, issue #39).
 */
export function qrPattern(value: string): QrPattern {
  const { size, data } = encode(value, { ecc: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row]?.[col]) {
        squares.push(`M${col * MODULE},${row * MODULE}h${MODULE}v${MODULE}h-${MODULE}z`);
      }
    }
  }
  const side = size * MODULE;
  return { viewBox: `0 0 ${side} ${side}`, path: squares.join('') };
}
