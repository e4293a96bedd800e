// `npm run shop -- <command>`: the sandbox shop platform from a terminal (issue #8). It signs
// in to a running server and calls its sandbox shop API (/sandbox/shop/*), so a tester can link
// a shop and walk an order through 1 to ship → 2 to receive → 3 completed, or 4 cancelled, and
// watch the points arrive on /order-points. Works while the server runs (PGlite included).
import { parseArgs } from 'node:util';

const USAGE = `用法 / usage:
  npm run shop -- shops                                   已关联的店铺 / linked shops
  npm run shop -- link --platform <1-16> [--name 店铺名]  关联店铺 / link a shop
  npm run shop -- order --platform <1-16> (--member <客户ID external_user_id> | --phone <手机号>)
                        --amount <金额> [--status <1|2|3|4>] [--order-no <订单号>]
                                                          下单并推进到该状态 / sell an order
  npm run shop -- status <订单号> --status <2|3|4>        推进订单状态 / move an order on
  npm run shop -- replay <订单号>                         重发订单事件 / resend its event
公共参数 / common: [--url http://localhost:8080] [--account admin] [--password Admin@123]
                   [--tenant demo]
平台 / platforms: 1 淘宝/天猫 2 京东 3 1号店 4 拼多多 5 有赞 6 自有商城 7 ERP 8 苏宁 9 抖音小店
  10 微盟 11 小鹅通 12 快手 13 小红书 14 得物 15 ShopEx 16 视频号小店
订单状态 / status: 1 待发货 2 待收货 3 已完成 4 已取消/退款
`;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(url: string, init: RequestInit): Promise<Envelope<T>> {
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new Error(`${url}: HTTP ${response.status}`);
  if (response.status !== 200 || body.code !== 0) {
    throw new Error(`${body.msg || `HTTP ${response.status}`}（code ${body.code}）`);
  }
  return body;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: `http://localhost:${process.env.PORT ?? '8080'}` },
      account: { type: 'string', default: 'admin' },
      password: { type: 'string', default: 'Admin@123' },
      tenant: { type: 'string', default: 'demo' },
      platform: { type: 'string' },
      name: { type: 'string' },
      member: { type: 'string' },
      phone: { type: 'string' },
      amount: { type: 'string' },
      status: { type: 'string' },
      'order-no': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, orderNo] = positionals;
  const known = ['shops', 'link', 'order', 'status', 'replay'];
  if (values.help || !command || !known.includes(command)) {
    process.stdout.write(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const base = values.url.replace(/\/+$/, '');
  const login = await call<{ token: string; tenant_id: string }>(`${base}/scrm/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: values.account,
      password: values.password,
      tenant_id: values.tenant,
    }),
  });
  const headers = {
    authorization: `Bearer ${login.data.token}`,
    'x-tenant': login.data.tenant_id,
    'content-type': 'application/json',
  };
  const post = (path: string, body: object) =>
    call(`${base}/sandbox/shop/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));

  let answer: Envelope<unknown>;
  if (command === 'shops') {
    answer = await call(`${base}/sandbox/shop/shops`, { headers });
  } else if (command === 'link') {
    answer = await post('shops', { platform_type: number(values.platform), name: values.name });
  } else if (command === 'order') {
    answer = await post('orders', {
      platform_type: number(values.platform),
      external_user_id: values.member,
      buyer_phone: values.phone,
      amount: values.amount,
      status: number(values.status),
      order_no: values['order-no'],
    });
  } else if (!orderNo) {
    throw new Error('请给出订单号 / the order number is missing');
  } else if (command === 'status') {
    answer = await post(`orders/${encodeURIComponent(orderNo)}/status`, {
      status: number(values.status),
    });
  } else {
    answer = await post(`orders/${encodeURIComponent(orderNo)}/replay`, {});
  }
  process.stdout.write(`${JSON.stringify(answer.data, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
