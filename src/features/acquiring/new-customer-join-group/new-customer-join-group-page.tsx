// /new-customer-join-group 新客拉群 (spec §2, docs/domain.md §1): the rules with their reach and join
// figures, the rule form, and a rule's statistics with the customers it reached.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useRule } from './api/new-customer-api';
import { RuleDetailDrawer } from './rule-detail-drawer';
import { RuleFormDrawer } from './rule-form-drawer';
import { RuleList } from './rule-list';
import '../../../lib/i18n/messages/acquiring-new-customer-join-group-messages';

export function NewCustomerJoinGroupPage() {
  const [creating, setCreating] = useState(false);
  const [editId, setEditId] = useState(0);
  const [detailId, setDetailId] = useState(0);
  const editRule = useRule(editId);
  const editing = editId > 0 && editRule.data?.id === editId ? editRule.data : null;
  return (
    <PageLayout
      title={t('newCustomerJoinGroup.title')}
      description={t('newCustomerJoinGroup.description')}
      testId="new-customer-join-group-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => setCreating(true)}
          data-testid="ncjg-create"
        >
          + {t('newCustomerJoinGroup.create')}
        </Button>
      }
    >
      <PageSection>
        <RuleList onEdit={setEditId} onDetail={setDetailId} />
      </PageSection>
      <RuleFormDrawer
        open={creating || editing !== null}
        editing={editing}
        onClose={() => {
          setCreating(false);
          setEditId(0);
        }}
      />
      <RuleDetailDrawer id={detailId} onClose={() => setDetailId(0)} />
    </PageLayout>
  );
}
