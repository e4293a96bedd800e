// 测试连接 and /config-check for a tenant on WeCom (docs/wecom.md "Checking the connection"):
// the token (gettoken), one read (agent/get: the app and its visible range, 60020 when the
// server's IP is not trusted), the 客户联系 permission (externalcontact/get_follow_user_list)
// and the callback (verified, last received: filled by the callback module).
import { zonedParts } from '../../../contract/tenant-zone';
import type { Database } from '../../db/database';
import { loadWecomConnection, tenantCredentials } from './tenant-platform';
import type { WecomClient } from './wecom-client';
import { WecomApiError } from './wecom-errors';

export type ProbeKey =
  'wecom_token' | 'trusted_ip' | 'visible_range' | 'customer_contact' | 'callback';

export interface ProbeItem {
  readonly key: ProbeKey;
  readonly name: string;
  readonly passed: boolean;
  readonly message: string;
}

export interface WecomProbe {
  readonly items: readonly ProbeItem[];
  readonly callbackVerifiedAt: Date | null;
  readonly lastCallbackAt: Date | null;
}

interface AgentAnswer {
  readonly name?: string;
  readonly allow_userinfos?: { readonly user?: readonly unknown[] };
  readonly allow_partys?: { readonly partyid?: readonly unknown[] };
}

const item = (key: ProbeKey, name: string, passed: boolean, message: string): ProbeItem => ({
  key,
  name,
  passed,
  message,
});

/** `YYYY-MM-DD HH:mm` in the tenant's zone (Asia/Shanghai, docs/wecom.md). */
function tenantZoneTime(instant: Date): string {
  const p = zonedParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function probeToken(client: WecomClient, db: Database, tenantId: string) {
  try {
    await client.checkToken(await tenantCredentials(db, tenantId));
    return item('wecom_token', '应用凭证', true, '获取access_token成功，CorpID与Secret有效');
  } catch (error) {
    return item('wecom_token', '应用凭证', false, reason(error));
  }
}

async function probeAgent(
  client: WecomClient,
  db: Database,
  tenantId: string,
  agentId: string,
): Promise<ProbeItem[]> {
  try {
    const agent = await client.get<AgentAnswer>(
      await tenantCredentials(db, tenantId),
      'agent/get',
      {
        agentid: agentId,
      },
    );
    const users = agent.allow_userinfos?.user?.length ?? 0;
    const departments = agent.allow_partys?.partyid?.length ?? 0;
    return [
      item('trusted_ip', '企业可信IP', true, '本服务器的IP在应用的企业可信IP中，接口可以调用'),
      item(
        'visible_range',
        '应用可见范围',
        users + departments > 0,
        users + departments > 0
          ? `应用「${agent.name ?? ''}」可见范围：${departments} 个部门、${users} 名成员`
          : '应用可见范围为空，请在企业微信管理后台的应用详情页设置可见范围',
      ),
    ];
  } catch (error) {
    const ipRefused = error instanceof WecomApiError && error.errcode === 60020;
    return [
      item(
        'trusted_ip',
        '企业可信IP',
        !ipRefused,
        ipRefused ? reason(error) : '未能确认（读取应用信息失败）',
      ),
      item(
        'visible_range',
        '应用可见范围',
        false,
        `读取应用信息（agent/get）失败：${reason(error)}`,
      ),
    ];
  }
}

async function probeContact(client: WecomClient, db: Database, tenantId: string) {
  try {
    const answer = await client.get<{ follow_user?: readonly string[] }>(
      await tenantCredentials(db, tenantId, 'contact'),
      'externalcontact/get_follow_user_list',
    );
    const count = answer.follow_user?.length ?? 0;
    return item(
      'customer_contact',
      '客户联系权限',
      true,
      `可以调用客户联系接口，${count} 名成员配置了客户联系功能`,
    );
  } catch (error) {
    return item('customer_contact', '客户联系权限', false, reason(error));
  }
}

function callbackItem(verifiedAt: Date | null, lastAt: Date | null): ProbeItem {
  if (lastAt) {
    return item('callback', '回调', true, `最近一次收到企业微信回调：${tenantZoneTime(lastAt)}`);
  }
  if (verifiedAt) {
    return item(
      'callback',
      '回调',
      true,
      `回调URL已于 ${tenantZoneTime(verifiedAt)} 通过企业微信验证，尚未收到事件`,
    );
  }
  return item(
    'callback',
    '回调',
    false,
    '尚未收到企业微信的回调：请把本页的回调URL、Token和EncodingAESKey填入企业微信管理后台「接收消息 → 设置API接收」并保存',
  );
}

export async function probeWecom(
  client: WecomClient,
  db: Database,
  tenant: { readonly tenantId: string; readonly agentId: string },
): Promise<WecomProbe> {
  const token = await probeToken(client, db, tenant.tenantId);
  const reads: ProbeItem[] = token.passed
    ? [
        ...(await probeAgent(client, db, tenant.tenantId, tenant.agentId)),
        await probeContact(client, db, tenant.tenantId),
      ]
    : [
        item('trusted_ip', '企业可信IP', false, '未能确认：应用凭证无效'),
        item('visible_range', '应用可见范围', false, '未能确认：应用凭证无效'),
        item('customer_contact', '客户联系权限', false, '未能确认：应用凭证无效'),
      ];
  const connection = await loadWecomConnection(db, tenant.tenantId);
  const verifiedAt = connection?.callbackVerifiedAt ?? null;
  const lastAt = connection?.lastCallbackAt ?? null;
  return {
    items: [token, ...reads, callbackItem(verifiedAt, lastAt)],
    callbackVerifiedAt: verifiedAt,
    lastCallbackAt: lastAt,
  };
}
