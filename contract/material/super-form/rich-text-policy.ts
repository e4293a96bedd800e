// issue #7: rich text is sanitised on save and on display. One allow-list, used with
// DOMPurify by the editor (console) and by the server (save and public page), so what the
// operator sees is what the customer sees.

export const RICH_TEXT_MAX_LENGTH = 20_000;

/** DOMPurify options: formatting and links only; no styles, images, forms or scripts. */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
  ],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
};

/** True when the rich text shows no words (empty paragraphs and &nbsp; only). */
export function richTextIsEmpty(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text === '';
}

/** A customer's text answer may not carry markup or script (issue #7 server tests). */
export function containsMarkup(text: string): boolean {
  return /<\s*[a-z!/?]/i.test(text) || /javascript\s*:/i.test(text);
}
