// issue #16 /welcome: the stored pieces an add's welcome is chosen from — the channel code's
// own welcome setting (read from its table, the channel-code slice owns it), the welcome
// whose scope holds the employee (directly first, then the nearest department up the tree),
// the default welcome and the nickname block list.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { welcomeForm } from '../../../../contract/acquiring/welcome';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { welcomeMessages, welcomeSettings } from '../../../db/schema/acquiring-welcome';
import { departments, employees } from '../../../db/schema/directory';
import type { CodeWelcome, StoredWelcome } from './welcome-choice';

type WelcomeRecord = typeof welcomeMessages.$inferSelect;

/** The stored config read back through the contract (the scope lives in its own columns). */
export function welcomeConfigOf(row: WelcomeRecord) {
  const parsed = welcomeForm.safeParse({
    ...row.config,
    is_default: row.isDefault,
    employee_ids: row.employeeIds,
    department_ids: row.departmentIds,
  });
  return parsed.success
    ? parsed.data
    : welcomeForm.parse({ is_default: row.isDefault, message: { text: '（欢迎语已损坏）' } });
}

// The part of a channel code's form the priority rule needs (contract/channel-code.ts).
const codeWelcomeSchema = z.object({
  welcome_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(2),
  welcome_text: z.string().catch(''),
});

export async function codeWelcomeOf(
  db: Database,
  tenantId: string,
  codeId: number | null,
): Promise<CodeWelcome | null> {
  if (codeId === null) return null;
  const [code] = await db
    .select({ id: channelCodes.id, name: channelCodes.name, config: channelCodes.config })
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)));
  if (!code) return null;
  const config = codeWelcomeSchema.parse(code.config);
  return {
    id: code.id,
    name: code.name,
    welcomeType: config.welcome_type,
    message: { text: config.welcome_text, attachments: [] },
  };
}

/** The employee's department and its ancestors, nearest first. */
async function departmentChain(db: Database, tenantId: string, employeeId: number) {
  const [employee] = await db
    .select({ departmentId: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!employee?.departmentId) return [];
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.tenantId, tenantId));
  const parent = new Map(rows.map((row) => [row.id, row.parentId]));
  const chain: number[] = [];
  for (let id: number | null = employee.departmentId; id !== null && !chain.includes(id);) {
    chain.push(id);
    id = parent.get(id) ?? null;
  }
  return chain;
}

export async function welcomesFor(db: Database, tenantId: string, employeeId: number) {
  const rows = await db
    .select()
    .from(welcomeMessages)
    .where(eq(welcomeMessages.tenantId, tenantId));
  const stored = (row: WelcomeRecord): StoredWelcome => ({
    id: row.id,
    config: welcomeConfigOf(row),
  });
  const defaultRow = rows.find((row) => row.isDefault);
  const scoped = rows.filter((row) => !row.isDefault);
  let employeeRow = scoped.find((row) => row.employeeIds.includes(employeeId));
  if (!employeeRow) {
    for (const departmentId of await departmentChain(db, tenantId, employeeId)) {
      employeeRow = scoped.find((row) => row.departmentIds.includes(departmentId));
      if (employeeRow) break;
    }
  }
  return {
    employeeWelcome: employeeRow ? stored(employeeRow) : null,
    defaultWelcome: defaultRow ? stored(defaultRow) : null,
  };
}

export async function blockWordsOf(db: Database, tenantId: string): Promise<string[]> {
  const [row] = await db
    .select({ words: welcomeSettings.nicknameBlockWords })
    .from(welcomeSettings)
    .where(eq(welcomeSettings.tenantId, tenantId));
  return row?.words ?? [];
}
