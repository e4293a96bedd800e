// The sandbox's conversation material (issue #22 "the sandbox generates realistic
// conversations"): what customers ask and employees answer in a retail SCRM tenant, a few
// lines carrying the words the demo tenant's sensitive-word rules watch for.
import type { Random } from './fake-people';
import { pick, randomInt } from './fake-people';

export const CUSTOMER_LINES = [
  '你好，请问这款现在还有货吗？',
  '上次买的面霜用完了，想再回购两瓶',
  '活动什么时候结束呀？',
  '能发一下最新的价目表吗',
  '快递一般几天能到？',
  '我朋友也想要，可以拉她进群吗',
  '会员积分怎么兑换？',
  '这个适合敏感肌吗',
  '好的，谢谢！',
  '收到了，包装很好',
  '有没有小样可以先试用',
  '门店周末几点关门？',
  '上次说的优惠券还能用吗',
  '能便宜一点吗，买三件',
] as const;

/** Lines that the demo tenant's sensitive-word rules catch: about one message in sixty. */
const CUSTOMER_SENSITIVE = ['你们不会是骗子吧，怎么还没发货', '我的身份证号要发给你吗？'] as const;
const EMPLOYEE_SENSITIVE = [
  '这个产品保证收益，放心投',
  '方便的话加我私人微信，给您更低的价格',
  '这次活动百分百有效，错过就没有了',
] as const;

export const EMPLOYEE_LINES = [
  '您好，在的，请问有什么可以帮您？',
  '有货的，今天下单明天就能发出',
  '活动到本月底结束，现在下单还有赠品哦',
  '稍等，我把价目表发给您',
  '一般2-3天到，偏远地区会慢一点',
  '可以的，我把群二维码发您',
  '积分在会员中心里就能兑换，我发您链接',
  '这款是温和配方，敏感肌也可以用',
  '不客气，有问题随时找我',
  '小样可以到门店免费领取',
  '门店周末营业到晚上9点',
  '优惠券还在有效期内，结算时会自动抵扣',
  '买三件可以打八五折',
] as const;

export const GROUP_LINES = [
  '今晚8点直播，福利多多，大家记得来',
  '新品到店啦，群友专享9折',
  '有人用过这款精华吗？',
  '打卡第7天，皮肤好了很多',
  '求推荐一款适合冬天的面霜',
  '群里的优惠码怎么用？',
  '已下单，坐等收货',
  '明天门店有会员日活动',
] as const;

const LINKS = [
  {
    title: '冬季护肤指南｜5 步搞定干皮',
    description: '品牌护肤顾问整理的冬季护理要点',
    url: 'https://sandbox.example.com/articles/winter-care',
  },
  {
    title: '会员日活动说明',
    description: '积分翻倍、满减券与门店礼遇',
    url: 'https://sandbox.example.com/events/member-day',
  },
  {
    title: '新品上市：修护精华 30ml',
    description: '限时 8.5 折，赠旅行装',
    url: 'https://sandbox.example.com/goods/serum-30',
  },
] as const;

const FILES = [
  '2026秋冬价目表.pdf',
  '会员权益说明.docx',
  '门店地址一览.xlsx',
  '售后服务流程.pdf',
] as const;
const PLACES = [
  { title: '演示品牌·徐汇旗舰店', address: '上海市徐汇区漕溪北路 88 号' },
  { title: '演示品牌·天河店', address: '广州市天河区天河路 208 号' },
] as const;
const IMAGES = [
  '/sandbox/chat/product-1.svg',
  '/sandbox/chat/product-2.svg',
  '/sandbox/chat/receipt.svg',
];

/** A message body of the platform's archive for one message type (its field named by type). */
export function messageBody(random: Random, kind: 'customer' | 'employee' | 'group') {
  const roll = random();
  if (roll < 0.012 && kind !== 'group') {
    const lines = kind === 'customer' ? CUSTOMER_SENSITIVE : EMPLOYEE_SENSITIVE;
    return { msgtype: 'text', text: { content: pick(random, lines) } };
  }
  if (roll < 0.72) {
    const lines =
      kind === 'customer' ? CUSTOMER_LINES : kind === 'employee' ? EMPLOYEE_LINES : GROUP_LINES;
    return { msgtype: 'text', text: { content: pick(random, lines) } };
  }
  if (roll < 0.8) {
    return { msgtype: 'image', image: { url: pick(random, IMAGES), width: 750, height: 750 } };
  }
  if (roll < 0.85) return { msgtype: 'voice', voice: { play_length: randomInt(random, 2, 58) } };
  if (roll < 0.88) {
    return {
      msgtype: 'video',
      video: {
        play_length: randomInt(random, 5, 90),
        filesize: randomInt(random, 300_000, 9_000_000),
      },
    };
  }
  if (roll < 0.91)
    return {
      msgtype: 'file',
      file: { filename: pick(random, FILES), filesize: randomInt(random, 40_000, 2_000_000) },
    };
  if (roll < 0.95) {
    const link = pick(random, LINKS);
    return {
      msgtype: 'link',
      link: { title: link.title, description: link.description, link_url: link.url },
    };
  }
  if (roll < 0.97)
    return { msgtype: 'weapp', weapp: { title: '演示品牌商城', displayname: '演示品牌小程序' } };
  if (roll < 0.985) return { msgtype: 'emotion', emotion: { url: '/sandbox/chat/emotion.svg' } };
  if (roll < 0.995) return { msgtype: 'location', location: pick(random, PLACES) };
  return { msgtype: 'card', card: { corpname: '演示企业', username: '品牌顾问' } };
}
