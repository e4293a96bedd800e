import type { EndpointQueryOptions } from '../../../data/endpoint-hooks';

/**
 * Every statistics read (issue #21 "Offline"): persisted, since statistics are safe to keep on
 * the device (docs/conventions.md "Personal data is not persisted in the browser"), so a page
 * seen once renders offline with 数据更新于; the previous range stays while the next loads, and
 * `missingOffline` says when a range was never loaded here.
 */
export const STATISTICS_READ: EndpointQueryOptions = { persist: true, keepPrevious: true };
