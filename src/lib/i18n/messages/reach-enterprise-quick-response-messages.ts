// Registers the /enterprise-quick-response strings with the page that shows them.
import { registerMessages } from '../translate';
import { reachEnterpriseQuickResponseEn } from './reach-enterprise-quick-response.en';
import { reachEnterpriseQuickResponseZhCN } from './reach-enterprise-quick-response.zh-cn';

registerMessages(reachEnterpriseQuickResponseZhCN, reachEnterpriseQuickResponseEn);
