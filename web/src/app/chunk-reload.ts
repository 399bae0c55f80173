// After a deploy, a tab opened earlier asks for page chunks that no longer exist (their names carry
// a content hash). Reloading once fetches the new index.html and its chunks; a second failure soon
// after is a real problem, shown by the error boundary instead of reloading in a loop.

const KEY = 'edma:chunk-reload-at';
/** A reload within this time of the last one is not tried again. */
export const RELOAD_WINDOW_MS = 60_000;

/** Messages browsers give when a dynamic import() or a module preload fails to load. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_ERROR.test(error.message) || error.name === 'ChunkLoadError');
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** Reloads the page unless it already did so recently; answers whether it reloads. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  let last = Number.NaN;
  try {
    last = Number(deps.storage.getItem(KEY));
  } catch {
    // Storage may be off (private mode): reloading at most once per page view still holds below.
  }
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_WINDOW_MS) return false;
  try {
    deps.storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}
