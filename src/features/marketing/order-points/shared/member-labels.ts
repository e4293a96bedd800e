// The titles of the member enumerations (spec §3), from the catalogue, and how money and
// points read: 2 decimals with thousands separators (spec §9, issue #8 "points balance").
import {
  ASSIGN_RULES,
  BIND_STATUS,
  CHANGE_TYPES,
  ORDER_STATUS,
  PLATFORM_TYPE_CODES,
  ROUNDING_MODES,
  VALIDITY_TYPES,
} from '../../../../../contract/marketing/order-points';
import { formatMoney } from '../../../../lib/format/format-number';
import { t } from '../../../../lib/i18n/translate';
import type { MessageKey } from '../../../../lib/i18n/zh-cn';
import type { SelectOption } from '../../../../ui/filter-bar/filter-inputs';
import '../../../../lib/i18n/messages/member-messages';

type Group = 'platform' | 'orderStatus' | 'bind' | 'identifier' | 'assign' | 'rounding';
type MoreGroup = 'validity' | 'change';

/** A catalogue title of one enumeration value; the bare value when the catalogue lacks it. */
export function label(group: Group | MoreGroup, value: number): string {
  const key = `member.${group}.${value}`;
  const text = t(key as MessageKey);
  return text === key ? String(value) : text;
}

const optionsOf = (group: Group | MoreGroup, values: readonly number[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: label(group, value) }));

export const platformOptions = () => optionsOf('platform', PLATFORM_TYPE_CODES);
export const orderStatusOptions = () => optionsOf('orderStatus', Object.values(ORDER_STATUS));
export const bindStatusOptions = () => optionsOf('bind', Object.values(BIND_STATUS));
export const changeTypeOptions = () => optionsOf('change', Object.values(CHANGE_TYPES));
export const assignOptions = () => optionsOf('assign', Object.values(ASSIGN_RULES));
export const roundingOptions = () => optionsOf('rounding', Object.values(ROUNDING_MODES));
export const validityOptions = () => optionsOf('validity', Object.values(VALIDITY_TYPES));
/** spec §3: statuses 1–3 can earn points; 4 never does. */
export const earnStatusOptions = () =>
  optionsOf('orderStatus', [ORDER_STATUS.toShip, ORDER_STATUS.toReceive, ORDER_STATUS.completed]);

/** Points: 2 decimals (spec §9) with thousands separators. */
export const pointsText = (value: string | number | null | undefined) => formatMoney(value);
/** A signed change: "+1,200.00" / "-30.00". */
export function signedPointsText(value: string): string {
  const text = formatMoney(value);
  return value.startsWith('+') && !text.startsWith('+') ? `+${text}` : text;
}
export const moneyText = (value: string | number | null | undefined) => formatMoney(value);

export const ORDER_STATUS_PALETTE: Record<number, string> = {
  1: 'orange',
  2: 'blue',
  3: 'green',
  4: 'gray',
};
export const BIND_PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'red' };
