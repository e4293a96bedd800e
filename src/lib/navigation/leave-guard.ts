import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { parsePath, type Location, type To, type UNSAFE_createBrowserHistory } from 'react-router';

// issue #23: the console runs on react-router's declarative router (the data router and its
// useBlocker weighed ~15 KB gzip of the first load). An unsaved editor still asks before an
// in-app navigation leaves it (issue #7): the router's history is wrapped here, and a push,
// a replace or a back/forward step that a registered check refuses waits for proceed/reset.

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface LeaveCheckArgs {
  currentLocation: Pick<Location, 'pathname'>;
  nextLocation: Pick<Location, 'pathname'>;
}
export type LeaveCheck = (args: LeaveCheckArgs) => boolean;

/** The same shape as react-router's blocker, so a caller reads it the same way. */
export interface LeaveBlocker {
  state: 'unblocked' | 'blocked';
  proceed?: () => void;
  reset?: () => void;
}

const UNBLOCKED: LeaveBlocker = { state: 'unblocked' };

let activeCheck: { current: LeaveCheck } | null = null;
let blocker: LeaveBlocker = UNBLOCKED;
let letNextThrough = false;
const subscribers = new Set<() => void>();

function setBlocker(next: LeaveBlocker): void {
  blocker = next;
  for (const notify of subscribers) notify();
}

function refuses(current: Pick<Location, 'pathname'>, next: To): boolean {
  if (!activeCheck) return false;
  if (letNextThrough) {
    letNextThrough = false;
    return false;
  }
  const pathname = (typeof next === 'string' ? parsePath(next) : next).pathname;
  return activeCheck.current({
    currentLocation: current,
    nextLocation: { pathname: pathname ?? current.pathname },
  });
}

/** Holds a refused navigation until the person decides: proceed runs it, reset drops it. */
function hold(retry: () => void): void {
  setBlocker({
    state: 'blocked',
    proceed: () => {
      setBlocker(UNBLOCKED);
      retry();
    },
    reset: () => setBlocker(UNBLOCKED),
  });
}

/** The router's history with the leave check in front of every navigation. */
export function guardHistory<H extends History>(history: H): H {
  const guarded = Object.create(history) as H;
  let ignoreNextPop = false;
  guarded.push = (to, state) => {
    if (refuses(history.location, to)) hold(() => history.push(to, state));
    else history.push(to, state);
  };
  guarded.replace = (to, state) => {
    if (refuses(history.location, to)) hold(() => history.replace(to, state));
    else history.replace(to, state);
  };
  let shown: Location = history.location;
  guarded.listen = (listener) =>
    history.listen((update) => {
      if (ignoreNextPop) {
        ignoreNextPop = false;
        return;
      }
      const { delta } = update;
      // Back/forward has already moved the address: step back to where the editor is and
      // replay the same step if the person leaves anyway (as react-router's blocker does).
      if (update.action === 'POP' && delta && refuses(shown, update.location)) {
        ignoreNextPop = true;
        history.go(-delta);
        hold(() => {
          // The replayed step arrives as a pop of its own (asynchronously in a browser).
          letNextThrough = true;
          history.go(delta);
        });
        return;
      }
      shown = update.location;
      listener(update);
    });
  return guarded;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/**
 * Asks before in-app navigation while `check` says so (one guard at a time, the last mounted
 * wins). Closing or reloading the browser tab is the caller's beforeunload.
 */
export function useLeaveBlocker(check: LeaveCheck): LeaveBlocker {
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const entry = { current: (args: LeaveCheckArgs) => latest.current(args) };
    activeCheck = entry;
    return () => {
      if (activeCheck !== entry) return;
      activeCheck = null;
      letNextThrough = false;
      setBlocker(UNBLOCKED);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => blocker);
}
