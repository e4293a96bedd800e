// spec §8 HTTP statuses: the exact message an operator sees for each status.
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求失败！请您稍后重试',
  403: '当前账号无权限访问！',
  404: '你所访问的资源不存在！',
  405: '网络异常，请稍后再试~',
  408: '请求超时！请您稍后重试',
  500: '网络繁忙，请稍后再试',
  502: '网络繁忙，请稍后重试',
  503: '网络异常，请稍后再试',
  504: '网络异常，请稍后重试',
};

// spec §8: a time-out or network error.
export const NETWORK_ERROR_MESSAGE = '网络异常，请稍后再试';

/** spec §8: statuses outside the table show their status text. */
export function messageForStatus(status: number, statusText: string): string {
  return HTTP_STATUS_MESSAGES[status] ?? (statusText || `HTTP ${status}`);
}
