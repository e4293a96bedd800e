import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { FOLLOW_UP_LIMITS, saveStages, stageList } from '../../../../contract/customer/follow-up';
import type { StageRow } from '../../../../contract/customer/follow-up';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import '../../../lib/i18n/messages/customer-handover-messages';

interface Draft {
  readonly key: string;
  readonly id: number | null;
  readonly name: string;
  readonly customers: number;
}

const toDraft = (rows: readonly StageRow[]): Draft[] =>
  rows.map((row) => ({ key: `s${row.id}`, id: row.id, name: row.name, customers: row.customers }));

/**
 * issue #41 客户阶段设置 (docs/handover.md "Stages"): the tenant's stages in funnel order, edited
 * as a list and saved as a whole beside the custom fields.
 */
export function StageEditor() {
  const stages = useEndpointQuery(stageList, {});
  const save = useEndpointMutation(saveStages, { invalidates: [stageList] });
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const [sequence, setSequence] = useState(0);
  const rows = draft ?? toDraft(stages.data ?? []);
  const edit = (next: Draft[]) => setDraft(next);
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    edit(next);
  };
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid="stage-editor">
      <Text fontSize="sm" color="fg.muted">
        {t('stage.settingsHint')}
      </Text>
      {rows.map((row, index) => (
        <Box key={row.key} display="flex" gap="2" alignItems="center" flexWrap="wrap">
          <Input
            size="sm"
            maxW="56"
            bg="white"
            value={row.name}
            maxLength={FOLLOW_UP_LIMITS.stageName}
            aria-label={`${t('stage.name')} ${index + 1}`}
            onChange={(event) => {
              const name = event.currentTarget.value;
              edit(rows.map((item, i) => (i === index ? { ...item, name } : item)));
            }}
          />
          <Text fontSize="xs" color="fg.muted" minW="16">
            {t('stage.customers', { count: row.customers })}
          </Text>
          <Button size="xs" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
            {t('common.moveUp')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            disabled={index === rows.length - 1}
            onClick={() => move(index, 1)}
          >
            {t('common.moveDown')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => edit(rows.filter((_, i) => i !== index))}
          >
            {t('stage.remove')}
          </Button>
        </Box>
      ))}
      <Box display="flex" gap="2">
        <Button
          size="xs"
          variant="outline"
          disabled={rows.length >= FOLLOW_UP_LIMITS.stages}
          onClick={() => {
            setSequence(sequence + 1);
            edit([...rows, { key: `n${sequence}`, id: null, name: '', customers: 0 }]);
          }}
          data-testid="stage-add"
        >
          {t('stage.add')}
        </Button>
        <Button
          size="xs"
          colorPalette="blue"
          disabled={draft === null}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { body: { stages: rows.map((row) => ({ id: row.id, name: row.name.trim() })) } },
              {
                onSuccess: () => {
                  setDraft(null);
                  notifySuccess(t('stage.savedList'));
                },
              },
            )
          }
          data-testid="stage-save"
        >
          {t('stage.save')}
        </Button>
      </Box>
    </Box>
  );
}
