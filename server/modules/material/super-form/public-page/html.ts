// Escaping for the server-rendered public page: every operator- or customer-supplied string
// goes through escapeHtml; rich text is the only HTML, and it is sanitised first.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Plain text with its line breaks kept. */
export function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** JSON for a <script type="application/json"> block: no "</script>" can close it early. */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
