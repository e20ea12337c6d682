// A module (and everything it imports) loaded in a registry of its own: its module-level caches
// start empty, whatever earlier tests of the file asked (the caches kept by map or state).
export function isolated<T>(load: () => T): T {
  let out: { value: T } | null = null;
  jest.isolateModules(() => {
    out = { value: load() };
  });
  return out!.value;
}
