// Registers the /sider-iframe strings with the page that shows them.
import { registerMessages } from '../translate';
import { reachSiderIframeEn } from './reach-sider-iframe.en';
import { reachSiderIframeZhCN } from './reach-sider-iframe.zh-cn';

registerMessages(reachSiderIframeZhCN, reachSiderIframeEn);
