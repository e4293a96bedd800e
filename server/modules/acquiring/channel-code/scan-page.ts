// The small Chinese page a "customer" sees after scanning a sandbox channel code (issue #9):
// who they were added to, the tags and the welcome message, or why it did not work. Plain
// HTML with inline styles (CSP allows them; no script), every value escaped.
import type { ScanOutcome } from './scan-flow';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.mark{width:56px;height:56px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:30px;color:#fff;margin:0 auto 16px}
.ok{background:#07c160}.bad{background:#f5a623}
h1{font-size:20px;text-align:center;margin:0 0 8px}
p{line-height:1.7;margin:8px 0;color:#4e5969}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #f0f0f0;font-size:14px}
.row span:first-child{color:#86909c;flex-shrink:0}
.tag{display:inline-block;background:#e8f3ff;color:#1664ff;border-radius:4px;padding:1px 8px;margin:2px;font-size:12px}
.welcome{background:#f7f8fa;border-radius:8px;padding:12px;font-size:14px;white-space:pre-wrap}
form{display:flex;gap:8px;margin-top:20px}
input{flex:1;border:1px solid #dcdfe6;border-radius:8px;padding:10px;font-size:14px}
button{background:#07c160;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:14px}
small{display:block;text-align:center;color:#a0a6b1;margin-top:16px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<small>沙箱平台模拟扫码 · 每次点击添加好友都会添加一位新的模拟客户</small></main></body></html>`;
}

const WELCOME_LABEL = { 1: '渠道活码欢迎语', 2: '默认欢迎语' } as const;

/**
 * What a scan shows first (issue #38): the code and 添加好友, as WeCom shows the employee's
 * card; the customer is added when they press it (a form post to the same URL).
 */
export function addFriendPage(codeName: string, scanPath: string, nickname: string): string {
  return page(
    '添加企业微信',
    `<div class="card"><div class="mark ok" aria-hidden="true">+</div><h1>添加企业微信</h1>
<p style="text-align:center">扫码来自「${escapeHtml(codeName)}」，点击下方按钮添加企业微信好友</p>
<form method="post" action="${escapeHtml(scanPath)}"><input name="name" maxlength="30" value="${escapeHtml(nickname)}" placeholder="模拟客户昵称（可不填）" aria-label="模拟客户昵称"><button type="submit">添加好友</button></form></div>`,
  );
}

export function scanPage(outcome: ScanOutcome, scanPath: string): string {
  if (!outcome.ok) {
    const message =
      outcome.problem === 'not_found'
        ? '该二维码已失效或已被删除，请联系商家获取新的二维码。'
        : outcome.problem === 'too_many'
          ? '扫码过于频繁，请10分钟后再试。'
          : `「${escapeHtml(outcome.codeName ?? '')}」当前没有可添加的员工（不在排班时间或已达每日添加上限，且没有备用员工），请稍后再试。`;
    return page(
      '添加失败',
      `<div class="card"><div class="mark bad">!</div><h1>暂时无法添加</h1><p>${message}</p></div>`,
    );
  }
  const tags = outcome.tags.length
    ? outcome.tags.map((tag) => `<span class="tag">${escapeHtml(tag)}</span>`).join('')
    : '无';
  const welcome = outcome.welcome
    ? `<p>${WELCOME_LABEL[outcome.welcome.type]}：</p><div class="welcome">${escapeHtml(outcome.welcome.text || '（使用企业默认欢迎语）')}</div>`
    : '<p>该活码未设置欢迎语。</p>';
  const accepted = outcome.autoAccepted ? '已自动通过好友申请' : '好友申请已由员工通过';
  return page(
    '添加成功',
    `<div class="card"><div class="mark ok">✓</div><h1>添加成功</h1>
<p style="text-align:center">你已添加 <b>${escapeHtml(outcome.employeeName)}</b> 为企业微信好友</p>
<div class="row"><span>模拟客户</span><span>${escapeHtml(outcome.customerName)}</span></div>
<div class="row"><span>渠道活码</span><span>${escapeHtml(outcome.codeName)}</span></div>
<div class="row"><span>好友验证</span><span>${accepted}</span></div>
<div class="row"><span>客户标签</span><span>${tags}</span></div>
${welcome}
<form method="get" action="${escapeHtml(scanPath)}"><input name="name" maxlength="30" placeholder="换个昵称，再模拟一位客户" aria-label="客户昵称"><button type="submit">再扫一次</button></form></div>`,
  );
}
