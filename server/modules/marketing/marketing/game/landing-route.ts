// issue #20 /marketing: the public landing page of a lottery / check-in campaign (/s/l/<token>),
// outside the guard like the fission poster page /s/f (a customer has no token). The customer
// is named by a signed ticket (?c=, the sandbox's 沙箱模拟); a play or check-in is a POST,
// throttled per address in the database like the scan pages (issue #25 finding 8).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../../db/database';
import type { RouteDeps } from '../../../../http/app-deps';
import { RATE_LIMITS } from '../../../../http/rate-limit/rate-limit-rules';
import { takeRequest } from '../../../../http/rate-limit/request-limit';
import { rowsOf } from '../../../customer/shared/sql-rows';
import { customerOfTicket, gameByToken, type GameAccess } from './game-access';
import { checkIn, playLottery } from './game-play';
import { landingPage, type LandingNotice } from './landing-page';
import { chinaToday } from '../../../../../contract/china-time';

const params = z.object({ token: z.string().regex(/^[0-9a-f]{16,64}$/) });
const query = z.object({ c: z.string().max(64).optional() });

async function statusLine(db: Database, game: GameAccess, customerId: number | null, now: number) {
  if (customerId === null) return '';
  const { tenantId, campaignId } = game;
  if (game.type === 'lottery') {
    const day = game.playPeriod === 'day' ? sql`and day = ${chinaToday(now)}::date` : sql``;
    const [used] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from lottery_plays where tenant_id = ${tenantId}
        and campaign_id = ${campaignId} and customer_id = ${customerId} ${day}`),
    );
    const left = Math.max(0, game.playLimit - Number(used?.n ?? 0));
    return `${game.playPeriod === 'day' ? '今日' : '本次活动'}还可抽奖${left}次`;
  }
  const [last] = rowsOf<{ day: string; streak: number; total: number }>(
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, streak, total
      from check_in_entries where tenant_id = ${tenantId} and campaign_id = ${campaignId}
        and customer_id = ${customerId} order by day desc limit 1`),
  );
  if (!last) return '还没有打卡记录，今天开始吧';
  const today = last.day === chinaToday(now);
  return `已累计打卡${last.total}天${today ? `，已连续${last.streak}天，今日已打卡` : '，今日未打卡'}`;
}

async function render(
  deps: RouteDeps,
  reply: FastifyReply,
  token: string | null,
  ticket: string | undefined,
  notice: LandingNotice | null,
  code = 200,
) {
  const now = deps.now();
  const game = token ? await gameByToken(deps.db, token, now) : null;
  const customerId = game && ticket ? customerOfTicket(deps.jwtSecret, token!, ticket) : null;
  const [customer] =
    game && customerId !== null
      ? rowsOf<{ name: string }>(
          await deps.db.execute(sql`select name from customers where tenant_id = ${game.tenantId}
            and id = ${customerId}`),
        )
      : [];
  const prizes = game
    ? rowsOf<{ name: string; image_url: string; kind: string }>(
        await deps.db.execute(sql`select name, image_url, kind from lottery_prizes
          where tenant_id = ${game.tenantId} and campaign_id = ${game.campaignId}
          order by sort_order, id`),
      )
    : [];
  const verb = game?.type === 'lottery' ? 'play' : 'check-in';
  const html = landingPage({
    game,
    customerName: customer?.name ?? null,
    action: customer ? `/s/l/${token}/${verb}?c=${encodeURIComponent(ticket!)}` : null,
    prizes,
    status: game && customer ? await statusLine(deps.db, game, customerId, now) : '',
    notice,
  });
  return reply
    .code(game ? code : 404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export async function registerLandingRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(async (scope) => {
    // a form post carries nothing we read (the ticket is in the query)
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.get('/s/l/:token', { exposeHeadRoute: false }, async (request, reply) => {
      const key = params.safeParse(request.params);
      const ticket = query.safeParse(request.query).data?.c;
      return render(deps, reply, key.success ? key.data.token : null, ticket, null);
    });
    for (const verb of ['play', 'check-in'] as const)
      scope.post(`/s/l/:token/${verb}`, async (request, reply) => {
        const key = params.safeParse(request.params);
        const ticket = query.safeParse(request.query).data?.c;
        if (!key.success) return render(deps, reply, null, undefined, null);
        const token = key.data.token;
        const game = await gameByToken(deps.db, token, deps.now());
        const customerId = game && ticket ? customerOfTicket(deps.jwtSecret, token, ticket) : null;
        if (!game) return render(deps, reply, null, undefined, null);
        if (customerId === null)
          return render(
            deps,
            reply,
            token,
            undefined,
            { kind: 'problem', problem: 'no_customer' },
            403,
          );
        if (!(await takeRequest(deps, request, RATE_LIMITS.gamePlay)))
          return render(deps, reply, token, ticket, { kind: 'problem', problem: 'too_many' }, 429);
        if (verb === 'play') {
          const outcome = await playLottery(deps.db, game, customerId, deps.now());
          const notice: LandingNotice = outcome.ok
            ? { kind: 'play', outcome }
            : { kind: 'problem', problem: outcome.problem };
          return render(deps, reply, token, ticket, notice);
        }
        const outcome = await checkIn(deps.db, game, customerId, deps.now());
        const notice: LandingNotice = outcome.ok
          ? { kind: 'check_in', outcome }
          : { kind: 'problem', problem: outcome.problem };
        return render(deps, reply, token, ticket, notice);
      });
  });
}
