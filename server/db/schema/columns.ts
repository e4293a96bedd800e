// Column helpers every tenant-owned table shares (docs/conventions.md "Tenants never mix": each row
// carries its tenant, removed with it). Not a table: drizzle-kit reads nothing here.
import { text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './identity';

export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.tenantId, { onDelete: 'cascade' });

export const at = (name: string) => timestamp(name, { withTimezone: true });
