// issue #16 /welcome: which welcome an add gets, and why. Pure, so the priority rule
// (a code's own welcome > an employee's welcome > the default) and the time periods are
// tested on their own. Delivery (window, platform errors) comes after, in welcome-engine.ts.
import type {
  WelcomeForm,
  WelcomeReason,
  WelcomeSource,
} from '../../../../contract/acquiring/welcome';
import type { MessageContent } from '../../../../contract/message-content';
import { instantInWindow } from '../../../../contract/time-window';

/** docs/domain.md §1 auto_reply_type of the channel code: 1 own, 2 the default welcome, 3 none. */
export interface CodeWelcome {
  readonly id: number;
  readonly name: string;
  readonly welcomeType: 1 | 2 | 3;
  readonly message: MessageContent;
}

export interface StoredWelcome {
  readonly id: number;
  readonly config: WelcomeForm;
}

export interface WelcomeInputs {
  readonly at: Date;
  readonly nickname: string;
  readonly blockWords: readonly string[];
  /** The channel code the add came through, if any. */
  readonly code: CodeWelcome | null;
  /** The welcome whose scope holds the employee (directly or by department), if any. */
  readonly employeeWelcome: StoredWelcome | null;
  readonly defaultWelcome: StoredWelcome | null;
}

export type WelcomeChoice =
  | {
      readonly send: true;
      readonly source: WelcomeSource;
      readonly reason: Extract<
        WelcomeReason,
        'code_own' | 'employee' | 'employee_period' | 'default' | 'default_period'
      >;
      readonly welcomeId: number | null;
      readonly message: MessageContent;
      readonly detail: string;
    }
  | {
      readonly send: false;
      readonly reason: Extract<WelcomeReason, 'code_none' | 'no_welcome' | 'nickname_blocked'>;
      readonly detail: string;
    };

const WEEKDAYS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** The first period whose weekday and [start, end) window hold `at` in China time. */
export function matchingPeriod(config: WelcomeForm, at: Date) {
  if (!config.periods_enable) return null;
  const index = config.periods.findIndex((period) =>
    instantInWindow(at, {
      start: period.start_time,
      end: period.end_time,
      weekdays: period.weekdays,
    }),
  );
  if (index < 0) return null;
  const period = config.periods[index]!;
  const days = period.weekdays.map((day) => WEEKDAYS[day]).join('、');
  return { period, label: `时段${index + 1}（${days} ${period.start_time}-${period.end_time}）` };
}

function fromWelcome(
  welcome: StoredWelcome,
  source: 'employee' | 'default',
  at: Date,
): WelcomeChoice {
  const period = matchingPeriod(welcome.config, at);
  const base = source === 'employee' ? '员工欢迎语' : '默认欢迎语';
  return {
    send: true,
    source,
    reason: period ? (source === 'employee' ? 'employee_period' : 'default_period') : source,
    welcomeId: welcome.id,
    message: period ? period.period.message : welcome.config.message,
    detail: period ? `${base}·${period.label}` : base,
  };
}

export function chooseWelcome(inputs: WelcomeInputs): WelcomeChoice {
  const { code } = inputs;
  if (code?.welcomeType === 3) {
    return {
      send: false,
      reason: 'code_none',
      detail: `渠道活码「${code.name}」设置为不发送欢迎语`,
    };
  }
  const blocked = inputs.blockWords.find((word) => word && inputs.nickname.includes(word));
  if (blocked !== undefined) {
    return { send: false, reason: 'nickname_blocked', detail: `客户昵称含屏蔽词「${blocked}」` };
  }
  if (code?.welcomeType === 1) {
    return {
      send: true,
      source: 'code',
      reason: 'code_own',
      welcomeId: null,
      message: code.message,
      detail: `渠道活码「${code.name}」自带欢迎语`,
    };
  }
  if (inputs.employeeWelcome) return fromWelcome(inputs.employeeWelcome, 'employee', inputs.at);
  if (inputs.defaultWelcome) return fromWelcome(inputs.defaultWelcome, 'default', inputs.at);
  return { send: false, reason: 'no_welcome', detail: '该员工没有欢迎语，且未设置默认欢迎语' };
}
