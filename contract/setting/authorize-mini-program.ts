// spec §3 "Mini program": the tenant's mini programs as the platform knows them, bound under
// /authorize so short chains can open them.
import { z } from 'zod';
import { bodyId } from '../fields';

/** spec §3 "Binding status": 0 not bound, 1 success, 2 failed. */
export const BIND_STATUS = { unbound: 0, bound: 1, failed: 2 } as const;
export type BindStatus = (typeof BIND_STATUS)[keyof typeof BIND_STATUS];

export const BIND_STATUS_TITLES: Record<BindStatus, string> = {
  0: '未绑定',
  1: '已绑定',
  2: '绑定失败',
};

export interface MiniProgram {
  readonly id: number;
  readonly applet_function: string;
  readonly authorization_appid: string;
  readonly nick_name: string;
  /** 0 unreleased, 1 released. */
  readonly release_status: number;
  /** 1 authorized, 2 authorization cancelled. */
  readonly authorizer_status: number;
  readonly head_img: string;
  readonly bind_status: BindStatus;
  readonly wx_third_platform_id: string;
  readonly tenant_id: string;
  /** -1 unverified, 0 WeChat verified. */
  readonly verify_type_info: number;
}

export const miniProgramBindSchema = z.object({
  id: bodyId('小程序ID'),
});
export type MiniProgramBindBody = z.output<typeof miniProgramBindSchema>;
