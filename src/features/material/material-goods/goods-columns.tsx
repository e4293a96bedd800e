import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Text } from '@chakra-ui/react/text';
import type { GoodsRow, GoodsStockState } from '../../../../contract/material/material-goods';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatMoney, formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';

const STATE_PALETTE: Record<GoodsStockState, string> = {
  on_sale: 'green',
  low: 'orange',
  sold_out: 'red',
  off_shelf: 'gray',
};

export function goodsColumns(onCopy: (row: GoodsRow) => void): DataColumn<GoodsRow>[] {
  return [
    {
      key: 'goods',
      title: t('goods.col.goods'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="3" minW="52">
          {/* spec §9: image thumbnails are 50×50 */}
          <Image
            src={row.images[0]}
            alt=""
            width="50px"
            height="50px"
            borderRadius="md"
            flexShrink={0}
          />
          <Text fontSize="sm" lineClamp={2}>
            {row.name}
          </Text>
        </Box>
      ),
    },
    { key: 'price', title: t('goods.col.price'), render: (row) => `¥${formatMoney(row.price)}` },
    { key: 'shop', title: t('goods.col.shop'), render: (row) => row.shop.name },
    { key: 'stock', title: t('goods.col.stock'), render: (row) => formatNumber(row.stock) },
    {
      key: 'state',
      title: t('goods.col.state'),
      render: (row) => (
        <Badge colorPalette={STATE_PALETTE[row.stock_state]} variant="subtle">
          {t(`goods.state.${row.stock_state}`)}
        </Badge>
      ),
    },
    { key: 'sends', title: t('goods.col.sends'), render: (row) => formatNumber(row.send_count) },
    { key: 'synced', title: t('goods.col.synced'), render: (row) => formatDateTime(row.synced_at) },
    {
      key: 'actions',
      title: t('goods.col.actions'),
      hideable: false,
      render: (row) => (
        <Button size="xs" variant="outline" onClick={() => onCopy(row)}>
          {t('goods.copyLink')}
        </Button>
      ),
    },
  ];
}
