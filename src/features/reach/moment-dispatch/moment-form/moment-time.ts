// The form's times: the date-time input speaks the tenant's wall clock (YYYY-MM-DDTHH:mm,
// issue #13 "One time rule"), the contract speaks ISO instants.
import { zoneWallInstant } from '../../../../../contract/tenant-zone';
import { getTenantTimeZone, zonedParts } from '../../../../lib/format/time-zone';

/** The tenant-zone wall time of an instant, to the minute. */
export function wallTimeOf(instant: Date, zone?: string): string {
  const p = zonedParts(instant, zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant a tenant-zone wall time names ('' when it is not a whole date and time). */
export function instantOf(wall: string, zone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return zoneWallInstant(
    Date.UTC(year, month - 1, day, hour, minute),
    zone ?? getTenantTimeZone(),
  ).toISOString();
}
