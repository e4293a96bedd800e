// issue #9: a "scan" of a channel code in the sandbox. A made-up WeChat user scans the contact
// way and the platform answers with its add_external_contact callback, carrying the code's
// `state` and a welcome_code, exactly as WeCom does for a contact way (docs/domain.md §0).
import { randomBytes } from 'node:crypto';
import type { PlatformEvent } from '../adapter';
import { externalContact, seededRandom } from './fake-people';

export interface SimulatedScan {
  /** The employee the customer is routed to (platform userid). */
  readonly userId: string;
  readonly state: string;
  /** A nickname the tester typed on the scan page, else a made-up one. */
  readonly nickname?: string;
  readonly at: Date;
}

export function simulateScan(
  scan: SimulatedScan,
): Extract<PlatformEvent, { type: 'add_external_contact' }> {
  const externalUserId = `wm${randomBytes(12).toString('hex')}`;
  const contact = externalContact(seededRandom(randomBytes(4).readUInt32LE(0)), externalUserId);
  const name = scan.nickname?.trim();
  return {
    type: 'add_external_contact',
    userId: scan.userId,
    contact: name ? { ...contact, name: name.slice(0, 30) } : contact,
    state: scan.state,
    // docs/domain.md §0 add_way 1: scanned a QR code.
    addWay: 1,
    welcomeCode: randomBytes(16).toString('hex'),
    at: scan.at,
  };
}
