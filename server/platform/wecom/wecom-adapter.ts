// The WeCom platform adapter (docs/wecom.md): every PlatformAdapter call answered by WeCom's
// server API through one client (WecomApi). The sandbox stays the embedded default; a tenant
// whose self-built app is saved and verified gets this one.
import type { PlatformAdapter } from '../adapter';
import { addContactWay, deleteContactWay, updateContactWay } from './contact-way';
import {
  addCorpTags,
  deleteCorpTags,
  editCorpTag,
  listCorpTags,
  markTags,
  remark,
} from './corp-tags';
import { listDepartments, listEmployees } from './directory';
import type { WecomApi } from './wecom-api';
import type { MediaSource } from './welcome';
import { sendWelcomeMessage } from './welcome';

export function createWecomPlatform(api: WecomApi, media: MediaSource): PlatformAdapter {
  return {
    kind: 'wecom',
    listDepartments: (tenantId) => listDepartments(api, tenantId),
    listEmployees: (tenantId) => listEmployees(api, tenantId),
    listCorpTags: (tenantId) => listCorpTags(api, tenantId),
    addCorpTags: (tenantId, group, names) => addCorpTags(api, tenantId, group, names),
    editCorpTag: (tenantId, platformId, name, order) =>
      editCorpTag(api, tenantId, platformId, name, order),
    deleteCorpTags: (tenantId, platformIds) => deleteCorpTags(api, tenantId, platformIds),
    markTags: (tenantId, pair, add, remove) => markTags(api, tenantId, pair, add, remove),
    remark: (tenantId, pair, text, description) => remark(api, tenantId, pair, text, description),
    // The adapter-level welcome names its attachments only (a title each): the text goes out;
    // a full message with uploaded media goes through sendWelcomeMessage (welcome.ts).
    sendWelcome: (tenantId, welcomeCode, message) =>
      sendWelcomeMessage(api, tenantId, media, welcomeCode, {
        text: message.text,
        attachments: [],
      }),
    addContactWay: (tenantId, config) => addContactWay(api, tenantId, config),
    updateContactWay: (tenantId, configId, config) =>
      updateContactWay(api, tenantId, configId, config),
    deleteContactWay: (tenantId, configId) => deleteContactWay(api, tenantId, configId),
  };
}
