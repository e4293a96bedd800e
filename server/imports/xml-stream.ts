// issue #32 finding 1: an .xlsx part is read as a stream of XML events (saxes), so a sheet is
// never held whole as text or as a tree; the caller counts what it keeps and stops at a limit.
// saxes reads no DTD and resolves no external entity.
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { FileRejected } from './file-rejected';
import { LIMIT_MESSAGES } from './import-limits';

export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` and `row` alike: some writers prefix SpreadsheetML's names. */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** An attribute by its local name (`r:id` and `id` are told apart by `prefixed`). */
export function attribute(
  attributes: Readonly<Record<string, string>>,
  name: string,
  prefixed = false,
): string | undefined {
  for (const [key, value] of Object.entries(attributes)) {
    if (key.includes(':') === prefixed && localName(key) === name) return value;
  }
  return undefined;
}

export async function readXml(stream: Readable, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) =>
    handlers.open?.(localName(tag.name), tag.attributes),
  );
  parser.on('closetag', (tag: SaxesTagPlain) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) parser.write(decoder.write(chunk as Buffer));
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    stream.destroy();
    // A limit refused inside a handler keeps its reason; broken XML or zip data is unreadable.
    if (error instanceof FileRejected) throw error;
    throw new FileRejected(LIMIT_MESSAGES.notZip);
  }
}
