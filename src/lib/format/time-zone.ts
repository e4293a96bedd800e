// issue #13 "One time rule": every timestamp of the console is shown in the tenant's time zone
// (a tenant setting, Asia/Shanghai by default), never in the browser's. The zone arithmetic is
// contract/tenant-zone.ts (the server's too, with the default zone's fast path); this file keeps
// which zone the signed-in tenant uses.
import {
  calendarDateInZone as calendarDateIn,
  DEFAULT_TENANT_TIME_ZONE,
  isKnownTimeZone,
  prepareZone,
  zonedParts as zonedPartsIn,
  type ZonedParts,
} from '../../../contract/tenant-zone';

let tenantTimeZone = DEFAULT_TENANT_TIME_ZONE;

/** Set from the signed-in tenant's profile; an unknown zone keeps the default. */
export function setTenantTimeZone(zone: string | null | undefined): void {
  // issue #23: called on every render of the shell; building a formatter to check the zone
  // costs milliseconds on a phone, so a zone already in use is not checked again.
  if (!zone || zone === tenantTimeZone) return;
  tenantTimeZone = isKnownTimeZone(zone) ? zone : DEFAULT_TENANT_TIME_ZONE;
}

export function getTenantTimeZone(): string {
  return tenantTimeZone;
}

/**
 * issue #23: the first formatter with a time zone loads ICU's zone data (60–120 ms at a phone's
 * speed). Built in a quiet moment of the start-up (while /config.json is on the way), not in
 * the first render that shows a date; not at all for the default zone.
 */
export function prepareZoneFormatter(): void {
  prepareZone(tenantTimeZone);
}

/** The wall-clock fields of an instant in a zone (the tenant's by default). */
export function zonedParts(instant: Date, zone = tenantTimeZone): ZonedParts {
  return zonedPartsIn(instant, zone);
}

/** YYYY-MM-DD of an instant in the tenant's zone: "today" for filters and quick ranges. */
export function calendarDateInZone(instant: Date = new Date(), zone = tenantTimeZone): string {
  return calendarDateIn(instant, zone);
}
