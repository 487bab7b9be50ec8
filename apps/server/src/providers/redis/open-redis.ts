import { Redis } from 'ioredis';

/** How long the start waits for Redis before giving up. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects to REDIS_URL and checks it with a PING. No fallback: an instance that silently kept its
 * sessions and limits to itself would split logins across instances, so a dead Redis stops the start
 * with a clear message. Once running, ioredis reconnects on its own; commands fail fast meanwhile.
 */
export async function openRedis(settings: { url: string; keyPrefix: string }): Promise<Redis> {
  const client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
    // The first connection must succeed on its own; later drops are retried with a capped backoff.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis prints every reconnect error; the failing commands report them.
  let lastError: Error | null = null;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await client.connect();
    const answer = await client.ping();
    if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
  } catch (error) {
    client.disconnect();
    // "Connection is closed" says little; the socket's own error (ECONNREFUSED, ENOTFOUND) says why.
    const cause: unknown = lastError ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`REDIS_URL is set but Redis at ${redactedUrl(settings.url)} did not answer: ${reason}`);
  }
  return client;
}

/** The URL without its password, for the start error. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}
