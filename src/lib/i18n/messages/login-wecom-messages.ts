// Registers the WeCom sign-in step's strings when the step loads (login initial JS budget).
import { registerMessages } from '../translate';
import { loginWecomEn } from './login-wecom.en';
import { loginWecomZhCN } from './login-wecom.zh-cn';

registerMessages(loginWecomZhCN, loginWecomEn);
