// Registers the /fission-add-fans strings with the page that shows them.
import { registerMessages } from '../translate';
import { acquiringFissionAddFansEn } from './acquiring-fission-add-fans.en';
import { acquiringFissionAddFansZhCN } from './acquiring-fission-add-fans.zh-cn';

registerMessages(acquiringFissionAddFansZhCN, acquiringFissionAddFansEn);
