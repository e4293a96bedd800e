// issue #36: the first-setup page. Plain server-rendered HTML (the public cards' look), every
// value escaped; one small script (setup-script.ts) moves the token from the link's fragment
// into the form. Without script the operator pastes the code from the server's output.
import { escapeHtml } from '../acquiring/tool-kit/public-page';
import { PASSWORD_RULE, TENANT_ID_RULE } from '../../../contract/setup';
import { SETUP_PAGE_PATH } from './setup-tokens';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 8px}
p{line-height:1.7;margin:8px 0;color:#4e5969}
form{display:flex;flex-direction:column;gap:14px;margin-top:16px}
label{display:flex;flex-direction:column;gap:6px;font-size:14px;color:#1f2329}
input{border:1px solid #c9cdd4;border-radius:8px;padding:10px;font-size:14px;width:100%}
.hint{font-size:12px;color:#5c6370}
.error{background:#fff1f0;color:#a8071a;border-radius:8px;padding:10px 12px;margin:12px 0 0}
button{background:#07883f;color:#fff;border:0;border-radius:8px;padding:12px 16px;font-size:16px;cursor:pointer}
small{display:block;text-align:center;color:#5c6370;margin-top:16px}`;

export interface SetupFormValues {
  readonly token: string;
  readonly company_name: string;
  readonly tenant_id: string;
  readonly account: string;
  readonly admin_name: string;
}

export const EMPTY_SETUP_FORM: SetupFormValues = {
  token: '',
  company_name: '',
  tenant_id: '',
  account: '',
  admin_name: '',
};

function field(name: string, label: string, value: string, extra: string, hint?: string): string {
  const hintId = hint ? `${name}-hint` : '';
  return `<label for="${name}">${escapeHtml(label)}<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${extra}${
    hint ? ` aria-describedby="${hintId}"` : ''
  }>${hint ? `<span class="hint" id="${hintId}">${escapeHtml(hint)}</span>` : ''}</label>`;
}

export function renderSetupForm(values: SetupFormValues, error?: string): string {
  const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>初始化企业</title><style>${STYLE}</style><script src="${SETUP_PAGE_PATH}/setup.js" defer></script></head><body><main><div class="card">
<h1>初始化企业</h1><p>创建第一个企业及其管理员。完成后用管理员账号登录，在「应用授权」页面连接企业微信。</p>${problem}
<form method="post" action="${SETUP_PAGE_PATH}" autocomplete="off">
${field('token', '设置码', values.token, 'required maxlength="128"', '服务启动时输出的设置链接中 #token= 之后的内容（1 小时内有效，只能使用一次）')}
${field('company_name', '企业名称', values.company_name, 'required maxlength="64"')}
${field('tenant_id', '企业ID', values.tenant_id, 'required maxlength="32" pattern="[a-z][a-z0-9-]{1,31}"', TENANT_ID_RULE)}
${field('account', '管理员账号', values.account, 'required maxlength="64" autocomplete="username"')}
${field('admin_name', '管理员姓名', values.admin_name, 'maxlength="32"')}
${field('password', '管理员密码', '', 'type="password" required maxlength="64" autocomplete="new-password"', PASSWORD_RULE)}
<button type="submit">创建企业</button></form></div><small>只在服务器没有任何企业时可用</small></main></body></html>`;
}
