// issue #9: 90 days of made-up history for a sandbox tenant, in memory. Code adds go through
// the same routing as a live scan (schedule → cap → backup) and get the code's tags, remark
// and welcome; other adds come by phone, card, group or contacts. Some customers are later
// deleted by the customer or the employee. Rows refer to customers by index (ids come later).
import type { ExternalContact } from '../../platform/adapter';
import { externalContact, pick, randomInt } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { routeScan } from '../../modules/acquiring/channel-code/routing';
import { chinaClock } from '../../../contract/china-time';
import type { SeededCode, SeededTenant } from './seed-sandbox-setup';
import type { TenantProfile } from './seed-sandbox-data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface HistoryRelation {
  customer: number;
  employeeId: number;
  addWay: number;
  state: string;
  channelCodeId: number | null;
  remark: string;
  description: string;
  addedAt: Date;
  deletedByCustomerAt: Date | null;
  deletedByEmployeeAt: Date | null;
}

export interface HistoryEvent {
  customer: number;
  employeeId: number | null;
  channelCodeId: number | null;
  eventType: string;
  content: Record<string, unknown>;
  occurredAt: Date;
}

export interface History {
  customers: (ExternalContact & { lastAddedAt: Date })[];
  relations: HistoryRelation[];
  tags: { customer: number; tagId: number; employeeId: number | null; createdAt: Date }[];
  events: HistoryEvent[];
  /** customer/tag and customer/employee pairs already made (no duplicates). */
  keys: Set<string>;
}

/** History never runs ahead of the seed's clock. */
const notAfter = (at: Date, now: Date) => (at > now ? now : at);

function pickCode(random: Random, codes: readonly SeededCode[]): SeededCode | undefined {
  const total = codes.reduce((sum, code) => sum + code.weight, 0);
  let roll = random() * total;
  for (const code of codes) {
    roll -= code.weight;
    if (roll <= 0) return code;
  }
  return codes[codes.length - 1];
}

/** A time of day weighted to business hours (08:00–23:00 China time). */
function timeInDay(random: Random, dayStart: Date): Date {
  const hour = 8 + Math.floor(Math.pow(random(), 0.9) * 15);
  return new Date(dayStart.getTime() + hour * HOUR_MS + Math.floor(random() * HOUR_MS));
}

export function buildHistory(
  profile: TenantProfile,
  setup: SeededTenant,
  random: Random,
  now: Date,
): History {
  const history: History = { customers: [], relations: [], tags: [], events: [], keys: new Set() };
  const active = new Set(setup.employeeIds);
  const tagIds = [...setup.tagIds.values()];
  const today = chinaClock(now).dayStart.getTime();
  // Growth over the period: later days bring more customers (weights sum to `customers`).
  const weights = Array.from(
    { length: profile.days },
    (_, day) => 0.6 + (0.8 * day) / profile.days,
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  for (let day = 0; day < profile.days; day += 1) {
    const dayStart = new Date(today - (profile.days - 1 - day) * DAY_MS);
    const count = Math.round(((weights[day] ?? 1) / weightSum) * profile.customers);
    const addsToday = new Map<number, Map<number, number>>();
    for (let n = 0; n < count; n += 1) {
      let at = timeInDay(random, dayStart);
      // Today only up to now: today's adds spread over the hours already gone.
      if (at > now) {
        at = new Date(
          dayStart.getTime() + Math.floor(random() * (now.getTime() - dayStart.getTime())),
        );
      }
      const index = history.customers.length;
      const contact = externalContact(
        random,
        `wm${profile.tenantId}${String(index).padStart(7, '0')}`,
      );
      history.customers.push({ ...contact, lastAddedAt: at });
      const code = random() < 0.62 ? pickCode(random, setup.codes) : undefined;
      const counts = code ? (addsToday.get(code.id) ?? new Map<number, number>()) : undefined;
      const decision = code && counts ? routeScan(code.config, at, counts, active) : undefined;
      if (code && counts && decision) {
        counts.set(decision.employeeId, (counts.get(decision.employeeId) ?? 0) + 1);
        addsToday.set(code.id, counts);
        addRelation(history, random, index, decision.employeeId, at, now, code);
      } else {
        const employeeId = pick(random, setup.employeeIds);
        addRelation(history, random, index, employeeId, at, now, undefined);
      }
      // Some customers are added by a second employee later (shared or reassigned).
      if (random() < 0.14) {
        const later = randomInt(random, 1, 20) * DAY_MS + randomInt(random, 0, 3600) * 1000;
        const second = new Date(at.getTime() + later);
        const employee = pick(random, setup.employeeIds);
        if (second < now) addRelation(history, random, index, employee, second, now, undefined);
      }
      const extra = randomInt(random, 0, 3);
      for (let tag = 0; tag < extra; tag += 1) {
        addTag(
          history,
          index,
          pick(random, tagIds),
          null,
          notAfter(new Date(at.getTime() + HOUR_MS), now),
          'manual',
        );
      }
    }
  }
  return history;
}

function addTag(
  history: History,
  customer: number,
  tagId: number,
  employeeId: number | null,
  at: Date,
  source: string,
  channelCodeId: number | null = null,
): void {
  const key = `${customer}/t${tagId}`;
  if (history.keys.has(key)) return;
  history.keys.add(key);
  history.tags.push({ customer, tagId, employeeId, createdAt: at });
  history.events.push({
    customer,
    employeeId,
    channelCodeId,
    eventType: 'tag_added',
    content: { tag_id: tagId, source },
    occurredAt: at,
  });
}

function addRelation(
  history: History,
  random: Random,
  customer: number,
  employeeId: number,
  at: Date,
  now: Date,
  code: SeededCode | undefined,
): void {
  const key = `${customer}/e${employeeId}`;
  if (history.keys.has(key)) return;
  history.keys.add(key);
  const contact = history.customers[customer];
  if (!contact) return;
  if (at > contact.lastAddedAt) contact.lastAddedAt = at;
  const config = code?.config;
  const relation: HistoryRelation = {
    customer,
    employeeId,
    addWay: code ? 1 : pick(random, [2, 2, 3, 4, 5, 6, 202]),
    state: code?.state ?? '',
    channelCodeId: code?.id ?? null,
    remark: config?.remark_enable ? `${contact.name}-${config.remark}` : '',
    description: config?.description_enable ? config.description : '',
    addedAt: at,
    deletedByCustomerAt: null,
    deletedByEmployeeAt: null,
  };
  history.relations.push(relation);
  const channelCodeId = relation.channelCodeId;
  history.events.push({
    customer,
    employeeId,
    channelCodeId,
    eventType: 'added',
    content: { add_way: relation.addWay, state: relation.state },
    occurredAt: at,
  });
  if (config) {
    for (const tagId of config.tag_enable ? config.tag_ids : []) {
      addTag(
        history,
        customer,
        tagId,
        employeeId,
        notAfter(new Date(at.getTime() + 1000), now),
        'channel_code',
        channelCodeId,
      );
    }
    if (config.welcome_type !== 3) {
      history.events.push({
        customer,
        employeeId,
        channelCodeId,
        eventType: 'welcome_sent',
        content: {
          welcome_type: config.welcome_type,
          text: config.welcome_type === 1 ? config.welcome_text : '',
        },
        occurredAt: notAfter(new Date(at.getTime() + 2000), now),
      });
    }
  }
  const roll = random();
  if (roll < 0.07) {
    const lostAt = new Date(at.getTime() + Math.floor(random() * (now.getTime() - at.getTime())));
    const byCustomer = roll < 0.05;
    if (byCustomer) relation.deletedByCustomerAt = lostAt;
    else relation.deletedByEmployeeAt = lostAt;
    history.events.push({
      customer,
      employeeId,
      channelCodeId,
      eventType: byCustomer ? 'deleted_by_customer' : 'deleted_by_employee',
      content: {},
      occurredAt: lostAt,
    });
  }
}
