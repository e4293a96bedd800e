// issue #18: import scripts by pasting rows copied from a spreadsheet (分组, 标题, 内容). The
// server checks every row and writes all of them or none; its message names the bad row.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { quickReplyImportBody } from '../../../../contract/reach/enterprise-quick-response';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { useImportReplies } from './api/quick-reply-api';
import { parseImportRows } from './import-rows';

export function ImportDialog(props: { open: boolean; onClose: () => void }) {
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState('');
  const save = useImportReplies();
  const rows = useMemo(() => parseImportRows(pasted), [pasted]);
  const close = () => {
    setPasted('');
    setError('');
    props.onClose();
  };
  const submit = () => {
    const parsed = quickReplyImportBody.safeParse({ rows });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const line = typeof issue?.path[1] === 'number' ? `第${issue.path[1] + 1}行：` : '';
      setError(`${line}${issue?.message ?? ''}`);
      return;
    }
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: (data) => {
          notifySuccess(t('enterpriseQuickResponse.import.done', { count: data.created }));
          close();
        },
      },
    );
  };
  return (
    <AppDialog
      open={props.open}
      onClose={close}
      title={t('enterpriseQuickResponse.import')}
      closeLabel={t('enterpriseQuickResponse.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={close}>
            {t('enterpriseQuickResponse.close')}
          </Button>
          <Button size="sm" colorPalette="blue" loading={save.isPending} onClick={submit}>
            {t('enterpriseQuickResponse.import.submit', { count: rows.length })}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="gray.700" mb="2">
        {t('enterpriseQuickResponse.import.hint')}
      </Text>
      <Textarea
        aria-label={t('enterpriseQuickResponse.import')}
        rows={8}
        fontSize="sm"
        value={pasted}
        placeholder={'售前咨询/尺码\t尺码建议\t这款偏大一码，建议选小一号。'}
        onChange={(event) => {
          setError('');
          setPasted(event.currentTarget.value);
        }}
        data-testid="quick-reply-import-text"
      />
      {error ? (
        <Text fontSize="sm" color="red.600" mt="2" role="alert">
          {error}
        </Text>
      ) : null}
    </AppDialog>
  );
}
