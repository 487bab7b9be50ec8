/**
 * Reading server messages without i18n, so the light H5 pages (no React, no antd) share it with
 * lib/request.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Server messages sometimes carry a braced JSON text; show its `message`/`error`, URL-decoded. */
export function unwrapMessage(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  let text = raw.trim();
  if (text.startsWith('{') && text.endsWith('}')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isPlainObject(parsed)) {
        const inner = parsed.message ?? parsed.error;
        if (typeof inner === 'string') text = inner;
      }
    } catch {
      // Not JSON after all: show it as it is.
    }
  }
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
