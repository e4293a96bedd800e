import { Suspense, useMemo, useState } from 'react';
import { t } from '../../../lib/i18n/translate';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { sc } from '../../../ui/static-css/class-names';
import { StaticTabs } from '../../../ui/static-tabs/static-tabs';
import { chakraFreePage } from '../../../ui/theme/chakra-island';
import { useWelcome, useWelcomes } from './api/welcome-api';
import type { WelcomeEditing } from './welcome-form-drawer';
import { BlockWordsDialog, WelcomeFormDrawer, WelcomeLog, intent } from './welcome-islands';
import { WelcomeList } from './welcome-list';
import '../../../lib/i18n/messages/acquiring-welcome-messages';

type Tab = 'list' | 'log';

/**
 * issue #16 /welcome 加粉欢迎语: welcomes by employee or department with a default and time
 * periods; the fixed priority shown on the page; the why-not-sent log of every add.
 */
function WelcomePageContent() {
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<WelcomeEditing | null>(null);
  const [editId, setEditId] = useState(0);
  const [blockOpen, setBlockOpen] = useState(false);
  // The default welcome is the list's first row (sorted first by the server).
  const first = useWelcomes({ page: 1, page_size: 20 });
  const defaultId = first.data?.list.find((row) => row.is_default)?.id ?? 0;
  const detail = useWelcome(editId || defaultId);
  const defaultWelcome = defaultId && detail.data?.id === defaultId ? detail.data : null;
  const opened = editId > 0 && detail.data?.id === editId ? detail.data : null;
  const drawer = useMemo<WelcomeEditing | null>(
    () => (opened ? { kind: 'edit', welcome: opened } : editing),
    [opened, editing],
  );
  // issue #39: the drawer and the dialog mount on their first open (islands) and stay mounted
  const drawerOpened = useOpenedOnce(drawer !== null);
  const blockOpened = useOpenedOnce(blockOpen);

  return (
    <PageLayout
      title={t('welcome.title')}
      description={t('welcome.description')}
      testId="welcome-page"
      actions={
        <div className={sc('pk-actions')}>
          <button
            type="button"
            className={sc('bt-sm-outline')}
            onClick={() => setBlockOpen(true)}
            {...intent.blockWords}
            data-testid="welcome-block-words"
          >
            {t('welcome.blockWords')}
          </button>
          <button
            type="button"
            className={sc('bt-sm-outline')}
            onClick={() => {
              setEditId(0);
              setEditing({ kind: 'default' });
            }}
            {...intent.drawer}
            data-testid="welcome-edit-default"
          >
            {t('welcome.editDefault')}
          </button>
          <button
            type="button"
            className={sc('bt-sm-solid', 'sc-palette-blue')}
            onClick={() => {
              setEditId(0);
              setEditing({ kind: 'new' });
            }}
            {...intent.drawer}
            data-testid="welcome-create"
          >
            + {t('welcome.create')}
          </button>
        </div>
      }
    >
      <div className={sc('wl-priority')} data-testid="welcome-priority">
        <p className={sc('wl-priority-title')}>{t('welcome.priority')}</p>
        <p className={sc('wl-priority-hint')}>{t('welcome.priorityHint')}</p>
      </div>
      <PageSection>
        <StaticTabs
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'list',
              label: t('welcome.tab.list'),
              testId: 'welcome-tab-list',
              content: (
                <WelcomeList
                  onEdit={(row) => {
                    setEditId(row.id);
                    setEditing(null);
                  }}
                  editIntent={intent.drawer}
                />
              ),
            },
            {
              value: 'log',
              label: t('welcome.tab.log'),
              testId: 'welcome-tab-log',
              onIntent: intent.log,
              content: (
                <Suspense fallback={null}>
                  <WelcomeLog />
                </Suspense>
              ),
            },
          ]}
        />
      </PageSection>
      <Suspense fallback={null}>
        {drawerOpened ? (
          <WelcomeFormDrawer
            editing={drawer}
            defaultWelcome={defaultWelcome}
            onClose={() => {
              setEditing(null);
              setEditId(0);
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {blockOpened ? (
          <BlockWordsDialog open={blockOpen} onClose={() => setBlockOpen(false)} />
        ) : null}
      </Suspense>
    </PageLayout>
  );
}

// issue #39 (docs/architecture.md "Styling" point 5): the page renders no Chakra outside its
// islands (the drawer, the dialogs, the log tab, 列设置), so it paints without Chakra.
export const WelcomePage = chakraFreePage(WelcomePageContent);
