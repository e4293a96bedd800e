// issue #15, #34: the figures of every acquiring tool's statistics page (lock, shunt and group
// codes, short links), drawn once: the totals as cards (two a row on a phone, all in a row on
// a wide screen), the per-day trend and the table by employee, group, target or channel. The
// tool names its figures; the order (table or trend first) is the page's.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PageSection } from '../page-layout/page-layout';
import { SimpleTable, percent } from '../simple-table/simple-table';
import { StatCard } from '../stat-card/stat-card';
import type { StatCardProps } from '../stat-card/stat-card';
import { LazyTrendChart } from '../trend-chart/lazy-trend-chart';

export interface FigureColumn<R> {
  readonly key: string;
  readonly title: string;
  readonly render: (row: R) => ReactNode;
  readonly align?: 'start' | 'end';
}

/** A figure column: the row's `field`, aligned to the end as numbers are (`key`: the column's). */
export function figureColumn<R>(
  field: keyof R & string,
  title: string,
  key: string = field,
): FigureColumn<R> {
  return { key, title, align: 'end', render: (row) => row[field] as ReactNode };
}

/** A rate column: the row's `field` (0–1) as a percentage with one decimal. */
export function percentColumn<R>(
  field: keyof R & string,
  title: string,
  key: string = field,
): FigureColumn<R> {
  return { key, title, align: 'end', render: (row) => percent(Number(row[field])) };
}

export interface ToolFiguresProps<D extends { readonly day: string }, R> {
  readonly cards: readonly StatCardProps[];
  /** The days of the range and the figures drawn per day (`field` of each day). */
  readonly trend: {
    readonly title: string;
    readonly days: readonly D[] | undefined;
    readonly series: readonly {
      readonly key: string;
      readonly name: string;
      readonly color: string;
      readonly field: keyof D & string;
    }[];
  };
  readonly table: {
    readonly title: string;
    readonly testId?: string;
    readonly rows: readonly R[] | undefined;
    readonly columns: readonly FigureColumn<R>[];
  };
  /** The table above the trend (where the split is what the page is about). */
  readonly tableFirst?: boolean;
}

export function ToolFigures<D extends { readonly day: string }, R>(props: ToolFiguresProps<D, R>) {
  const { cards, trend, table } = props;
  const days = trend.days ?? [];
  const chart = (
    <PageSection>
      <LazyTrendChart
        title={trend.title}
        labels={days.map((row) => row.day.slice(5))}
        series={trend.series.map((line) => ({
          key: line.key,
          name: line.name,
          color: line.color,
          values: days.map((row) => Number(row[line.field])),
        }))}
      />
    </PageSection>
  );
  const split = (
    <PageSection title={table.title}>
      <SimpleTable
        label={table.title}
        testId={table.testId}
        rows={table.rows ?? []}
        columns={table.columns}
      />
    </PageSection>
  );
  return (
    <>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: `repeat(${cards.length}, 1fr)` }}
        gap="3"
      >
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </Box>
      {props.tableFirst ? split : chart}
      {props.tableFirst ? chart : split}
    </>
  );
}
