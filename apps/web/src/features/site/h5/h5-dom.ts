/** A child of `el`: text (set as text, never parsed as HTML), an element, or nothing. */
export type Child = string | Node | null | undefined | boolean;

/** Creates an element with attributes and children; text always goes in as text nodes. */
export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || typeof child === 'boolean') continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

/** The API envelope `{ code, message, data }` (SPEC §7): the data, or an Error carrying the server's message. */
export async function api<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: reported as a failure below.
  }
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const envelope = body as { code: unknown; message?: unknown; data?: unknown };
    if (envelope.code === 200 && response.ok) return envelope.data as T;
    throw new Error(typeof envelope.message === 'string' ? envelope.message : '');
  }
  throw new Error('');
}
