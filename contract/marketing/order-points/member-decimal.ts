// spec §9 "Points use 2 decimals": money and points are decimal text with at most 2 decimals.
// Arithmetic happens on integer cents (hundredths), so 0.1 + 0.2 is exactly 0.30.
import { z } from 'zod';

const DECIMAL_PATTERN = /^-?\d+(\.\d{1,2})?$/;

/** "12.5" → 1250. The text must already match the 2-decimal pattern. */
export function toCents(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(Math.trunc(cents));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${sign}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** A signed text for the history: "+12.50" / "-3.00". */
export function signedText(cents: number): string {
  return cents > 0 ? `+${centsToText(cents)}` : centsToText(cents);
}

interface DecimalOptions {
  /** Smallest allowed value in cents (inclusive). */
  readonly minCents?: number;
  readonly maxCents: number;
  readonly allowZero?: boolean;
  /** The message when the value is below the minimum. */
  readonly minMessage?: string;
}

/**
 * A decimal field (a number or its text): at most 2 decimals, within bounds; answers the
 * normalized text ("12.50"). Every message names the field (contract/validation.ts).
 */
export function decimalField(label: string, options: DecimalOptions) {
  return z
    .union([z.number(), z.string()], { error: `${label}不能为空` })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') {
        context.addIssue({ code: 'custom', message: `${label}不能为空` });
        return z.NEVER;
      }
      if (!DECIMAL_PATTERN.test(text)) {
        context.addIssue({ code: 'custom', message: `${label}必须是数字，最多两位小数` });
        return z.NEVER;
      }
      const cents = toCents(text);
      if (!options.allowZero && cents === 0) {
        context.addIssue({ code: 'custom', message: `${label}不能为0` });
        return z.NEVER;
      }
      if (options.minCents !== undefined && cents < options.minCents) {
        const message = options.minMessage ?? `${label}不能小于${centsToText(options.minCents)}`;
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (Math.abs(cents) > options.maxCents) {
        context.addIssue({
          code: 'custom',
          message: `${label}不能超过${centsToText(options.maxCents)}`,
        });
        return z.NEVER;
      }
      return centsToText(cents);
    });
}
