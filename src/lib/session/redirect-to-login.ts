import { closeAllNotices } from '../notify/notifier';
import { buildLoginUrl } from './login-url';

type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

let redirecting = false;
let navigate: Navigate = assignLocation;

/**
 * spec §5/§6/§8: going to login clears local storage, closes every toast and sends the browser
 * to the login host with redirect_uri (the current URL) and type=LOGIN_IN. It happens once,
 * however many requests fail together.
 */
export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  localStorage.clear();
  closeAllNotices();
  navigate(buildLoginUrl(window.location.href));
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
