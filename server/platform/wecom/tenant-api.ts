// The adapter's WecomApi for a tenant over the one client (wecom-client.ts): each call signs
// with the tenant's saved credentials — the 客户联系 secret for externalcontact/* and the
// media it sends (falling back to the app's secret), the app's secret for the directory.
import type { Database } from '../../db/database';
import { tenantCredentials } from './tenant-platform';
import type { WecomApi } from './wecom-api';
import type { WecomClient } from './wecom-client';

const secretFor = (path: string) =>
  path.startsWith('externalcontact/') || path.startsWith('media/') ? 'contact' : 'app';

export function tenantWecomApi(db: Database, client: WecomClient): WecomApi {
  const credentials = (tenantId: string, path: string) =>
    tenantCredentials(db, tenantId, secretFor(path));
  return {
    get: async (tenantId, path, query) =>
      client.get(await credentials(tenantId, path), path, query),
    post: async (tenantId, path, body, query) =>
      client.post(await credentials(tenantId, path), path, body, query),
    upload: async (tenantId, path, query, file) =>
      client.upload(await credentials(tenantId, path), path, query, file),
  };
}
