// docs/architecture.md "Styling" point 5 (issue #39): a row's QR thumbnail draws without Chakra's
// QR machine (a chakra-free page's rows import no Chakra), and must still draw the code
// Chakra's QrCode draws for the same value: the large code in the dialog is Chakra's.
import { cleanup, render, renderHook } from '@testing-library/react';
import { useQrCode } from '@chakra-ui/react/qr-code';
import { afterEach, describe, expect, it } from 'vitest';
import { QrThumb } from './qr-thumb';

afterEach(cleanup);

describe('QrThumb', () => {
  for (const value of ['http://localhost/s/c/abc123', `https://example.com/${'长'.repeat(40)}`]) {
    it(`draws the same pattern as Chakra's QR code machine (${value.length} characters)`, () => {
      const { result } = renderHook(() => useQrCode({ value, encoding: { ecc: 'M' } }));
      const frame = result.current.getFrameProps() as { viewBox: string };
      const pattern = result.current.getPatternProps() as { d: string };
      const { container } = render(
        <QrThumb value={value} alt="码" openLabel="打开" onOpen={() => undefined} />,
      );
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('viewBox')).toBe(frame.viewBox);
      expect(svg?.querySelector('path')?.getAttribute('d')).toBe(pattern.d);
      expect(svg?.getAttribute('data-qr-value')).toBe(value);
    });
  }
});
