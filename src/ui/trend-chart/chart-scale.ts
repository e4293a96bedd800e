// Axis maths of the trend chart, kept apart from React so it is tested on its own.

/** A "nice" top for the y axis and its tick values (0 included), about `count` steps. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((value) => value >= rough) ?? rough;
  const wholeStep = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let value = 0; value < max + wholeStep; value += wholeStep) ticks.push(value);
  return ticks;
}

/** Which x labels to print so that at most `room` show, always the first and the last. */
export function labelIndexes(length: number, room: number): number[] {
  if (length <= room) return Array.from({ length }, (_, index) => index);
  const step = Math.ceil((length - 1) / (room - 1));
  const indexes: number[] = [];
  for (let index = 0; index < length - 1; index += step) indexes.push(index);
  if (length - 1 - (indexes[indexes.length - 1] ?? 0) < step / 2) indexes.pop();
  indexes.push(length - 1);
  return indexes;
}

/**
 * issue #37 "negatives inside the plot": ticks covering [min, max] with 0 among them, so a
 * negative value (a day of refunds) is drawn inside the plot, above the date labels.
 */
export function niceRange(min: number, max: number, count = 4): number[] {
  if (min >= 0) return niceTicks(max, count);
  const span = Math.max(max, 0) - min;
  const positive = niceTicks(span, count);
  const step = (positive[1] ?? 1) - (positive[0] ?? 0);
  const ticks: number[] = [];
  const last = Math.max(0, Math.ceil(max / step));
  for (let index = Math.floor(min / step); index <= last; index += 1) ticks.push(index * step || 0);
  return ticks;
}

/** Dates lose their year on the axis (an ISO day or a month-day stays a date); names ≤ 6. */
export function axisLabel(label: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
  return label.length > 6 ? `${label.slice(0, 5)}…` : label;
}

/**
 * issue #37 "the last label inside": the first label starts at its point and the last ends at
 * its point, so neither is cut at the plot's edge; the others are centred.
 */
export function labelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  if (count > 1 && index === 0) return 'start';
  if (count > 1 && index === count - 1) return 'end';
  return 'middle';
}

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * The width in px of `text` at 11px in the page's font, measured on a canvas; an estimate
 * where there is none (tests): CJK characters about twice a digit's width. issue #37: the
 * estimate alone was short of the real font's digits and cut y labels to ",000".
 */
export function textWidth(text: string): number {
  if (canvas === undefined && typeof document !== 'undefined') {
    try {
      canvas = document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
    if (canvas) canvas.font = `11px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  }
  const measured = canvas ? canvas.measureText(text).width : 0;
  const estimate = [...text].reduce(
    (sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 11 : 6.5),
    0,
  );
  return Math.max(measured, estimate);
}

/** The left margin that fits the widest y label (issue #37: labels were cut to ",000"). */
export function axisMargin(labels: readonly string[]): number {
  return Math.ceil(Math.max(24, ...labels.map(textWidth)) + 12);
}
