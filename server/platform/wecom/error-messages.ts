// docs/wecom.md "Errors": every errcode the WeCom adapter can meet, in the words an operator
// can act on. WeCom's errmsg is English and changes; we decide by errcode only. A code not
// listed here is shown as `企业微信返回错误 <errcode>：<errmsg>` (wecomErrorMessage).

const IP_HINT =
  '请在企业微信管理后台「应用管理 → 自建应用 → 企业可信IP」中加入本服务器的出口IP（2022年6月20日后新建的应用必须配置，否则所有接口都会被拒绝）';

export const WECOM_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  [-1]: '企业微信系统繁忙，请稍后重试',
  6000: '企业微信数据版本冲突，请稍后重试',
  40001: '不合法的secret：应用Secret不正确，请在企业微信管理后台的应用详情页重新查看并复制',
  40003: '不合法的成员UserID：成员不存在或不在应用的可见范围内',
  40004: '不合法的媒体文件类型',
  40005: '不合法的素材类型',
  40006: '不合法的文件大小',
  40007: '不合法的媒体文件ID（media_id），素材可能已过期（临时素材有效期3天），请重新上传',
  40009: '图片大小不合法（不能超过10MB，且不小于5字节）',
  40013: '不合法的CorpID：企业ID不正确，请在企业微信管理后台「我的企业」页面底部复制',
  40014: '不合法的access_token',
  40029: '企业微信登录凭证（code）无效或已过期，请重新扫码',
  40031: '不合法的UserID列表',
  40056: '不合法的agentid：应用AgentId不正确，请在应用详情页核对',
  40058: '请求参数不合法',
  40068: '不合法的标签ID',
  40071: '不合法的标签名字：标签名已存在或为空',
  40082: '不合法的suite_token',
  40096: '不合法的外部联系人UserID',
  40097: '该成员尚未实名认证',
  40098: '成员尚未实名认证',
  40099: '外部联系人的数量已达上限',
  // docs/handover.md: the per-customer errcodes of transfer_customer / resigned/transfer_customer.
  40128: '客户转接过于频繁：90天内每位客户仅可被在职转接2次',
  40129: '该客户正在转接中，请等待上一次转接结束',
  40130: '原跟进成员与接替成员是同一人',
  40131: '该客户不是原跟进成员的客户',
  41001: '缺少access_token参数',
  41002: '缺少CorpID参数',
  41004: '缺少Secret参数',
  41054: '该成员未激活或已离职，无法使用客户联系功能（请确认成员已激活企业微信并在应用可见范围内）',
  41063: '群发消息正在被派发中，请稍后再试',
  41102: '缺少菜单名',
  42001: 'access_token已过期',
  42009: 'suite_token已过期',
  43004: '需要成员已关注（激活）企业微信',
  45001: '多媒体文件大小超过限制',
  45009: '企业微信接口调用超过频率限制，请稍后重试',
  45033: '企业微信接口并发调用超过限制，请稍后重试',
  45035: '发送内容超过长度限制',
  48001: '应用未获授权调用此接口，请确认应用已授权且已开启对应权限',
  48002:
    'API 接口无权限调用：请在企业微信管理后台为该应用开启「客户联系」等接口权限，或将应用设为客户联系的「可调用接口的应用」',
  48003: '不合法的suite_id',
  48004: '授权关系无效，应用可能已被停用或取消授权',
  48005: 'API接口已废弃',
  49004: '签名不匹配（回调配置的Token或EncodingAESKey不正确）',
  50001:
    '登录跳转的域名与应用的可信域名不一致，请在应用的「网页授权及JS-SDK」与「企业微信授权登录」中设置',
  60011: '指定的成员、部门或标签不在应用的可见范围内，请在应用详情页调整「可见范围」',
  60020: `IP 不在可信IP列表：企业微信拒绝了来自本服务器IP的调用。${IP_HINT}`,
  60111: '成员UserID不存在',
  60123: '部门不存在',
  81013: '成员、部门和标签全部无效或不在应用可见范围内',
  84061: '不存在外部联系人的关系：该客户已不是此成员的好友',
  84062: '没有使用客户联系功能的权限（成员未在「客户联系 → 权限配置」的使用范围内）',
  84063: '不存在此外部联系人',
  84066: '客户的欢迎语已被发送或欢迎语code已过期（20秒内有效）',
  84067: '该成员没有客户联系功能的使用权限',
  84069: '成员未实名认证，无法使用客户联系功能',
  84074: '没有外部联系人权限：请在「客户联系 → 权限配置」中把成员加入使用范围',
  84077: '该企业尚未开通客户联系功能',
  84094: '无效的联系我配置（config_id 不存在或已删除）',
  90206: '小程序未关联到企业中',
  301002: '无权操作指定的应用',
  640001: '客户群不存在或已解散',
  701008: '该成员未获得企业微信接口许可（帐号未激活），无法调用客户联系接口',
  701170: '群活码接口无权限：该应用没有「客户群 → 加入群聊」接口的调用权限',
};

/** Codes that mean the token itself went bad: refresh it once and call again. */
export const INVALID_TOKEN_CODES: ReadonlySet<number> = new Set([40014, 42001, 40082, 42009]);

/**
 * Codes that mean "not now": system busy, frequency or concurrency limits. The call is
 * retried later through the job runner with back-off (README.md in this folder).
 */
export const RETRYABLE_CODES: ReadonlySet<number> = new Set([-1, 45009, 45033, 6000]);

/** 60020's errmsg names the address WeCom saw ("from ip: 1.2.3.4"): the one to add. */
function refusedIp(errmsg: string): string | undefined {
  return /from ip:\s*([0-9a-fA-F.:]+)/.exec(errmsg)?.[1];
}

export function wecomErrorMessage(errcode: number, errmsg: string): string {
  const known = WECOM_ERROR_MESSAGES[errcode];
  if (errcode === 60020 && known) {
    const ip = refusedIp(errmsg);
    return ip ? `${known}（企业微信看到的来源IP：${ip}）` : known;
  }
  if (known) return known;
  const detail = errmsg.trim().slice(0, 200);
  return `企业微信返回错误 ${errcode}${detail ? `：${detail}` : ''}`;
}
