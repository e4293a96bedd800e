// issue #16 why-not-sent log: the label and colour of each outcome and reason.
import type { WelcomeOutcome, WelcomeReason } from '../../../../contract/acquiring/welcome';
import { t } from '../../../lib/i18n/translate';

export const OUTCOME_PALETTE: Record<WelcomeOutcome, 'green' | 'gray' | 'red'> = {
  sent: 'green',
  skipped: 'gray',
  failed: 'red',
};

export const outcomeLabel = (outcome: WelcomeOutcome) => t(`welcome.log.${outcome}`);
export const reasonLabel = (reason: WelcomeReason) => t(`welcome.reason.${reason}`);
