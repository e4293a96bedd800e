import { useState } from 'react';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { ViewTabs } from '../shared/view-tabs';
import { GoodsPanel } from './goods-panel';
import { LibraryPanel } from './library-panel';
import '../../../lib/i18n/messages/material-goods-messages';

type View = 'goods' | 'library';

/** issue #20 /material-goods 商品素材 (docs/domain.md §5): shop goods and the material library. */
export function MaterialGoodsPage() {
  const [view, setView] = useState<View>('goods');
  return (
    <PageLayout
      title={t('goods.title')}
      description={t('goods.description')}
      testId="material-goods-page"
    >
      <ViewTabs
        label={t('goods.title')}
        value={view}
        onChange={setView}
        options={[
          { value: 'goods', label: t('goods.tab.goods') },
          { value: 'library', label: t('goods.tab.library') },
        ]}
      />
      {view === 'goods' ? <GoodsPanel /> : <LibraryPanel />}
    </PageLayout>
  );
}
