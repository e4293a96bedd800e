export const reachOtherZhCN = {
  'sms.title': '营销短信',
} as const;
