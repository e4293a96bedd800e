import { Fragment, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { MissingRecordPage, parseRecordId } from '../missing-record/missing-record-page';
import { PageLayout } from '../page-layout/page-layout';
import { RangeSelect } from '../stat-range/range-select';
import '../../lib/i18n/messages/acquiring-tools-messages';

export interface ToolRange {
  readonly days: number;
  readonly setDays: (days: number) => void;
}

/**
 * issue #15, #34: the frame of every acquiring tool's statistics page — title with the code's
 * name, the 7/30/90-day range, the page's export (the export center's button) and the way back.
 */
export function ToolStatisticsLayout(props: {
  title: string;
  /** The code's name, once loaded. */
  name: string | undefined;
  testId: string;
  range: ToolRange;
  exportButton: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <PageLayout
      title={`${props.title}${props.name ? ` · ${props.name}` : ''}`}
      testId={props.testId}
      actions={
        <>
          <RangeSelect
            days={props.range.days}
            onChange={props.range.setDays}
            label={t('tools.range')}
            options={[
              { value: 7, label: t('tools.last7') },
              { value: 30, label: t('tools.last30') },
              { value: 90, label: t('tools.last90') },
            ]}
          />
          {props.exportButton}
          <Button size="sm" variant="outline" onClick={props.onBack}>
            {t('tools.back')}
          </Button>
        </>
      }
    >
      {props.children}
    </PageLayout>
  );
}

/**
 * A statistics page's record from `?id=`: the view of that record, or, without one, a page that
 * says so instead of waiting (keyed by id, so another record starts fresh).
 */
export function ToolStatisticsRecord(props: {
  rawId: string | null;
  title: string;
  onBack: () => void;
  view: (id: number) => ReactNode;
}) {
  const id = parseRecordId(props.rawId);
  if (id === undefined) return <MissingRecordPage title={props.title} onBack={props.onBack} />;
  return <Fragment key={id}>{props.view(id)}</Fragment>;
}
