import DOMPurify from 'dompurify';
import { RICH_TEXT_PURIFY_CONFIG } from '../../../../../contract/material/super-form/rich-text-policy';

// issue #7: rich text is sanitised on save and on display, with the allow-list the server
// uses too (contract/material/super-form/rich-text-policy.ts).
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}
