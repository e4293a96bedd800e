import type { ComponentType } from 'react';

/** Loads a page on demand (spec §2: pages are loaded when visited). */
export type PageLoader = () => Promise<ComponentType>;
