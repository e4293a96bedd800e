import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { useSearchParams } from 'react-router-dom';
import { createComponent } from '../../../../../contract/material/super-form/component-defaults';
import type { FormDetail } from '../../../../../contract/material/super-form/api-types';
import { DEFAULT_FORM_SETTINGS } from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import { StatusPage } from '../../../../ui/status-page';
import { useFormDetail } from '../api/form-detail-query';
import { parseFormId } from '../form-id';
import type { EditorContent } from './form-editor';
import { FormEditor } from './form-editor';
import { newId } from './new-id';
import '../../../../lib/i18n/messages/superform-messages';

/** A new form starts with its title component (it names the form and its submit button). */
function newFormContent(): EditorContent {
  return { components: [createComponent('title', newId)], settings: DEFAULT_FORM_SETTINGS };
}

function contentOf(detail: FormDetail): EditorContent {
  return {
    components: detail.component_list,
    settings: {
      commit_limit: detail.commit_limit,
      validity_type: detail.validity_type,
      end_time: detail.end_time,
      end_word: detail.end_word,
      is_skip: detail.is_skip,
      skip_type: detail.skip_type,
      skip_link: detail.skip_link,
      open_action_notice: detail.open_action_notice,
      public_member_id: detail.public_member_id,
      public_member_name: detail.public_member_name,
      open_client_tag: detail.open_client_tag,
      open_track_record: detail.open_track_record,
    },
  };
}

/** /super-form/edit-form (new) and /super-form/edit-form?id=<id> (edit). */
export function EditFormPage() {
  const [params] = useSearchParams();
  const id = parseFormId(params.get('id'));
  const detail = useFormDetail(id);
  if (id === undefined) return <FormEditor key="new" initial={newFormContent()} />;
  if (detail.isPending) {
    return (
      <Box py="20" textAlign="center">
        <Spinner color="blue.500" />
      </Box>
    );
  }
  if (detail.isError) {
    return (
      <StatusPage
        title={t('sf.editor.loadFailed')}
        description={detail.error.message}
        actions={
          <Button size="sm" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <FormEditor
      key={id}
      formId={id}
      status={detail.data.form_status}
      initial={contentOf(detail.data)}
    />
  );
}
