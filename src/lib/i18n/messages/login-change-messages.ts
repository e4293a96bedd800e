// Registers the change-password step's strings when the step loads (login initial JS budget).
import { registerMessages } from '../translate';
import { loginChangeEn } from './login-change.en';
import { loginChangeZhCN } from './login-change.zh-cn';

registerMessages(loginChangeZhCN, loginChangeEn);
