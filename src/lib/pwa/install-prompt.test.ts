import { describe, expect, it, vi } from 'vitest';
import {
  canInstall,
  captureInstallPrompt,
  promptInstall,
  subscribeInstallPrompt,
} from './install-prompt';

describe('install prompt (issue #5 "Install")', () => {
  it('keeps the browser’s offer for the user menu and uses it once', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const changed = vi.fn();
    subscribeInstallPrompt(changed);
    expect(canInstall()).toBe(false);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(canInstall()).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(canInstall()).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
    expect(changed).toHaveBeenCalled();
  });
});
