/**
 * Where the owner entry's router reads and writes the address (issue #25): the browser's history,
 * or a list in memory for tests. A location object stays the same until the address changes, so
 * React's useSyncExternalStore can compare snapshots by identity.
 */
export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (`navigate(to, { state })`). */
  state: unknown;
  /** Tells two visits of one address apart. */
  key: string;
};

export type History = {
  location(): Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  subscribe(listener: () => void): () => void;
};

type Entry = { key: string; state: unknown };

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `${Date.now().toString(36)}-${keys.toString(36)}`;
};

function split(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, 'http://owner.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Resolves `to` (absolute, or relative to the current path as a browser would) to path+search+hash. */
export function resolvePath(to: string, from: string): string {
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://owner.invalid${from}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function listeners() {
  const set = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of set) listener();
    },
    subscribe: (listener: () => void) => {
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** The browser's history (pushState, and popstate for back and forward). */
export function createBrowserHistory(): History {
  const { notify, subscribe } = listeners();
  const read = (): Location => {
    const entry = window.history.state as Partial<Entry> | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.state ?? null, key: entry?.key ?? 'default' };
  };
  let current = read();
  const refresh = () => {
    current = read();
    notify();
  };
  window.addEventListener('popstate', refresh);
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const entry: Entry = { key: nextKey(), state: state ?? null };
    window.history[method](entry, '', resolvePath(to, current.pathname));
    refresh();
  };
  return {
    location: () => current,
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    subscribe,
  };
}

/** A history kept in memory (tests): the same behaviour without a browser address bar. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const { notify, subscribe } = listeners();
  const at = (path: string, state: unknown = null): Location => ({
    ...split(path),
    state,
    key: nextKey(),
  });
  const entries = initialEntries.map((path) => at(path));
  let index = entries.length - 1;
  const current = () => entries[index] as Location;
  return {
    location: current,
    push: (to, state) => {
      entries.splice(index + 1, entries.length, at(resolvePath(to, current().pathname), state));
      index = entries.length - 1;
      notify();
    },
    replace: (to, state) => {
      entries[index] = at(resolvePath(to, current().pathname), state);
      notify();
    },
    go: (delta) => {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      notify();
    },
    subscribe,
  };
}
