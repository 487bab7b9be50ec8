import { $OpenApiUtil } from '@alicloud/openapi-core';

/**
 * What the cloud-vendor adapters (providers/sms, providers/identity) share: loading the SDKs,
 * reading the endpoint override, and keeping secrets out of the log lines about a failed call.
 */

/**
 * The cloud SDKs are CommonJS modules with `exports.default = Client`. Node's ESM loader (tsx, the
 * server) hands a default import the whole exports object; Vite's loader (vitest) hands over the
 * class. Both end up here with the class.
 */
export function cjsDefault<T>(imported: T): T {
  const inner = (imported as { default?: T }).default;
  return inner ?? imported;
}

/**
 * SMS_ENDPOINT / IDENTITY_ENDPOINT as the SDKs want them: a bare host (`dysmsapi.aliyuncs.com`) keeps
 * HTTPS; a URL (`http://127.0.0.1:4010`) also sets the protocol, so tests reach a local fake over http.
 */
export function parseVendorEndpoint(endpoint: string): { host: string; protocol: 'http' | 'https' } {
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(endpoint.trim());
  if (match?.[1] && match[2]) return { protocol: match[1].toLowerCase() as 'http' | 'https', host: match[2] };
  return { protocol: 'https', host: endpoint.trim().replace(/\/+$/, '') };
}

/**
 * The Aliyun SDK client settings of an adapter: keys, region, the optional endpoint override (without
 * one each SDK picks its product's documented address) and one timeout for connecting and reading.
 */
export function aliyunClientConfig(
  settings: { accessKeyId: string; accessKeySecret: string; region: string; endpoint?: string | null },
  timeoutMs: number,
): $OpenApiUtil.Config {
  const endpoint = settings.endpoint ? parseVendorEndpoint(settings.endpoint) : null;
  return new $OpenApiUtil.Config({
    accessKeyId: settings.accessKeyId,
    accessKeySecret: settings.accessKeySecret,
    regionId: settings.region,
    ...(endpoint ? { endpoint: endpoint.host, protocol: endpoint.protocol } : {}),
    connectTimeout: timeoutMs,
    readTimeout: timeoutMs,
  });
}

/**
 * Removes every occurrence of the given secrets (the code, the phone, a key secret, a name or ID
 * number) from a vendor's text before it is logged: an SDK's error may quote the request URL, and
 * Aliyun's SendSms carries the code in it.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < 2) continue;
    // Also as it appears in a quoted URL (a name in Chinese is percent-encoded there).
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      result = result.split(form).join('[REDACTED]');
  }
  return result;
}

/** The error's class name, for a log line about a failure that carries no vendor code. */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** At most 300 characters of an error's message, with the secrets taken out. */
export function errorText(error: unknown, secrets: readonly string[]): string {
  return redact((error instanceof Error ? error.message : String(error)).slice(0, 300), secrets);
}
