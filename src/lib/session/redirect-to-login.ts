import { closeAllNotices } from '../notify/notifier';
import { buildLoginUrl } from './login-url';

type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

let redirecting = false;
let navigate: Navigate = assignLocation;

type RedirectTask = () => Promise<void> | void;
const redirectTasks = new Set<RedirectTask>();
// The session's cached data is cleared before the page leaves, but a slow disk never holds
// the operator at an expired page.
export const REDIRECT_TASK_TIMEOUT_MS = 1500;

/**
 * Work to finish before the login redirect leaves the page (issue #5: an expired token clears
 * the offline cache). Runs while the session's storage is still there. Returns an unsubscribe.
 */
export function onLoginRedirect(task: RedirectTask): () => void {
  redirectTasks.add(task);
  return () => redirectTasks.delete(task);
}

function runRedirectTasks(): Promise<unknown> {
  const tasks = Promise.allSettled([...redirectTasks].map(async (task) => task()));
  const timeout = new Promise((resolve) => setTimeout(resolve, REDIRECT_TASK_TIMEOUT_MS));
  return Promise.race([tasks, timeout]);
}

/**
 * spec §5/§6/§8: going to login clears local storage, closes every toast and sends the browser
 * to the login host with redirect_uri (the current URL) and type=LOGIN_IN. It happens once,
 * however many requests fail together.
 */
export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  closeAllNotices();
  const target = buildLoginUrl(window.location.href);
  const leave = () => {
    localStorage.clear();
    navigate(target);
  };
  if (redirectTasks.size === 0) {
    leave();
    return;
  }
  void runRedirectTasks().then(leave);
}

/** Whether the login redirect has already started (later failures stay quiet). */
export function isRedirectingToLogin(): boolean {
  return redirecting;
}

/** Tests (and memory-history hosts) replace the navigation; returns the restore function. */
export function setLoginNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    navigate = assignLocation;
  };
}

/** Tests only: forget that a redirect already happened. */
export function resetLoginRedirectForTests(): void {
  redirecting = false;
}
