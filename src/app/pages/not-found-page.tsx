import { t } from '../../lib/i18n/translate';
import { StatusPage } from '../../ui/status-page';
import { HomeLinkButton } from './home-link-button';

// spec §2: the catch-all route * renders without the layout.
export function NotFoundPage() {
  return (
    <main>
      <StatusPage
        testId="not-found-page"
        mark="404"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={<HomeLinkButton />}
      />
    </main>
  );
}
