// The Chinese page someone sees after scanning a fission poster in the sandbox (issue #16):
// who they added, whether it counted for the one who shared the poster and how far that
// person is, and their own poster link to share on. Plain HTML, inline styles, no script,
// every value escaped.
import type { FissionScanOutcome } from './fission-scan';
import { posterPathOf } from './fission-task-config';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#fff4ec;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:20px;text-align:center;margin:0 0 8px}
p{line-height:1.7;margin:8px 0;color:#4e5969}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #f0f0f0;font-size:14px}
.row span:first-child{color:#86909c;flex-shrink:0}
.note{background:#fff7e8;border-radius:8px;padding:12px;font-size:14px}
.bar{height:8px;background:#f2f3f5;border-radius:4px;overflow:hidden;margin:6px 0}
.bar i{display:block;height:100%;background:#f53f3f}
a.share{display:block;text-align:center;background:#f53f3f;color:#fff;border-radius:8px;padding:12px;margin-top:16px;text-decoration:none}
form{display:flex;gap:8px;margin-top:20px}
input{flex:1;border:1px solid #dcdfe6;border-radius:8px;padding:10px;font-size:14px}
button{background:#1f2329;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:14px}
small{display:block;text-align:center;color:#86909c;margin-top:16px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<small>沙箱平台模拟裂变海报扫码 · 每次打开都会添加一位新的模拟好友</small></main></body></html>`;
}

const PROBLEMS = {
  not_found: '该海报已失效或活动已删除。',
  not_started: '活动尚未开始，开始后扫码才计入助力。',
  ended: '活动已结束，本次扫码不计入助力。',
  no_employee: '活动当前没有可添加的员工，请稍后再试。',
  too_many: '扫码过于频繁，请10分钟后再试。',
} as const;

const WHY = {
  valid: '助力成功，已计入邀请人数',
  not_new: '你已是企业的老客户，本活动仅新好友计入助力',
  self: '不能为自己助力',
  repeat: '你已参加过本活动，每位好友只计一次',
} as const;

export function fissionScanPage(outcome: FissionScanOutcome, scanPath: string): string {
  if (!outcome.ok) {
    const name = outcome.taskName ? `「${escapeHtml(outcome.taskName)}」` : '';
    return page(
      '无法参加',
      `<div class="card"><h1>暂时无法参加</h1><p>${name}${PROBLEMS[outcome.problem]}</p></div>`,
    );
  }
  const invite = outcome.invite;
  const next = invite?.stages.find((stage) => stage.invites > invite.valid);
  const goal = next?.invites ?? invite?.stages.at(-1)?.invites ?? 1;
  const inviteHtml = invite
    ? `<p class="note">${escapeHtml(WHY[invite.why])}</p>
<div class="row"><span>邀请人</span><span>${escapeHtml(invite.inviter.name)}</span></div>
<div class="row"><span>有效邀请</span><span>${invite.valid} / ${goal}</span></div>
<div class="bar"><i style="width:${Math.min(100, Math.round((invite.valid / goal) * 100))}%"></i></div>
<div class="row"><span>已达成阶段</span><span>${invite.stage ? `第${invite.stage}阶段` : '未达成'}</span></div>`
    : '';
  return page(
    '参与成功',
    `<div class="card"><h1>${escapeHtml(outcome.taskName)}</h1>
<p style="text-align:center">你已添加 <b>${escapeHtml(outcome.employeeName)}</b> 为企业微信好友${outcome.repeat ? '（已参加过）' : ''}</p>
<div class="row"><span>模拟好友</span><span>${escapeHtml(outcome.customerName)}</span></div>
${inviteHtml}
<a class="share" href="${escapeHtml(posterPathOf(outcome.participant.posterKey))}">我的专属海报：分享给好友助力</a>
<form method="get" action="${escapeHtml(scanPath)}"><input name="name" maxlength="30" placeholder="换个昵称，再模拟一位好友扫这张海报" aria-label="好友昵称"><button type="submit">再扫一次</button></form></div>`,
  );
}
