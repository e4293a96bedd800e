// issue #15 /shunt-code reads: the list (targets with weights, exposures, adds), the detail and
// the statistics per target (exposures, adds, conversion, actual share vs configured weight)
// and per day.
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  ShuntCodeDetail,
  ShuntCodeForm,
  ShuntCodeRow,
  ShuntStatistics,
  ShuntTargetRef,
} from '../../../../contract/acquiring/shunt-code';
import { targetKeyOf } from '../../../../contract/acquiring/shunt-code';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { shuntCodes, shuntExposures } from '../../../db/schema/acquiring-tools';
import { chinaDayStart } from '../../../../contract/china-time';
import { daysBetween, notFound, ratio } from '../tool-kit/tool-refs';
import { shuntTargetNames } from './shunt-targets';
import { chinaDaySql } from '../../../db/china-time-sql';
import { toolListPage } from '../tool-kit/tool-list-query';

export const shuntScanPath = (key: string) => `/s/s/${key}`;
type Code = typeof shuntCodes.$inferSelect;
const configOf = (code: Code) => code.config as unknown as ShuntCodeForm;

async function rowsOf(
  db: Database,
  tenantId: string,
  codes: readonly Code[],
): Promise<ShuntCodeRow[]> {
  const ids = codes.map((code) => code.id);
  const figures = ids.length
    ? await db
        .select({
          id: shuntExposures.shuntCodeId,
          exposures: count(),
          adds: sql<number>`count(${shuntExposures.addedAt})::int`,
        })
        .from(shuntExposures)
        .where(and(eq(shuntExposures.tenantId, tenantId), inArray(shuntExposures.shuntCodeId, ids)))
        .groupBy(shuntExposures.shuntCodeId)
    : [];
  const byCode = new Map(figures.map((row) => [row.id, row]));
  const names = await shuntTargetNames(
    db,
    tenantId,
    codes.flatMap((code) => configOf(code).targets),
  );
  return codes.map((code) => {
    const config = configOf(code);
    return {
      id: code.id,
      name: code.name,
      enabled: code.enabled,
      rule: config.rule,
      scan_path: shuntScanPath(code.publicKey),
      targets: config.targets.map((target) => ({
        key: targetKeyOf(target),
        name: names.get(targetKeyOf(target)) ?? '-',
        weight: target.weight,
      })),
      exposures: byCode.get(code.id)?.exposures ?? 0,
      adds: byCode.get(code.id)?.adds ?? 0,
      created_at: code.createdAt.toISOString(),
    };
  });
}

export async function listShuntCodes(
  db: Database,
  tenantId: string,
  query: ToolListQuery,
): Promise<ListData<ShuntCodeRow>> {
  return toolListPage(db, shuntCodes, tenantId, query, (codes) => rowsOf(db, tenantId, codes));
}

export async function findShuntCode(db: Database, tenantId: string, id: number): Promise<Code> {
  const [code] = await db
    .select()
    .from(shuntCodes)
    .where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, id)));
  if (!code) throw notFound('分流码');
  return code;
}

export async function shuntCodeDetailOf(
  db: Database,
  tenantId: string,
  id: number,
): Promise<ShuntCodeDetail> {
  const code = await findShuntCode(db, tenantId, id);
  const [row] = await rowsOf(db, tenantId, [code]);
  return { ...(row as ShuntCodeRow), config: configOf(code) };
}

export async function shuntStatistics(
  db: Database,
  tenantId: string,
  query: { id: number; from: string; to: string },
): Promise<ShuntStatistics> {
  const code = await findShuntCode(db, tenantId, query.id);
  const config = configOf(code);
  const start = chinaDayStart(query.from);
  const end = new Date(chinaDayStart(query.to).getTime() + 86_400_000);
  const day = chinaDaySql(shuntExposures.shownAt);
  const rows = await db
    .select({
      day,
      key: shuntExposures.targetKey,
      exposures: count(),
      adds: sql<number>`count(${shuntExposures.addedAt})::int`,
    })
    .from(shuntExposures)
    .where(
      and(
        eq(shuntExposures.tenantId, tenantId),
        eq(shuntExposures.shuntCodeId, code.id),
        gte(shuntExposures.shownAt, start),
        lt(shuntExposures.shownAt, end),
      ),
    )
    .groupBy(day, shuntExposures.targetKey);
  const byKey = new Map<string, { exposures: number; adds: number }>();
  const byDay = new Map<string, { exposures: number; adds: number }>();
  for (const row of rows) {
    for (const [map, key] of [
      [byKey, row.key],
      [byDay, row.day],
    ] as const) {
      const figure = map.get(key) ?? { exposures: 0, adds: 0 };
      figure.exposures += row.exposures;
      figure.adds += row.adds;
      map.set(key, figure);
    }
  }
  const refs: { ref: ShuntTargetRef; weight: number; fallback: boolean }[] = config.targets.map(
    (target) => ({
      ref: target,
      weight: target.weight,
      fallback: false,
    }),
  );
  if (
    config.fallback &&
    !refs.some((row) => targetKeyOf(row.ref) === targetKeyOf(config.fallback as ShuntTargetRef))
  ) {
    refs.push({ ref: config.fallback, weight: 0, fallback: true });
  }
  // Targets removed from the form still show their history.
  for (const key of byKey.keys()) {
    if (!refs.some((row) => targetKeyOf(row.ref) === key)) {
      const [kind, id] = key.split(':');
      refs.push({
        ref: { kind: kind as ShuntTargetRef['kind'], ref_id: Number(id) },
        weight: 0,
        fallback: false,
      });
    }
  }
  const names = await shuntTargetNames(
    db,
    tenantId,
    refs.map((row) => row.ref),
  );
  const weightSum = config.targets.reduce((total, target) => total + target.weight, 0);
  const allExposures = [...byKey.values()].reduce((total, row) => total + row.exposures, 0);
  const allAdds = [...byKey.values()].reduce((total, row) => total + row.adds, 0);
  return {
    totals: { exposures: allExposures, adds: allAdds },
    targets: refs.map(({ ref, weight, fallback }) => {
      const key = targetKeyOf(ref);
      const figure = byKey.get(key) ?? { exposures: 0, adds: 0 };
      return {
        key,
        kind: ref.kind,
        name: names.get(key) ?? '-',
        weight,
        fallback,
        exposures: figure.exposures,
        adds: figure.adds,
        conversion: ratio(figure.adds, figure.exposures),
        configured_share: ratio(weight, weightSum),
        actual_share: ratio(figure.exposures, allExposures),
      };
    }),
    days: daysBetween(query.from, query.to).map((date) => ({
      day: date,
      ...(byDay.get(date) ?? { exposures: 0, adds: 0 }),
    })),
  };
}
