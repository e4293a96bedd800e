import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { channelCodeFormSchema } from '../../../../../contract/acquiring/channel-code';
import { t } from '../../../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../../../lib/navigation/close-left-tab';
import { notifyError, notifySuccess } from '../../../../lib/notify/notifier';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { StatusPage } from '../../../../ui/status-page';
import { useChannelCodeDetail } from '../api/channel-code-detail-query';
import { useChannelCodeGroups } from '../api/channel-code-groups-query';
import { useChannelCodeCommand } from '../api/channel-code-mutations';
import { useDirectoryOptions } from '../../../../data/directory-options';
import { useTagGroups } from '../../../../data/tag-groups';
import { CodeFormSections } from './code-form-sections';
import { EMPTY_FORM as EMPTY } from './code-form-values';
import type { FormValues } from './code-form-values';
import '../../../../lib/i18n/messages/acquiring-messages';
import '../../../../lib/i18n/messages/page-kit-messages';

function CodeForm({ id }: { id: number | undefined }) {
  const navigate = useNavigate();
  const detail = useChannelCodeDetail(id);
  const groups = useChannelCodeGroups();
  const directory = useDirectoryOptions();
  const tagGroups = useTagGroups();
  const save = useChannelCodeCommand();
  const form = useContractForm(channelCodeFormSchema, EMPTY);
  const { reset, setValues } = form;
  const defaultGroup = groups.data?.find((group) => group.is_default)?.id;

  useEffect(() => {
    if (id !== undefined && detail.data) reset({ ...EMPTY, ...detail.data.config });
  }, [id, detail.data, reset]);
  // A new code goes to the default group once the groups arrive, without touching anything the
  // operator has typed meanwhile (a slow groups answer must never wipe a half-filled form).
  useEffect(() => {
    if (id !== undefined || defaultGroup === undefined) return;
    setValues((previous) =>
      previous.group_id === EMPTY.group_id ? { ...previous, group_id: defaultGroup } : previous,
    );
  }, [id, defaultGroup, setValues]);

  if (id !== undefined && detail.isError) {
    return <StatusPage title={t('codeForm.loadFailed')} />;
  }
  if (id !== undefined && !detail.data) {
    return (
      <Box p="10" display="flex" justifyContent="center">
        <Spinner />
      </Box>
    );
  }
  const submit = () => {
    const data = form.validate();
    if (!data) {
      notifyError(t('kit.form.fixErrors'));
      return;
    }
    save.mutate(
      { kind: 'save', id, form: data },
      {
        onSuccess: () => {
          notifySuccess(id ? t('codeForm.saved') : t('codeForm.created'));
          navigate('/channel-code', { state: CLOSE_LEFT_TAB });
        },
        onError: form.showServerError,
      },
    );
  };
  return (
    <FormPage
      title={id ? t('codeForm.editTitle') : t('codeForm.createTitle')}
      onBack={() => navigate('/channel-code')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="code-form"
    >
      <CodeFormSections
        values={form.values as FormValues}
        set={form.set as <K extends keyof FormValues>(key: K, value: FormValues[K]) => void}
        errors={form.errors}
        groups={groups.data ?? []}
        directory={directory.data}
        tagGroups={tagGroups.data ?? []}
      />
    </FormPage>
  );
}

/** issue #9 /channel-code/code-form (?id= to edit): the whole form, checked by the contract. */
export function CodeFormPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  // A new key per code: the kept-alive tab starts a fresh form when another code is opened.
  return <CodeForm key={id ?? 'new'} id={id} />;
}
