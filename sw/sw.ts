import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerNavigation } from './navigation';
import { registerUpdateHandling } from './update';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// Precache: the shell and every hashed chunk and stylesheet. API answers and the probe are
// never cached here (the query cache keeps what may be kept).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigation(self);
registerUpdateHandling(self);
