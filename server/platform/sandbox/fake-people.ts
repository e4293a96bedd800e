// Believable simulated people for the sandbox platform: a seeded random source (the same seed
// always gives the same history), Chinese names, WeChat-style nicknames and companies.
import type { ExternalContact } from '../adapter';

export type Random = () => number;

/** mulberry32: small, fast and good enough for made-up data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉俊宇浩然子涵欣怡梓萱思远雨泽一诺诗琪佳怡晨曦雅婷文博嘉怡梦琪俊杰皓轩若汐瑾瑜清妍亦菲书瑶安然沐晴',
];
const NICK_WORDS = [
  '小鱼儿',
  '晴天',
  '阿杰',
  'Lucky',
  '安静的猫',
  '向日葵',
  '橙子',
  'Momo',
  '一叶知秋',
  '云朵',
  '追风少年',
  '小确幸',
  '七月',
  'Ivy',
  '北方的雪',
  '花花',
  '大白',
  '夏天的风',
  'Coco',
  '木子',
  '南风知我意',
  '柠檬不萌',
  '简单',
  'Alex',
  '暖阳',
  '糖豆',
  '海边的人',
  '米粒',
  'Vivian',
  '星辰',
];
const CORPS = [
  '杭州云启科技有限公司',
  '上海佳禾贸易有限公司',
  '深圳万象互动科技',
  '北京拾光文化传媒',
  '广州优品供应链',
  '成都锦程企业管理',
  '苏州恒信精密制造',
  '南京知行教育科技',
];

export function personName(random: Random): string {
  const given = random() < 0.55 ? pick(random, GIVEN) : pick(random, GIVEN) + pick(random, GIVEN);
  return pick(random, SURNAMES) + given;
}

/** A WeChat nickname: often a real name, sometimes a word, sometimes both. */
export function nickname(random: Random): string {
  const roll = random();
  if (roll < 0.5) return personName(random);
  if (roll < 0.8) return pick(random, NICK_WORDS);
  return `${pick(random, NICK_WORDS)}${randomInt(random, 1, 99)}`;
}

export function externalContact(random: Random, externalUserId: string): ExternalContact {
  const enterprise = random() < 0.12;
  return {
    externalUserId,
    name: enterprise ? personName(random) : nickname(random),
    avatar: '',
    type: enterprise ? 2 : 1,
    corpName: enterprise ? pick(random, CORPS) : '',
    gender: pick(random, [0, 1, 1, 2, 2, 2] as const),
  };
}
