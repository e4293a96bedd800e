import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  FISSION_REWARD_TYPES,
  FISSION_STAGES_MAX,
} from '../../../../contract/acquiring/fission-add-fans-form';
import type {
  FissionFormInput,
  FissionRewardType,
} from '../../../../contract/acquiring/fission-add-fans-form';
import { t } from '../../../lib/i18n/translate';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { SelectField } from '../../../ui/select-field/select-field';

export type StageDraft = FissionFormInput['stages'][number];

// Built on render: the page's strings register when the page loads, after this module.
const rewardOptions = () =>
  FISSION_REWARD_TYPES.map((value) => ({ value, label: t(`fission.reward.${value}`) }));

export const newStage = (invites: number): StageDraft => ({
  invites,
  reward_name: '',
  reward_type: 'link',
  reward_link: '',
  reward_codes: [],
});

/** docs/domain.md §1 multi-stage goals: invite N new friends → a reward (link, code, hand over). */
export function FissionStagesEditor(props: {
  value: readonly StageDraft[];
  onChange: (stages: StageDraft[]) => void;
  errors: FieldErrors;
}) {
  const { value, errors } = props;
  const set = (index: number, patch: Partial<StageDraft>) =>
    props.onChange(value.map((stage, i) => (i === index ? { ...stage, ...patch } : stage)));
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="fission-stages">
      {value.map((stage, index) => {
        const at = (field: string) => errors[`stages.${index}.${field}`];
        return (
          <Box key={index} borderWidth="1px" borderRadius="md" p="3" bg="gray.50">
            <Box display="flex" justifyContent="space-between" alignItems="center" mb="2">
              <Text fontWeight="medium" fontSize="sm">
                {t('fission.form.stage', { n: index + 1 })}
              </Text>
              {value.length > 1 ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => props.onChange(value.filter((_, i) => i !== index))}
                >
                  {t('fission.form.removeStage')}
                </Button>
              ) : null}
            </Box>
            <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
              <FormField
                label={t('fission.form.invites')}
                required
                error={at('invites')}
                htmlFor={`fission-invites-${index}`}
              >
                <Input
                  id={`fission-invites-${index}`}
                  size="sm"
                  bg="white"
                  type="number"
                  min={1}
                  value={String(stage.invites)}
                  onChange={(event) => set(index, { invites: Number(event.currentTarget.value) })}
                />
              </FormField>
              <FormField
                label={t('fission.form.rewardName')}
                required
                error={at('reward_name')}
                htmlFor={`fission-reward-name-${index}`}
              >
                <Input
                  id={`fission-reward-name-${index}`}
                  size="sm"
                  bg="white"
                  maxLength={24}
                  value={stage.reward_name}
                  placeholder={t('fission.form.rewardNameHint')}
                  onChange={(event) => set(index, { reward_name: event.currentTarget.value })}
                />
              </FormField>
              <FormField label={t('fission.form.rewardType')} required>
                <SelectField
                  label={t('fission.form.rewardType')}
                  value={stage.reward_type}
                  options={rewardOptions()}
                  onChange={(type) => set(index, { reward_type: type as FissionRewardType })}
                />
              </FormField>
            </Box>
            {stage.reward_type === 'link' ? (
              <FormField
                label={t('fission.form.rewardLink')}
                required
                error={at('reward_link')}
                htmlFor={`fission-reward-link-${index}`}
              >
                <Input
                  id={`fission-reward-link-${index}`}
                  size="sm"
                  bg="white"
                  value={stage.reward_link ?? ''}
                  placeholder="https://"
                  onChange={(event) => set(index, { reward_link: event.currentTarget.value })}
                />
              </FormField>
            ) : null}
            {stage.reward_type === 'code' ? (
              <FormField
                label={t('fission.form.rewardCodes')}
                required
                helper={t('fission.form.rewardCodesHint')}
                error={at('reward_codes') ?? at('reward_codes.0')}
                htmlFor={`fission-reward-codes-${index}`}
              >
                <Textarea
                  id={`fission-reward-codes-${index}`}
                  size="sm"
                  bg="white"
                  rows={3}
                  value={(stage.reward_codes ?? []).join('\n')}
                  onChange={(event) =>
                    set(index, {
                      reward_codes: event.currentTarget.value
                        .split('\n')
                        .map((code) => code.trim())
                        .filter((code, i, all) => code !== '' || i === all.length - 1),
                    })
                  }
                />
              </FormField>
            ) : null}
            {stage.reward_type === 'manual' ? (
              <Text fontSize="xs" color="fg.muted" mt="2">
                {t('fission.form.manualHint')}
              </Text>
            ) : null}
          </Box>
        );
      })}
      {value.length < FISSION_STAGES_MAX ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => props.onChange([...value, newStage((value.at(-1)?.invites ?? 0) + 3)])}
        >
          + {t('fission.form.addStage')}
        </Button>
      ) : null}
    </Box>
  );
}
