// issue #7: rich text is sanitised on save and on display, with DOMPurify and the shared
// allow-list (contract/material/super-form/rich-text-policy.ts). On the server DOMPurify needs a DOM:
// jsdom, loaded on first use so that starting the server does not pay for it.
import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';
import { RICH_TEXT_PURIFY_CONFIG } from '../../../../contract/material/super-form/rich-text-policy';

let purifier: Promise<DOMPurify> | undefined;

async function loadPurifier(): Promise<DOMPurify> {
  // A name in a variable keeps jsdom (which ships no types) out of type checking and bundling.
  const jsdomModule = 'jsdom';
  const { JSDOM } = (await import(jsdomModule)) as {
    JSDOM: new (html: string) => { window: unknown };
  };
  const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  // Links open outside the form and pass no opener or referrer to the target.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purify;
}

export async function sanitiseRichText(html: string): Promise<string> {
  purifier ??= loadPurifier();
  const purify = await purifier;
  return purify.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}
