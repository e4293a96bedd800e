import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { GroupCodeRow } from '../../../../contract/acquiring/group-code';
import { SANDBOX_FAILURES } from '../../../../contract/acquiring/group-code';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { SelectField } from '../../../ui/select-field/select-field';
import { useSandboxFailure, useSandboxJoins } from './api/group-code-api';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** The sandbox of issue #15: fill a code's groups with simulated joins; make the platform fail. */
export function GroupSandboxPanel({ codes }: { codes: readonly GroupCodeRow[] }) {
  const joins = useSandboxJoins();
  const failure = useSandboxFailure();
  const [codeId, setCodeId] = useState<number | ''>('');
  const [count, setCount] = useState('10');
  const [fail, setFail] = useState<(typeof SANDBOX_FAILURES)[number]>('none');
  const chosen = codeId || codes[0]?.id || 0;
  return (
    <Box display="flex" flexWrap="wrap" gap="3" alignItems="center" data-testid="group-sandbox">
      <Text fontSize="sm" fontWeight="medium">
        {t('group.sandbox')}
      </Text>
      <SelectField
        width="48"
        label={t('group.title')}
        value={chosen}
        options={codes.map((row) => ({ value: row.id, label: row.name }))}
        onChange={(value) => setCodeId(Number(value))}
        testId="sandbox-code"
      />
      <Input
        size="sm"
        width="24"
        type="number"
        min={1}
        max={300}
        aria-label={t('group.sandboxJoin')}
        value={count}
        onChange={(event) => setCount(event.currentTarget.value)}
        data-testid="sandbox-count"
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!chosen}
        loading={joins.isPending}
        data-testid="sandbox-join"
        onClick={() =>
          joins.mutate(
            { params: { id: chosen }, body: { count: Number(count) } },
            {
              onSuccess: (result) =>
                notifySuccess(
                  [
                    t('group.sandboxDone', { count: result.joined }),
                    result.switched_to
                      ? t('group.sandboxSwitched', { name: result.switched_to })
                      : '',
                  ]
                    .filter(Boolean)
                    .join('，'),
                ),
            },
          )
        }
      >
        {t('group.sandboxRun')}
      </Button>
      <SelectField
        width="48"
        label={t('group.sandboxFail')}
        value={fail}
        testId="sandbox-fail"
        options={SANDBOX_FAILURES.map((value) => ({
          value,
          label: `${t('group.sandboxFail')}：${t(`group.fail.${value}`)}`,
        }))}
        onChange={(value) => {
          const next = value as (typeof SANDBOX_FAILURES)[number];
          setFail(next);
          failure.mutate({ body: { fail: next } });
        }}
      />
    </Box>
  );
}
