import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { t } from '../../../lib/i18n/translate';
import { initialLeadQueryOptions, updateInitialLead } from './api/initial-lead-query';
import { HomeCard } from './home-card';

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
        <Button
          size="xs"
          variant="ghost"
          loading={hide.isPending}
          onClick={() => hide.mutate({ id: data.id, lead_status: 1 })}
        >
          {t('home.guideClose')}
        </Button>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('home.guideHint')} ({done}/{data.steps.length})
      </Text>
      <Box
        as="ol"
        listStyleType="none"
        display="grid"
        gridTemplateColumns="repeat(auto-fit, minmax(200px, 1fr))"
        gap="3"
      >
        {data.steps.map((step, index) => (
          <Box
            as="li"
            key={step.key}
            display="flex"
            alignItems="center"
            gap="3"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2.5"
            bg={step.done ? 'green.50' : 'white'}
            borderColor={step.done ? 'green.200' : 'gray.200'}
          >
            <Box
              w="6"
              h="6"
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="xs"
              fontWeight="bold"
              flexShrink={0}
              bg={step.done ? 'green.500' : 'blue.50'}
              color={step.done ? 'white' : 'blue.700'}
            >
              {step.done ? '✓' : index + 1}
            </Box>
            <Text fontSize="sm" flex="1">
              {step.title}
            </Text>
            {step.done ? (
              <Text fontSize="xs" color="green.700">
                {t('home.guideDone')}
              </Text>
            ) : (
              <Link to={step.path} style={{ color: '#1d4ed8', fontSize: 13 }}>
                {t('home.guideTodo')}
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </HomeCard>
  );
}
