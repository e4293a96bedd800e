// issue #41 hand-over on the platform (docs/handover.md): WeCom's 在职继承 (transfer_customer,
// transfer_result, groupchat/onjob_transfer) and 离职继承 (resigned/transfer_customer,
// resigned/transfer_result, groupchat/transfer, get_unassigned_list), part of PlatformAdapter.
// The sandbox simulates them (sandbox/sandbox-handover.ts), the WeCom adapter calls them
// (wecom/handover.ts).

export type TransferMode = 'onjob' | 'resigned';

export interface TransferRequest {
  readonly mode: TransferMode;
  readonly handoverUserId: string;
  readonly takeoverUserId: string;
  /** ≤ 100 external_userids (WeCom's limit per call). */
  readonly externalUserIds: readonly string[];
  /** 在职 only: what WeCom sends the customer (≤ 200 characters; '' = WeCom's default). */
  readonly message: string;
}

/** Per customer: 0 = the transfer started (WeCom decides within 24 h), else WeCom's errcode. */
export interface TransferAnswer {
  readonly externalUserId: string;
  readonly errcode: number;
}

export interface TransferResultPage {
  /** WeCom's status: 1 接替完毕, 2 等待接替, 3 客户拒绝, 4 接替成员客户达到上限, 5 无接替记录. */
  readonly customers: readonly {
    readonly externalUserId: string;
    readonly status: 1 | 2 | 3 | 4 | 5;
    readonly takeoverAt: Date | null;
  }[];
  /** '' on the last page. */
  readonly nextCursor: string;
}

export interface GroupTransferRequest {
  readonly mode: TransferMode;
  /** ≤ 100 chat ids. */
  readonly chatIds: readonly string[];
  readonly newOwnerUserId: string;
}

export interface UnassignedPage {
  readonly items: readonly {
    readonly handoverUserId: string;
    readonly externalUserId: string;
    readonly dimissionAt: Date | null;
  }[];
  readonly nextCursor: string;
}

export interface HandoverPlatform {
  transferCustomers(tenantId: string, request: TransferRequest): Promise<TransferAnswer[]>;
  transferResult(
    tenantId: string,
    query: { mode: TransferMode; handoverUserId: string; takeoverUserId: string; cursor: string },
  ): Promise<TransferResultPage>;
  /** Answers the chats the platform refused, with their errcode and reason. */
  transferGroups(
    tenantId: string,
    request: GroupTransferRequest,
  ): Promise<{ chatId: string; errcode: number; errmsg: string }[]>;
  unassignedCustomers(tenantId: string, cursor: string): Promise<UnassignedPage>;
}
