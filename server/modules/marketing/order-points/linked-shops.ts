// issue #8: our record of the shops a tenant linked (member_shops), written when the shop
// platform confirms a link (the sandbox's link call, or the demo seed).
import type { Database } from '../../../db/database';
import { memberShops } from '../../../db/schema/member';
import type { SandboxShop } from '../../../platform/sandbox/shop-store';

export async function recordLinkedShop(
  db: Database,
  tenantId: string,
  shop: SandboxShop,
  expiresAt: Date | null = null,
): Promise<void> {
  await db
    .insert(memberShops)
    .values({
      tenantId,
      platformType: shop.platformType,
      name: shop.name,
      shopCode: shop.shopCode,
      linkedAt: new Date(shop.linkedAt),
      expiresAt,
    })
    .onConflictDoNothing();
}
