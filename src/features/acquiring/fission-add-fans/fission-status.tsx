import { Badge } from '@chakra-ui/react/badge';
import { FISSION_STATUS } from '../../../../contract/acquiring/fission-add-fans';
import type { FissionStatus } from '../../../../contract/acquiring/fission-add-fans';

const PALETTE: Record<FissionStatus, string> = { 1: 'blue', 2: 'green', 3: 'gray' };

/** 未开始 / 进行中 / 已结束, from the task's time window. */
export function FissionStatusBadge(props: { status: FissionStatus }) {
  return (
    <Badge colorPalette={PALETTE[props.status]} variant="subtle">
      {FISSION_STATUS[props.status]}
    </Badge>
  );
}
