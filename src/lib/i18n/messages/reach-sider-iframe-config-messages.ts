// Registers the /sider-iframe/config strings with the page that shows them.
import { registerMessages } from '../translate';
import { reachSiderIframeConfigEn } from './reach-sider-iframe-config.en';
import { reachSiderIframeConfigZhCN } from './reach-sider-iframe-config.zh-cn';

registerMessages(reachSiderIframeConfigZhCN, reachSiderIframeConfigEn);
