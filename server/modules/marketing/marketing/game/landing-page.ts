// issue #20 /marketing: the Chinese landing page of a lottery or check-in campaign a customer
// opens (/s/l/<token>): prizes or reward tiers, the player's remaining plays or progress, and
// one button that posts a play / check-in. Plain HTML, inline styles, no script, all escaped.
import type { GameAccess } from './game-access';
import type { CheckInOutcome, GameProblem, PlayOutcome } from './game-play';

const esc = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#fff1f0;color:#1f2329}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:24px 20px;box-shadow:0 2px 12px rgba(0,0,0,.06);margin-bottom:16px}
h1{font-size:22px;text-align:center;margin:0 0 4px;color:#a8071a}
h2{font-size:16px;margin:0 0 8px}
p{line-height:1.7;margin:6px 0;color:#4e5969;font-size:14px}
.muted{color:#4b5563;font-size:13px;text-align:center}
ul{list-style:none;padding:0;margin:0}
li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #f0f0f0;font-size:14px}
li img{width:40px;height:40px;border-radius:8px;object-fit:cover}
.result{text-align:center;font-size:18px;font-weight:600;padding:16px;border-radius:12px;background:#fff7e6;color:#873800}
.result.win{background:#f6ffed;color:#135200}
form{margin-top:16px}
button{width:100%;background:#cf1322;color:#fff;border:0;border-radius:24px;padding:14px;font-size:17px;font-weight:600}
button:disabled{background:#8c8c8c}
small{display:block;text-align:center;color:#4b5563;margin-top:12px}`;

const PROBLEMS: Record<GameProblem | 'not_found' | 'too_many' | 'no_customer', string> = {
  not_found: '活动不存在或已删除。',
  not_open: '活动未在进行中，暂不能参与。',
  not_eligible: '很抱歉，您不在本次活动的参与范围内。',
  limit: '您的参与次数已用完。',
  already: '今天已经打过卡了，明天再来吧。',
  too_many: '操作过于频繁，请10分钟后再试。',
  no_customer: '请在企业微信中打开本页参与活动（沙箱：从控制台「沙箱模拟」进入）。',
};

export type LandingNotice =
  | { kind: 'problem'; problem: keyof typeof PROBLEMS }
  | { kind: 'play'; outcome: Extract<PlayOutcome, { ok: true }> }
  | { kind: 'check_in'; outcome: Extract<CheckInOutcome, { ok: true }> };

export interface LandingView {
  readonly game: GameAccess | null;
  readonly customerName: string | null;
  readonly action: string | null;
  readonly prizes: ReadonlyArray<{ name: string; image_url: string; kind: string }>;
  /** Plays left (lottery) or the progress line (check-in). */
  readonly status: string;
  readonly notice: LandingNotice | null;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}<small>沙箱平台模拟客户参与营销活动</small></main></body></html>`;
}

function noticeHtml(notice: LandingNotice | null): string {
  if (!notice) return '';
  if (notice.kind === 'problem')
    return `<div class="result" role="status">${esc(PROBLEMS[notice.problem])}</div>`;
  if (notice.kind === 'play') {
    const prize = notice.outcome.prize;
    if (!prize)
      return `<div class="result" role="status" data-result="none">谢谢参与，再接再厉！</div>`;
    const extra =
      prize.kind === 'points'
        ? `，${prize.points}积分已到账`
        : prize.kind === 'coupon'
          ? `：${esc(prize.coupon)}`
          : '，请联系客服领取';
    return `<div class="result win" role="status" data-result="win">恭喜您抽中「${esc(prize.name)}」${extra}</div>`;
  }
  const { outcome } = notice;
  const reward = outcome.reward > 0 ? `，获得${outcome.reward}积分` : '';
  const next = outcome.next === null ? '' : `，再打卡${outcome.next}天可得下一档奖励`;
  return `<div class="result win" role="status" data-result="checked">打卡成功！已连续${outcome.streak}天、累计${outcome.total}天${reward}${next}</div>`;
}

export function landingPage(view: LandingView): string {
  const { game } = view;
  if (!game)
    return page(
      '活动不存在',
      `<div class="card">${noticeHtml({ kind: 'problem', problem: 'not_found' })}</div>`,
    );
  const lottery = game.type === 'lottery';
  const items = lottery
    ? view.prizes
        .map(
          (prize) =>
            `<li><span>${prize.image_url ? `<img src="${esc(prize.image_url)}" alt="${esc(prize.name)}"> ` : ''}${esc(prize.name)}</span><span>${prize.kind === 'points' ? '积分' : prize.kind === 'coupon' ? '优惠券' : '实物'}</span></li>`,
        )
        .join('') + '<li><span>谢谢参与</span><span></span></li>'
    : game.tiers
        .map(
          (tier) =>
            `<li><span>${game.checkInMode === 'consecutive' ? '连续' : '累计'}打卡${tier.days}天</span><span>${tier.points}积分</span></li>`,
        )
        .join('');
  const who = view.customerName ? `<p class="muted">当前身份：${esc(view.customerName)}</p>` : '';
  const button = view.action
    ? `<form method="post" action="${esc(view.action)}"><button type="submit">${lottery ? '立即抽奖' : '今日打卡'}</button></form>`
    : `<form><button type="button" disabled>${lottery ? '立即抽奖' : '今日打卡'}</button></form>`;
  const hint = view.customerName ? '' : noticeHtml({ kind: 'problem', problem: 'no_customer' });
  return page(
    game.name,
    `<div class="card"><h1>${esc(game.name)}</h1><p class="muted">活动时间 ${esc(game.startDate)} 至 ${esc(game.endDate)}</p>${who}
${noticeHtml(view.notice)}${hint}
<p class="muted" data-testid="landing-status">${esc(view.status)}</p>${button}</div>
<div class="card"><h2>${lottery ? '奖品' : '打卡奖励'}</h2><ul>${items}</ul></div>`,
  );
}
