// The order in which `npm test`'s Vitest run hands its files to the workers (vitest.config.ts;
// docs/testing.md "Stop 58: the seed beside the unit files"). Vitest's own sequencer queues the
// projects by name, so the server files came first and waited for the global setup's seed. Now:
// - `unit` first: its files need no database, and run while the seed is written beside them;
// - then `server` and `server-isolated`: the seeded copy is ready by then;
// - `unit-isolated` last: small files, each in a process of its own, that fill the last seconds
//   when one worker is done.
// Within a project Vitest's order stays (failed first, then the longest, or the largest file).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const PROJECT_ORDER = ['unit', 'server', 'server-isolated', 'unit-isolated'] as const;

/** Sorts by project in PROJECT_ORDER (others after, as they came), keeping the order inside one. */
export function inProjectOrder<T>(items: readonly T[], projectOf: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = (PROJECT_ORDER as readonly string[]).indexOf(projectOf(item));
    return index === -1 ? PROJECT_ORDER.length : index;
  };
  // Array.prototype.sort is stable: equal ranks keep Vitest's order
  return [...items].sort((a, b) => rank(a) - rank(b));
}

export class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return inProjectOrder(await super.sort(files), (file) => file.project.name);
  }
}
