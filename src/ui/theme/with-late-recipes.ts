// issue #23: see late-recipes.ts. Every lazy page and lazy part of the shell loads through
// this, so the recipes it may use are in the theme before it renders.
let loading: Promise<unknown> | undefined;

export function loadLateRecipes(): Promise<unknown> {
  loading ??= import('./late-recipes').catch((error: unknown) => {
    loading = undefined; // a failed chunk is retried by the next load
    throw error;
  });
  return loading;
}

export async function withLateRecipes<T>(load: Promise<T>): Promise<T> {
  const [module] = await Promise.all([load, loadLateRecipes()]);
  return module;
}
