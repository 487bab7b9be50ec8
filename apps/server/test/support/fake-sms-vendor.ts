/**
 * A local stand-in for the cloud vendors behind the SMS and real-name providers, on node:http
 * (127.0.0.1, a random port unless one is given): Aliyun SMS `SendSms`, Tencent Cloud SMS `SendSms`
 * and Aliyun Cloudauth `Id2MetaVerify`, told apart by the `x-acs-action` / `X-TC-Action` headers the
 * real SDKs send. Point the server at it with SMS_ENDPOINT / IDENTITY_ENDPOINT=`http://127.0.0.1:<port>`
 * and the keys below (the fake checks each request's signature with them, as the vendor would).
 *
 * It keeps every request (`requests`, for tests that check what the SDK sent) and the last code per
 * mobile (`lastCodeFor`, and `GET /__messages?mobile=<11 digits>` → `{ mobile, code, at }`, 404 when
 * none; `GET /__messages` → all), so a browser journey reads codes from the "phone", not the page.
 * `failNext` makes the next call of an action answer a vendor error, hang or drop the connection
 * (over HTTP: `POST /__failNext` with `{ "action": "aliyun:SendSms", "failure": { "kind": "vendor-code",
 * "code": "isv.BUSINESS_LIMIT_CONTROL" } }`).
 * `register` is the fake national register of Id2MetaVerify (ID number → name): a listed number with
 * its name is consistent (BizCode 1), with another name inconsistent (2), an unlisted one has no
 * record (3) unless `acceptUnknownIds` is set.
 *
 * Standalone: `npx tsx apps/server/scripts/fake-sms-vendor.ts` (scripts/fake-sms-vendor.ts).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_VENDOR_KEY_ID = 'fake-access-key-id';
export const FAKE_VENDOR_KEY_SECRET = 'fake-access-key-secret';

export type FakeVendorAction = 'aliyun:SendSms' | 'tencent:SendSms' | 'aliyun:Id2MetaVerify';

export type FakeVendorRequest = {
  action: FakeVendorAction | 'unknown';
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** Query and form fields (Aliyun) or the JSON body's fields (Tencent). */
  params: Record<string, unknown>;
  body: string;
  /** Whether the Authorization header's signature matches the fake's key secret. */
  signatureValid: boolean;
};

export type FakeSmsMessage = {
  vendor: 'aliyun' | 'tencent';
  mobile: string;
  code: string;
  /** The template's variables: Aliyun's TemplateParam object, Tencent's set as `{ '1': …, '2': … }`. */
  params: Record<string, string>;
  signName: string;
  templateId: string;
  at: string;
};

/**
 * `vendor-code`: the vendor answers this error code in its own shape (`status`: the HTTP status,
 * 200 by default as SendSms answers business errors; Tencent `perNumber`: in SendStatusSet instead
 * of Response.Error). `hang`: no answer until close (a client timeout). `drop`: the connection is cut.
 */
export type FakeFailure =
  | { kind: 'vendor-code'; code: string; message?: string; status?: number; perNumber?: boolean }
  | { kind: 'hang' }
  | { kind: 'drop' };

export type FakeVendor = {
  url: string;
  port: number;
  requests: FakeVendorRequest[];
  messages: FakeSmsMessage[];
  register: Map<string, string>;
  lastCodeFor: (mobile: string) => string | null;
  failNext: (action: FakeVendorAction, failure: FakeFailure) => void;
  close: () => Promise<void>;
};

export type FakeVendorOptions = {
  port?: number;
  host?: string;
  accessKeyId?: string;
  accessKeySecret?: string;
  acceptUnknownIds?: boolean;
};

export async function startFakeSmsVendor(options: FakeVendorOptions = {}): Promise<FakeVendor> {
  const keyId = options.accessKeyId ?? FAKE_VENDOR_KEY_ID;
  const keySecret = options.accessKeySecret ?? FAKE_VENDOR_KEY_SECRET;
  const requests: FakeVendorRequest[] = [];
  const messages: FakeSmsMessage[] = [];
  const register = new Map<string, string>();
  const failures = new Map<FakeVendorAction, FakeFailure[]>();
  const hanging = new Set<ServerResponse>();
  let requestCount = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake.vendor');
      if (req.method === 'GET' && url.pathname === '/__messages') return answerMessages(url, res);
      if (req.method === 'POST' && url.pathname === '/__failNext') return answerFailNext(body, res);
      requestCount += 1;
      const requestId = `fake-${requestCount}`;
      const request = readRequest(req, url, body, { keyId, keySecret });
      requests.push(request);
      if (request.action === 'unknown')
        return json(res, 404, { Code: 'InvalidAction.NotFound', RequestId: requestId });
      const failure = failures.get(request.action)?.shift();
      if (failure?.kind === 'hang') {
        hanging.add(res);
        return;
      }
      if (failure?.kind === 'drop') return req.socket.destroy();
      if (request.action === 'tencent:SendSms') return answerTencent(request, res, requestId, failure);
      return answerAliyun(request, res, requestId, failure);
    });
  });

  function answerMessages(url: URL, res: ServerResponse) {
    const mobile = url.searchParams.get('mobile');
    if (!mobile) return json(res, 200, { messages });
    const last = messages.filter((message) => message.mobile === mobile).at(-1);
    return last ? json(res, 200, last) : json(res, 404, { message: `no SMS sent to ${mobile}` });
  }

  function answerFailNext(body: string, res: ServerResponse) {
    const { action, failure } = JSON.parse(body || '{}') as {
      action?: FakeVendorAction;
      failure?: FakeFailure;
    };
    if (!action || !failure) return json(res, 400, { message: 'send { action, failure }' });
    const queue = failures.get(action) ?? [];
    queue.push(failure);
    failures.set(action, queue);
    return json(res, 200, { queued: queue.length });
  }

  function answerAliyun(
    request: FakeVendorRequest,
    res: ServerResponse,
    requestId: string,
    failure: FakeFailure | undefined,
  ) {
    if (!request.signatureValid)
      return json(res, 400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched.',
        RequestId: requestId,
      });
    if (failure?.kind === 'vendor-code')
      return json(res, failure.status ?? 200, {
        Code: failure.code,
        Message: failure.message ?? failure.code,
        RequestId: requestId,
      });
    const p = request.params;
    if (request.action === 'aliyun:Id2MetaVerify') {
      const known = register.get(String(p.IdentifyNum));
      const bizCode =
        known === undefined ? (options.acceptUnknownIds ? '1' : '3') : known === p.UserName ? '1' : '2';
      return json(res, 200, {
        Code: '200',
        Message: 'success',
        RequestId: requestId,
        ResultObject: { BizCode: bizCode },
      });
    }
    const templateParam = JSON.parse(String(p.TemplateParam ?? '{}')) as Record<string, string>;
    messages.push({
      vendor: 'aliyun',
      mobile: String(p.PhoneNumbers),
      code: templateParam.code ?? Object.values(templateParam)[0] ?? '',
      params: templateParam,
      signName: String(p.SignName),
      templateId: String(p.TemplateCode),
      at: new Date().toISOString(),
    });
    return json(res, 200, { Code: 'OK', Message: 'OK', RequestId: requestId, BizId: `biz-${requestId}` });
  }

  function answerTencent(
    request: FakeVendorRequest,
    res: ServerResponse,
    requestId: string,
    failure: FakeFailure | undefined,
  ) {
    const error = (code: string, message: string) =>
      json(res, 200, { Response: { Error: { Code: code, Message: message }, RequestId: requestId } });
    if (!request.signatureValid)
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    if (failure?.kind === 'vendor-code' && !failure.perNumber)
      return error(failure.code, failure.message ?? failure.code);
    const p = request.params;
    const phone = String((p.PhoneNumberSet as string[] | undefined)?.[0] ?? '');
    const status = (code: string, message: string) =>
      json(res, 200, {
        Response: {
          SendStatusSet: [
            {
              SerialNo: `serial-${requestId}`,
              PhoneNumber: phone,
              Fee: 1,
              Code: code,
              Message: message,
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId,
        },
      });
    if (failure?.kind === 'vendor-code') return status(failure.code, failure.message ?? failure.code);
    messages.push({
      vendor: 'tencent',
      mobile: phone.replace(/^\+86/, ''),
      code: String((p.TemplateParamSet as string[] | undefined)?.[0] ?? ''),
      params: Object.fromEntries(
        ((p.TemplateParamSet as string[] | undefined) ?? []).map((value, index) => [
          String(index + 1),
          value,
        ]),
      ),
      signName: String(p.SignName),
      templateId: String(p.TemplateId),
      at: new Date().toISOString(),
    });
    return status('Ok', 'send success');
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    requests,
    messages,
    register,
    lastCodeFor: (mobile) => messages.filter((message) => message.mobile === mobile).at(-1)?.code ?? null,
    failNext: (action, failure) => {
      const queue = failures.get(action) ?? [];
      queue.push(failure);
      failures.set(action, queue);
    },
    close: async () => {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readRequest(
  req: IncomingMessage,
  url: URL,
  body: string,
  keys: { keyId: string; keySecret: string },
): FakeVendorRequest {
  const acsAction = header(req, 'x-acs-action');
  const tcAction = header(req, 'x-tc-action');
  const action: FakeVendorRequest['action'] =
    tcAction === 'SendSms'
      ? 'tencent:SendSms'
      : acsAction === 'SendSms' || acsAction === 'Id2MetaVerify'
        ? `aliyun:${acsAction}`
        : 'unknown';
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (tcAction) Object.assign(params, body ? (JSON.parse(body) as object) : {});
  else if (body) Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  const signatureValid = tcAction
    ? validTc3Signature(req, url, body, keys)
    : validAcs3Signature(req, url, body, keys);
  return {
    action,
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    params,
    body,
    signatureValid,
  };
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 3986 encoding as the Alibaba Cloud signature (V3, ACS3-HMAC-SHA256) wants it. */
function acsEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Recomputes an `ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…` header (Aliyun V3 signature). */
function validAcs3Signature(
  req: IncomingMessage,
  url: URL,
  body: string,
  keys: { keyId: string; keySecret: string },
): boolean {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
    header(req, 'authorization'),
  );
  if (!match?.[1] || !match[2] || !match[3] || match[1] !== keys.keyId) return false;
  const payloadHash = header(req, 'x-acs-content-sha256');
  if (payloadHash !== sha256Hex(body)) return false;
  const signed = match[2].split(';');
  const query = [...url.searchParams.keys()]
    .sort()
    .map((key) => `${key}=${acsEncode(url.searchParams.get(key) ?? '')}`)
    .join('&');
  const headers = signed.map((name) => `${name}:${header(req, name).trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signed.join(';'), payloadHash].join('\n');
  const toSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`;
  return sameText(createHmac('sha256', keys.keySecret).update(toSign).digest('hex'), match[3]);
}

/** Recomputes a `TC3-HMAC-SHA256 Credential=id/date/service/tc3_request, …` header (Tencent Cloud API v3). */
function validTc3Signature(
  req: IncomingMessage,
  url: URL,
  body: string,
  keys: { keyId: string; keySecret: string },
): boolean {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      header(req, 'authorization'),
    );
  if (!match?.[1] || !match[2] || !match[3] || !match[4] || !match[5] || match[1] !== keys.keyId)
    return false;
  const [, , date, service, signedHeaders, signature] = match;
  const host = header(req, 'host').replace(/:\d+$/, '');
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${name === 'host' ? host : header(req, name)}\n`)
    .join('');
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    headers,
    signedHeaders,
    sha256Hex(body),
  ].join('\n');
  const timestamp = header(req, 'x-tc-timestamp');
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonical)}`;
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const signingKey = hmac(hmac(hmac(`TC3${keys.keySecret}`, date), service), 'tc3_request');
  return sameText(createHmac('sha256', signingKey).update(toSign).digest('hex'), signature);
}
