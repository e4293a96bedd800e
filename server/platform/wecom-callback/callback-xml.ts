// docs/wecom.md "Callbacks": WeCom's callback bodies are flat XML. The envelope carries the
// ciphertext (<Encrypt>); the decrypted message carries the event. fast-xml-parser reads both
// as text only: no entity expansion, no DOCTYPE, values kept as strings.
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  processEntities: false,
  trimValues: true,
  isArray: (name) => name === 'Item',
});

export type XmlFields = Readonly<Record<string, unknown>>;

/** The children of the root <xml> element, or null when the text is not such a document. */
export function readXml(text: string): XmlFields | null {
  if (text.length === 0 || /<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = parser.parse(text, true);
  } catch {
    return null;
  }
  const root = (parsed as { xml?: unknown } | null)?.xml;
  return root !== null && typeof root === 'object' ? (root as XmlFields) : null;
}

/** A text field ('' when absent or not text). */
export function textOf(fields: XmlFields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** The <Item> texts of a list field (MemChangeList). */
export function itemsOf(fields: XmlFields, name: string): string[] {
  const list = fields[name];
  if (list === null || typeof list !== 'object') return [];
  const items = (list as { Item?: unknown }).Item;
  return Array.isArray(items)
    ? items.filter((item): item is string => typeof item === 'string')
    : [];
}
