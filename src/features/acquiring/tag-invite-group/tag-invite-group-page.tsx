// /tag-invite-group 标签拉群 (spec §2, docs/domain.md §1): tasks that invite customers picked by
// tags into groups through their employees, with totals, per-customer status and reminders.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { TaskDetailDrawer } from './task-detail-drawer';
import { TaskFormDrawer } from './task-form-drawer';
import { TaskList } from './task-list';
import '../../../lib/i18n/messages/acquiring-tag-invite-group-messages';

export function TagInviteGroupPage() {
  const [creating, setCreating] = useState(false);
  const [detailId, setDetailId] = useState(0);
  return (
    <PageLayout
      title={t('tagInviteGroup.title')}
      description={t('tagInviteGroup.description')}
      testId="tag-invite-group-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => setCreating(true)}
          data-testid="tig-create"
        >
          + {t('tagInviteGroup.create')}
        </Button>
      }
    >
      <PageSection>
        <TaskList onDetail={setDetailId} />
      </PageSection>
      <TaskFormDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
      <TaskDetailDrawer id={detailId} onClose={() => setDetailId(0)} />
    </PageLayout>
  );
}
