// issue #36 `npm run tenant -- …`: the server operator's commands, as functions of an open
// database so tests call them directly (server/tenant-cli.ts parses arguments and prints).
import { randomBytes } from 'node:crypto';
import { createTenantSchema } from '../../../contract/setup';
import { validate } from '../../../contract/validation';
import type { Database } from '../../db/database';
import { removeDemo } from './remove-demo';
import {
  createTenantWithAdmin,
  listTenants,
  resetAdminPassword,
  setTenantDisabled,
  SetupRefusal,
} from './tenant-admin';

export interface TenantCommandInput {
  readonly command: string;
  readonly tenant?: string;
  readonly name?: string;
  readonly account?: string;
  readonly adminName?: string;
  /** Given (from stdin) or generated and printed once. */
  readonly password?: string;
  readonly enable?: boolean;
  readonly dataDir?: string;
}

export const TENANT_USAGE = `用法 / usage:
  npm run tenant -- create --tenant <企业ID> --name <企业名称> --account <管理员账号> [--admin-name <姓名>] [--password-stdin]
  npm run tenant -- list
  npm run tenant -- disable --tenant <企业ID> [--enable]
  npm run tenant -- reset-admin-password --tenant <企业ID> --account <管理员账号> [--password-stdin]
  npm run tenant -- remove-demo
不带 --password-stdin 时生成一个强密码并只显示这一次 / without --password-stdin a strong
password is generated and shown once.
`;

/** Four character classes, 20 characters: passes PASSWORD_RULE whatever the account. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}#Aa7`;
}

/** Runs one command; answers what to print, or throws SetupRefusal with the reason. */
export async function runTenantCommand(db: Database, input: TenantCommandInput): Promise<string> {
  const now = new Date();
  switch (input.command) {
    case 'create': {
      const password = input.password ?? generatePassword();
      const parsed = validate(createTenantSchema, {
        company_name: input.name,
        tenant_id: input.tenant,
        account: input.account,
        admin_name: input.adminName,
        password,
      });
      if (!parsed.ok) throw new SetupRefusal(parsed.message, parsed.field);
      // issue #32: a generated password is an initial one: changed at the first sign-in.
      await createTenantWithAdmin(db, parsed.data, undefined, {
        mustChangePassword: input.password === undefined,
      });
      return [
        `已创建企业 ${parsed.data.tenant_id}（${parsed.data.company_name}），管理员 ${parsed.data.account}`,
        ...(input.password ? [] : [`初始密码（只显示这一次，首次登录时需修改）：${password}`]),
      ].join('\n');
    }
    case 'list': {
      const rows = await listTenants(db);
      if (rows.length === 0) return '尚无企业 / no tenant';
      return rows
        .map(
          (row) =>
            `${row.tenantId}\t${row.name}\t${row.disabled ? '已停用' : '正常'}\t成员 ${row.members}\t管理员 ${row.admins.join(',') || '-'}\t${row.createdAt.toISOString()}`,
        )
        .join('\n');
    }
    case 'disable': {
      if (!input.tenant) throw new SetupRefusal('请用 --tenant 指定企业ID', 'tenant');
      const enable = input.enable === true;
      if (!(await setTenantDisabled(db, input.tenant, !enable, now))) {
        throw new SetupRefusal(`企业ID ${input.tenant} 不存在`, 'tenant');
      }
      return enable
        ? `已启用企业 ${input.tenant}`
        : `已停用企业 ${input.tenant}（其成员不能再登录）`;
    }
    case 'reset-admin-password': {
      if (!input.tenant || !input.account) {
        throw new SetupRefusal('请用 --tenant 和 --account 指定企业与管理员账号', 'account');
      }
      const password = input.password ?? generatePassword();
      await resetAdminPassword(db, input.tenant, input.account, password);
      return [
        `已重置 ${input.tenant} 管理员 ${input.account} 的密码，登录时需先修改密码`,
        ...(input.password ? [] : [`新密码（只显示这一次）：${password}`]),
      ].join('\n');
    }
    case 'remove-demo': {
      const result = await removeDemo(db, input.dataDir);
      if (!result.removed)
        return '此数据目录没有演示数据，未做任何改动 / no demo data here, nothing changed';
      return `已删除演示企业 ${result.tenants.join('、')}、账号 ${result.accounts.join('、')}，共 ${result.rows} 行`;
    }
    default:
      throw new SetupRefusal(TENANT_USAGE, 'command');
  }
}
