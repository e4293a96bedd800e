import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointQuery } from '../../../data/endpoint-hooks';
import { chatMessageList } from '../../../../contract/company/chat-records';

const folder = join(process.cwd(), 'src/features/company/chat-records');

describe('/chat-records offline cache (issue #22)', () => {
  it('chat content is never persisted in the offline cache: no read of the page asks to persist', () => {
    const sources = readdirSync(folder)
      .filter(
        (file) => file.endsWith('.tsx') || (file.endsWith('.ts') && !file.endsWith('.test.ts')),
      )
      .map((file) => readFileSync(join(folder, file), 'utf8'));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(source).not.toMatch(/persist\s*:\s*true/);
  });

  it('a message read carries no persist mark, which the persister requires', () => {
    expect(endpointQuery(chatMessageList, { query: {} }).meta).toBeUndefined();
    expect(endpointQuery(chatMessageList, { query: {} }, { persist: true }).meta).toEqual({
      persist: true,
    });
  });
});
