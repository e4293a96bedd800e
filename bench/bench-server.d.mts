// Types of bench-server.mjs for the bench's TypeScript parts (bench/import-bomb.ts).
export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}
export function startBenchServer(port: number, options?: { dist?: string }): Promise<BenchServer>;
export function signIn(
  origin: string,
  account?: string,
  password?: string,
): Promise<{ token: string; tenantId: string }>;
