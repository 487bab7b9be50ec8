/**
 * SMS_ENDPOINT / IDENTITY_ENDPOINT as the SDKs want them: a bare host (`dysmsapi.aliyuncs.com`) keeps
 * HTTPS; a URL (`http://127.0.0.1:4010`) also sets the protocol, so tests reach a local fake over http.
 */
export function parseVendorEndpoint(endpoint: string): { host: string; protocol: 'http' | 'https' } {
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(endpoint.trim());
  if (match?.[1] && match[2]) return { protocol: match[1].toLowerCase() as 'http' | 'https', host: match[2] };
  return { protocol: 'https', host: endpoint.trim().replace(/\/+$/, '') };
}
