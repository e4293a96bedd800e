import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { GrantStepData } from '../../../../contract/setting/authorize';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import '../../../lib/i18n/messages/settings-messages';

/** spec §7 application-license/get-grant-step: the steps to a working app, as a stepper. */
export function GrantStepsCard({ data }: { data: GrantStepData }) {
  return (
    <PageSection title={t('settings.authorize.stepsTitle')} testId="authorize-steps">
      <Box
        as="ol"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        {data.steps.map((step) => {
          const current = step.step === data.current_step && !step.done;
          return (
            <Box
              as="li"
              key={step.step}
              position="relative"
              borderTopWidth="3px"
              borderColor={step.done ? 'green.500' : current ? 'blue.500' : 'gray.200'}
              pt="3"
              data-step={step.step}
              data-done={step.done}
            >
              <Box display="flex" alignItems="center" gap="2">
                <Box
                  w="6"
                  h="6"
                  borderRadius="full"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontSize="xs"
                  fontWeight="bold"
                  bg={step.done ? 'green.500' : current ? 'blue.500' : 'gray.200'}
                  color={step.done || current ? 'white' : 'gray.600'}
                >
                  {step.done ? '✓' : step.step}
                </Box>
                <Text fontWeight="medium" fontSize="sm">
                  {step.title}
                </Text>
              </Box>
              <Text fontSize="xs" color="fg.muted" mt="1.5" ps="8">
                {step.done ? t('settings.authorize.stepDone') : step.description}
              </Text>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
