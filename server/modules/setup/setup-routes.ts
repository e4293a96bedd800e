// issue #36 "First tenant and its admin": GET /setup shows the form, POST /setup checks the
// one-time token and creates the tenant and its admin in one transaction. A used, expired or
// unknown token → a page saying so, nothing created; an existing tenant id or a weak
// password → the form again with the rule, and the token stays usable.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createTenantSchema } from '../../../contract/setup';
import { validate } from '../../../contract/validation';
import type { RouteDeps } from '../../http/app-deps';
import { fieldOf, registerPublicScope, sendCard } from '../acquiring/tool-kit/public-page';
import { EMPTY_SETUP_FORM, renderSetupForm } from './setup-page';
import type { SetupFormValues } from './setup-page';
import { SETUP_SCRIPT } from './setup-script';
import { consumeSetupToken, SETUP_PAGE_PATH } from './setup-tokens';
import { createTenantWithAdmin, SetupRefusal } from './tenant-admin';

class SetupLinkInvalid extends Error {}

function sendForm(reply: FastifyReply, values: SetupFormValues, error?: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderSetupForm(values, error));
}

function sendLinkInvalid(reply: FastifyReply) {
  return sendCard(
    reply,
    {
      title: '设置链接已失效',
      mark: 'bad',
      heading: '设置链接已失效',
      lines: [
        '该设置链接已使用、已过期或不正确，未创建任何企业。',
        '设置链接 1 小时内有效且只能使用一次。请重启服务获取新的链接，或在服务器上运行 npm run tenant -- create。',
      ],
      link: { href: '/auth/login', text: '前往登录' },
      footnote: '初始化企业',
    },
    410,
  );
}

export async function registerSetupRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get(SETUP_PAGE_PATH, async (_request, reply) => sendForm(reply, EMPTY_SETUP_FORM));
  app.get(`${SETUP_PAGE_PATH}/setup.js`, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(SETUP_SCRIPT),
  );

  await registerPublicScope(app, deps, (scope) => {
    scope.post(SETUP_PAGE_PATH, async (request, reply) => {
      const body = request.body;
      const values: SetupFormValues = {
        token: fieldOf(body, 'token', 128).trim(),
        company_name: fieldOf(body, 'company_name', 200),
        tenant_id: fieldOf(body, 'tenant_id', 200).trim(),
        account: fieldOf(body, 'account', 200).trim(),
        admin_name: fieldOf(body, 'admin_name', 200),
      };
      if (!values.token) return sendForm(reply, values, '请填写设置码', 400);
      const input = validate(createTenantSchema, {
        company_name: values.company_name,
        tenant_id: values.tenant_id,
        account: values.account,
        admin_name: values.admin_name.trim() || undefined,
        password: fieldOf(body, 'password', 200),
      });
      if (!input.ok) return sendForm(reply, values, input.message, 400);
      try {
        const created = await createTenantWithAdmin(deps.db, input.data, async (tx) => {
          if (!(await consumeSetupToken(tx, values.token, new Date(deps.now())))) {
            throw new SetupLinkInvalid();
          }
        });
        return sendCard(reply, {
          title: '企业已创建',
          mark: 'ok',
          heading: '企业已创建',
          lines: [
            `企业「${input.data.company_name}」（${created.tenantId}）及管理员 ${created.account} 已创建。`,
            '请用管理员账号登录，然后在「应用授权」页面连接企业微信。',
          ],
          link: { href: '/auth/login', text: '前往登录' },
          footnote: '初始化企业',
        });
      } catch (error) {
        if (error instanceof SetupLinkInvalid) return sendLinkInvalid(reply);
        if (error instanceof SetupRefusal) return sendForm(reply, values, error.message, 409);
        throw error;
      }
    });
  });
}
