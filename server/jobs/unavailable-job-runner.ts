// For an app built without a job runner (a test that never runs jobs): definitions and
// schedules are accepted (route registration), anything that would need the queue fails
// loudly instead of silently dropping work.
import type { JobRunner } from './job-types';

export function unavailableJobRunner(): JobRunner {
  const refuse = () => Promise.reject(new Error('no job runner: pass `jobs` to buildApp'));
  return {
    define: () => undefined,
    enqueue: refuse,
    schedule: () => Promise.resolve(),
    get: refuse,
    list: refuse,
    retry: refuse,
    cancel: refuse,
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    alive: () => false,
    runDue: refuse,
  };
}
