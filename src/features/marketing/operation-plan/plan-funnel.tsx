// /operation-plan: a plan's funnel — who entered and how many each step acted on.
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { planFunnel, type PlanRow } from '../../../../contract/marketing/operation-plan';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { FunnelChart } from '../../../ui/stat-charts/funnel-chart';

export function PlanFunnelDrawer(props: { plan: PlanRow | null; onClose: () => void }) {
  const funnel = useEndpointQuery(
    planFunnel,
    { params: { id: props.plan?.id ?? 0 } },
    { enabled: props.plan !== null },
  );
  const data = funnel.data;
  const rows = data
    ? [
        { label: t('operationPlan.funnel.entered'), value: data.entered },
        ...data.steps.map((step) => ({
          label: `${t('operationPlan.form.step', { n: step.index + 1 })} ${t(`operationPlan.actionType.${step.action}`)}`,
          value: step.reached,
        })),
      ]
    : [];
  return (
    <FormDrawer
      open={props.plan !== null}
      onClose={props.onClose}
      title={`${t('operationPlan.funnel.title')} · ${props.plan?.name ?? ''}`}
      size="md"
      testId="plan-funnel"
    >
      {!data ? (
        <Box py="10" textAlign="center">
          {funnel.isError ? <Text color="red.600">{funnel.error.message}</Text> : <Spinner />}
        </Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <FunnelChart
            kind="funnel"
            title={t('operationPlan.funnel.title')}
            labels={rows.map((row) => row.label)}
            series={[
              {
                key: 'n',
                name: t('operationPlan.funnel.title'),
                color: '#3370ff',
                values: rows.map((row) => row.value),
              },
            ]}
          />
          <SimpleTable
            label={t('operationPlan.funnel.title')}
            testId="plan-funnel-table"
            rows={rows.map((row, index) => ({ ...row, index }))}
            columns={[
              { key: 'label', title: t('operationPlan.column.steps'), render: (row) => row.label },
              {
                key: 'value',
                title: t('operationPlan.column.entered'),
                align: 'end',
                render: (row) => formatNumber(row.value),
              },
              {
                key: 'rate',
                title: '%',
                align: 'end',
                render: (row) => {
                  const previous = rows[row.index - 1]?.value ?? 0;
                  return row.index === 0 || previous === 0
                    ? '-'
                    : t('operationPlan.funnel.rate', {
                        rate: Math.round((row.value / previous) * 100),
                      });
                },
              },
            ]}
          />
        </Box>
      )}
    </FormDrawer>
  );
}
