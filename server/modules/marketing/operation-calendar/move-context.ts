// issue #20 /operation-plan 日历: what every move shares — its context, the refusal and the
// record of who moved what from when to when (written inside the operation's own update).
import type { Database } from '../../../db/database';
import { operationCalendarMoves } from '../../../db/schema/marketing-operation-calendar';
import type { RouteDeps } from '../../../http/app-deps';
import { BodyValidationError, HttpError } from '../../../http/http-errors';

export const refuse = (message: string) => new BodyValidationError(message, 'id');
export const notFound = () => new HttpError(404, '运营不存在或已被删除');

export interface MoveContext {
  deps: RouteDeps;
  tenantId: string;
  userId: number;
  target: Date;
  now: Date;
}

/** Writes the move's record (inside the operation's own update) and answers its id. */
export async function recordMove(
  tx: Database,
  context: MoveContext,
  type: string,
  targetId: number,
  fromAt: Date,
): Promise<number> {
  const [row] = await tx
    .insert(operationCalendarMoves)
    .values({
      tenantId: context.tenantId,
      type,
      targetId,
      fromAt,
      toAt: context.target,
      movedBy: context.userId,
      movedAt: context.now,
    })
    .returning({ id: operationCalendarMoves.id });
  return row!.id;
}
