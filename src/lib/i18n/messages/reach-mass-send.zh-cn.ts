export const reachMassSendZhCN = {
  'mass.title': '私聊群发',
} as const;
