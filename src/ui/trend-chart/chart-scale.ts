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
