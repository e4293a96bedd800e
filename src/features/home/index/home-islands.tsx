import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { NoticeListDialog } from '../../../data/notices/notice-list-dialog';
import { t } from '../../../lib/i18n/translate';

// /index's Chakra parts (issue #39): the page itself is static markup and paints without
// Chakra; these load as islands (home-parts.tsx) with Chakra's chunk.

/** 重新检测 / 不再显示: a small button that shows Chakra's spinner while it works. */
export function CardAction(props: {
  label: string;
  loading: boolean;
  onClick: () => void;
  palette?: 'blue';
}) {
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette={props.palette}
      loading={props.loading}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

/** 查看全部: the whole paged list of notices in a dialog. */
export function AllNotices() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setOpen(true)}>
        {t('home.allNotices')}
      </Button>
      <NoticeListDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
