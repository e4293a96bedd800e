// issue #35 "Writes through the adapter": a lock or shunt code is a 「联系我」 contact way on the
// platform (add_contact_way / update_contact_way / del_contact_way, docs/wecom.md). Its
// config_id is the only handle on the way, so it is kept with the code, with the platform's
// qr_code; a way is routed to the code's active employees (≤ 100, WeCom's limit per way).
import type { Database } from '../../../db/database';
import type { ContactWayConfig, PlatformAdapter } from '../../../platform/adapter';
import { employeeMap } from './tool-refs';

/** WeCom: a contact way lists at most 100 members. */
export const CONTACT_WAY_USERS_MAX = 100;

export interface PlatformWay {
  readonly platformConfigId: string;
  readonly platformQrCode: string;
}

export async function contactWayOf(
  db: Database,
  tenantId: string,
  employeeIds: readonly number[],
  state: string,
  skipVerify: boolean,
): Promise<ContactWayConfig> {
  const found = await employeeMap(db, tenantId, employeeIds);
  const userIds = [...new Set(employeeIds)]
    .flatMap((id) => {
      const employee = found.get(id);
      return employee?.active && employee.userId ? [employee.userId] : [];
    })
    .slice(0, CONTACT_WAY_USERS_MAX);
  return { state, userIds, skipVerify };
}

/**
 * Creates the way, then writes the code with it; when the write fails (a duplicate name …)
 * the way is deleted again so the platform keeps no orphan.
 */
export async function withContactWay<T>(
  adapter: PlatformAdapter,
  tenantId: string,
  config: ContactWayConfig,
  write: (way: PlatformWay) => Promise<T>,
): Promise<T> {
  const { configId, qrCode } = await adapter.addContactWay(tenantId, config);
  try {
    return await write({ platformConfigId: configId, platformQrCode: qrCode });
  } catch (error) {
    await adapter.deleteContactWay(tenantId, configId).catch(() => undefined);
    throw error;
  }
}

/** Updates the code's way, or adds one for a code saved before it had one (answers it). */
export async function refreshContactWay(
  adapter: PlatformAdapter,
  tenantId: string,
  current: PlatformWay,
  config: ContactWayConfig,
): Promise<PlatformWay> {
  if (!current.platformConfigId) {
    const { configId, qrCode } = await adapter.addContactWay(tenantId, config);
    return { platformConfigId: configId, platformQrCode: qrCode };
  }
  await adapter.updateContactWay(tenantId, current.platformConfigId, config);
  return { platformConfigId: current.platformConfigId, platformQrCode: current.platformQrCode };
}

export async function dropContactWay(
  adapter: PlatformAdapter,
  tenantId: string,
  current: PlatformWay,
): Promise<void> {
  if (current.platformConfigId) {
    await adapter.deleteContactWay(tenantId, current.platformConfigId);
  }
}
