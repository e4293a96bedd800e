// issue #25 findings 5 and 7: input the database cannot store never reaches it. A JSON body
// that is not valid UTF-8 is a 400 (not text with U+FFFD in it), and a NUL or a lone UTF-16
// surrogate anywhere in a JSON body, the query or the path is a 400 naming the field, before
// any schema runs (schemas name it too; this also covers fields they let through as-is).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../../contract/fields';
import { BodyValidationError } from './http-errors';

export const NOT_UTF8_MESSAGE = '请求内容不是有效的UTF-8编码';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The path of the first string (value or key) that cannot be stored, or undefined. */
export function findUnstorable(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || 'body';
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorable(value[index], path ? `${path}.${index}` : String(index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return keyPath;
      const found = findUnstorable(item, keyPath);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function refuse(field: string): BodyValidationError {
  return new BodyValidationError(`参数 ${field} 含有无法保存的字符`, field);
}

export function registerStrictInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done) => {
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        done(new BodyValidationError(NOT_UTF8_MESSAGE, 'body'), undefined);
        return;
      }
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        const field = findUnstorable(parsed);
        return field === undefined ? done(null, parsed) : done(refuse(field), undefined);
      });
    },
  );
  app.addHook('preValidation', async (request) => {
    const field = findUnstorable(request.query) ?? findUnstorable(request.params);
    if (field !== undefined) throw refuse(field);
  });
}
