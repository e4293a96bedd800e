import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { t } from '../../../lib/i18n/translate';
import { sc } from '../../../ui/static-css/class-names';
import { initialLeadQueryOptions, updateInitialLead } from './api/initial-lead-query';
import { HomeCard } from './home-card';
import { CardAction } from './home-parts';

/** spec §7 mini-initial-lead: the getting-started steps until done or hidden by the operator. */
export function GettingStarted() {
  const lead = useQuery(initialLeadQueryOptions);
  const queryClient = useQueryClient();
  const hide = useMutation({
    mutationFn: updateInitialLead,
    onSuccess: (data) => queryClient.setQueryData(initialLeadQueryOptions.queryKey, data),
  });
  const data = lead.data;
  if (!data || data.lead_status === 1 || data.steps.every((step) => step.done)) return null;
  const done = data.steps.filter((step) => step.done).length;

  return (
    <HomeCard
      title={t('home.guideTitle')}
      testId="home-guide"
      span="full"
      extra={
        <CardAction
          label={t('home.guideClose')}
          loading={hide.isPending}
          onClick={() => hide.mutate({ id: data.id, lead_status: 1 })}
        />
      }
    >
      <p className={sc('gs-hint')}>
        {t('home.guideHint')} ({done}/{data.steps.length})
      </p>
      <ol className={sc('gs-steps')}>
        {data.steps.map((step, index) => (
          <li key={step.key} className={sc('gs-step', step.done && 'gs-step-done')}>
            <div className={sc('gs-mark', step.done && 'gs-mark-done')}>
              {step.done ? '✓' : index + 1}
            </div>
            <p className={sc('gs-title')}>{step.title}</p>
            {step.done ? (
              <p className={sc('gs-done')}>{t('home.guideDone')}</p>
            ) : (
              <Link to={step.path} style={{ color: '#1d4ed8', fontSize: 13 }}>
                {t('home.guideTodo')}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </HomeCard>
  );
}
