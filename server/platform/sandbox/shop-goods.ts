// issue #20 /material-goods: the sandbox shops' item catalogue (what a shop platform's item
// API answers). Deterministic per shop; stock drifts with the day so a later sync changes
// stock states the way a real shop does.
const ITEMS = [
  ['保湿修护面霜 50g', '168.00'],
  ['氨基酸洁面乳 120ml', '69.00'],
  ['玻尿酸精华液 30ml', '239.00'],
  ['防晒喷雾 SPF50+', '89.90'],
  ['纯棉家居服套装', '199.00'],
  ['轻薄羽绒服 女款', '599.00'],
  ['羊毛混纺围巾', '129.00'],
  ['有机燕麦片 1kg', '45.80'],
  ['冻干咖啡 24颗', '79.00'],
  ['坚果礼盒 750g', '138.00'],
  ['便携保温杯 500ml', '99.00'],
  ['香薰蜡烛 檀木', '59.00'],
] as const;

export interface SandboxShopItem {
  readonly itemCode: string;
  readonly name: string;
  readonly price: string;
  readonly images: string[];
  readonly link: string;
  readonly stock: number;
  /** 1 on sale, 2 off shelf. */
  readonly status: 1 | 2;
}

function seedOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 100_003;
  return hash;
}

/** The items a sandbox shop sells on `day` (days since epoch): 8 of the 12, stock varying. */
export function sandboxShopItems(shopCode: string, day: number): SandboxShopItem[] {
  const seed = seedOf(shopCode);
  return Array.from({ length: 8 }, (_, index) => {
    const [name, price] = ITEMS[(seed + index * 5) % ITEMS.length]!;
    const code = `${shopCode}-${(seed + index * 5) % ITEMS.length}`;
    const stock = Math.max(0, ((seed + index * 37 + day * 13) % 160) - 20);
    return {
      itemCode: code,
      name,
      price,
      images: [`/goods/goods-${(index % 4) + 1}.svg`],
      link: `https://shop.sandbox.example/${encodeURIComponent(shopCode)}/item/${code}`,
      stock,
      status: index === 7 ? 2 : 1,
    };
  });
}
