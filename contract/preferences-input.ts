// The body of POST /scrm/v1/platform/preferences (issue #5), validated by the server; every
// message names 常用功能.
import { z } from 'zod';
import { MENU_ENTRIES } from './menu-codes';
import { MAX_PINNED_PAGES, type ConsolePreferencesInput } from './preferences';

const KNOWN_PATHS = new Set(MENU_ENTRIES.map((entry) => entry.path));

export const consolePreferencesInput: z.ZodType<ConsolePreferencesInput> = z.object({
  pinned_paths: z
    .array(z.string({ error: '常用功能格式不正确' }), { error: '常用功能格式不正确' })
    .max(MAX_PINNED_PAGES, { error: `常用功能最多选择${MAX_PINNED_PAGES}个` })
    .refine((paths) => paths.every((path) => KNOWN_PATHS.has(path)), {
      error: '常用功能包含不存在的页面',
    })
    .refine((paths) => new Set(paths).size === paths.length, { error: '常用功能不能重复' }),
});
