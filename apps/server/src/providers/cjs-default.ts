/**
 * The cloud SDKs are CommonJS modules with `exports.default = Client`. Node's ESM loader (tsx, the
 * server) hands a default import the whole exports object; Vite's loader (vitest) hands over the
 * class. Both end up here with the class.
 */
export function cjsDefault<T>(imported: T): T {
  const inner = (imported as { default?: T }).default;
  return inner ?? imported;
}
