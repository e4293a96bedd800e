// The WeCom platform adapter (docs/wecom.md): every PlatformAdapter call answered by WeCom's
// server API through one client (WecomApi). The sandbox stays the embedded default; a tenant
// whose self-built app is saved and verified gets this one.
import type { PlatformAdapter } from '../adapter';
import {
  addContactWay,
  addJoinWay,
  deleteContactWay,
  deleteJoinWay,
  updateContactWay,
  updateJoinWay,
} from './contact-way';
import {
  addCorpTags,
  deleteCorpTags,
  editCorpTag,
  listCorpTags,
  markTags,
  remark,
} from './corp-tags';
import { listDepartments, listEmployees } from './directory';
import { createWecomHandover } from './handover';
import type { WecomApi } from './wecom-api';
import type { WelcomeMedia } from './welcome';
import {
  addGroupWelcomeTemplate,
  deleteGroupWelcomeTemplate,
  editGroupWelcomeTemplate,
  sendWelcomeMessage,
} from './welcome';
import { welcomeContent } from './welcome-content';

export function createWecomPlatform(api: WecomApi, media: WelcomeMedia): PlatformAdapter {
  return {
    kind: 'wecom',
    ...createWecomHandover(api),
    listDepartments: (tenantId) => listDepartments(api, tenantId),
    listEmployees: (tenantId) => listEmployees(api, tenantId),
    listCorpTags: (tenantId) => listCorpTags(api, tenantId),
    addCorpTags: (tenantId, group, names) => addCorpTags(api, tenantId, group, names),
    editCorpTag: (tenantId, platformId, name, order) =>
      editCorpTag(api, tenantId, platformId, name, order),
    deleteCorpTags: (tenantId, platformIds) => deleteCorpTags(api, tenantId, platformIds),
    markTags: (tenantId, pair, add, remove) => markTags(api, tenantId, pair, add, remove),
    remark: (tenantId, pair, text, description) => remark(api, tenantId, pair, text, description),
    // send_welcome_msg with the add event's welcome_code; images, videos and files go through
    // the media service first (welcome.ts: one upload per media id's life).
    sendWelcome: (tenantId, welcomeCode, message) =>
      sendWelcomeMessage(api, tenantId, media, welcomeCode, welcomeContent(message)),
    addContactWay: (tenantId, config) => addContactWay(api, tenantId, config),
    updateContactWay: (tenantId, configId, config) =>
      updateContactWay(api, tenantId, configId, config),
    deleteContactWay: (tenantId, configId) => deleteContactWay(api, tenantId, configId),
    addJoinWay: (tenantId, config) => addJoinWay(api, tenantId, config),
    updateJoinWay: (tenantId, configId, config) => updateJoinWay(api, tenantId, configId, config),
    deleteJoinWay: (tenantId, configId) => deleteJoinWay(api, tenantId, configId),
    addGroupWelcomeTemplate: (tenantId, message) =>
      addGroupWelcomeTemplate(api, tenantId, media, message),
    editGroupWelcomeTemplate: (tenantId, templateId, message) =>
      editGroupWelcomeTemplate(api, tenantId, media, templateId, message),
    deleteGroupWelcomeTemplate: (tenantId, templateId) =>
      deleteGroupWelcomeTemplate(api, tenantId, templateId),
  };
}
