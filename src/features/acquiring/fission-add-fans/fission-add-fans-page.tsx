// /fission-add-fans 裂变加粉 (spec §2, issue #16, docs/domain.md §1): fission tasks — a poster with
// the employee's live code that customers share; each new friend added through a customer's
// poster is an invite for them; goals unlock rewards. List, form, and each task's data.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useFissionTask } from './api/fission-api';
import { FissionDetail } from './fission-detail';
import { FissionFormDrawer } from './fission-form-drawer';
import { FissionTaskList } from './fission-task-list';
import '../../../lib/i18n/messages/acquiring-fission-add-fans-messages';

export function FissionAddFansPage() {
  const [creating, setCreating] = useState(false);
  const [editId, setEditId] = useState(0);
  const [viewId, setViewId] = useState(0);
  const editingQuery = useFissionTask(editId);
  const viewing = useFissionTask(viewId);
  const editing = editId > 0 && editingQuery.data?.id === editId ? editingQuery.data : null;
  const shown = viewId > 0 && viewing.data?.id === viewId ? viewing.data : null;
  return (
    <PageLayout
      title={t('fissionAddFans.title')}
      description={t('fissionAddFans.description')}
      testId="fission-add-fans-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => setCreating(true)}
          data-testid="fission-create"
        >
          + {t('fission.create')}
        </Button>
      }
    >
      {shown ? (
        <FissionDetail task={shown} onBack={() => setViewId(0)} />
      ) : (
        <PageSection>
          <FissionTaskList
            onOpen={(row) => setViewId(row.id)}
            onEdit={(row) => setEditId(row.id)}
          />
        </PageSection>
      )}
      <FissionFormDrawer
        open={creating || editing !== null}
        editing={editing}
        onClose={() => {
          setCreating(false);
          setEditId(0);
        }}
      />
    </PageLayout>
  );
}
