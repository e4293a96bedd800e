// What the import worker is given and answers (issue #32 finding 1).
import type { ImportLimits } from './import-limits';

export interface SheetWorkerInput {
  readonly fileName: string;
  readonly content: Uint8Array;
  readonly limits: ImportLimits;
}

export type SheetWorkerAnswer =
  | { readonly ok: true; readonly rows: string[][] }
  | { readonly ok: false; readonly reason: string };
