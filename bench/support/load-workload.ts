import http from 'node:http';
import autocannon from 'autocannon';
import { LOAD_COMMUNITY, LOAD_DIRECTOR_TOKEN, LOAD_NOTICE_CODE, type LoadFixture } from './load-fixture';

/**
 * The mixed workload of issue 9 (bench/load.ts and the server's load smoke test): every autocannon
 * connection cycles through one owner's SMS login (send the code, log in with the code the send
 * call returns outside production), two workbench list pages, a ballot, a questionnaire answer, a
 * QR login poll and a notice read. Ballots and answers take the next unused owner each, so none is
 * refused as a repeat; SMS logins take a fresh phone each, so no per-phone limit is reached.
 */

export type RouteStats = { count: number; p50: number; p99: number; max: number; non2xx: number };

export type MixedLoadResult = {
  /** Connections in all (one request in flight at most on each). */
  connections: number;
  requests: number;
  ratePerSecond: number;
  errors: number;
  timeouts: number;
  status5xx: number;
  nonOkByStatus: Record<string, number>;
  latency: { p50: number; p95: number; p99: number; max: number };
  routes: Record<string, RouteStats>;
  /** A few bodies of non-2xx answers, to say why. */
  samples: string[];
};

type Labelled = autocannon.Request & { label: string };
/** What one connection's SMS login carries from the send call to the login call. */
type LoginContext = { mobile?: string; code?: string };

const LIST_PAGES = [
  `/v1/communityNotice/list?communityInfoCode=${LOAD_COMMUNITY}&page=1&size=20`,
  `/v1/building/list?communityInfoCode=${LOAD_COMMUNITY}&page=1&size=20`,
  `/v1/voting/votingListWeb?communityInfoCode=${LOAD_COMMUNITY}&page=1&size=20`,
  `/v1/intentionSolicitation/list?communityInfoCode=${LOAD_COMMUNITY}&page=1&size=20`,
];

function json(body: unknown): string {
  return JSON.stringify(body);
}

/** Owner n's ballot: all four outcomes present over the owners. */
function choicesOf(issues: number, n: number): Record<string, string | null> {
  const options = ['AGREE', 'AGREE', 'DISAGREE', 'ABSTAIN', null] as const;
  return Object.fromEntries(
    Array.from({ length: issues }, (_, index) => [
      String(index + 1),
      options[(n + index) % options.length] ?? null,
    ]),
  );
}

function answersOf(questions: LoadFixture['questions'], n: number) {
  return questions.map((question, index) =>
    question.options.length > 0
      ? {
          questionId: question.questionId,
          optionIds: [question.options[(n + index) % question.options.length]?.optionId ?? 0],
          text: '',
        }
      : { questionId: question.questionId, optionIds: [], text: `意见${n}` },
  );
}

export type Workload = { requests: Labelled[]; used: () => { ballots: number; answers: number } };

/** The request cycle; `qrKeys` are live QR login keys (made beforehand) the polls rotate over. */
export function mixedWorkload(fixture: LoadFixture, qrKeys: readonly string[], phoneBase: number): Workload {
  let phone = 0;
  let ballot = 0;
  let answer = 0;
  let list = 0;
  let poll = 0;
  let read = 0;
  const owner = (index: number) => {
    const id = fixture.ownerIds[index % fixture.ownerIds.length];
    return `load-${id}`;
  };
  const post = (label: string, path: string, setup: autocannon.Request['setupRequest']): Labelled => ({
    label,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    setupRequest: setup,
  });
  const listPage = (label: string): Labelled => ({
    label,
    method: 'GET',
    setupRequest: (request) => {
      const path = LIST_PAGES[list % LIST_PAGES.length] ?? '';
      list += 1;
      return { ...request, path, headers: { token: LOAD_DIRECTOR_TOKEN } };
    },
  });
  const requests: Labelled[] = [
    {
      ...post('sms send', '/v1/account/sendMobileCode', (request, context) => {
        phone += 1;
        const login = context as LoginContext;
        login.mobile = String(phoneBase + phone);
        return { ...request, body: json({ mobile: login.mobile }) };
      }),
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        const parsed = JSON.parse(body) as { data?: { devCode?: string | null } };
        (context as LoginContext).code = parsed.data?.devCode ?? '000000';
      },
    },
    post('sms login', '/v1/account/mobileLogin', (request, context) => {
      const login = context as LoginContext;
      return {
        ...request,
        body: json({ mobile: login.mobile, verificationCode: login.code, isWxAPP: true }),
      };
    }),
    listPage('workbench list'),
    post('ballot', '/v1/owner/castVote', (request) => {
      ballot += 1;
      return {
        ...request,
        headers: { 'content-type': 'application/json', token: owner(ballot - 1) },
        body: json({ votingCode: fixture.votingCode, choices: choicesOf(fixture.issueCount, ballot) }),
      };
    }),
    post('answer', '/v1/owner/intentionSolicitation/answer', (request) => {
      answer += 1;
      return {
        ...request,
        headers: { 'content-type': 'application/json', token: owner(answer - 1) },
        body: json({
          intentionSolicitationId: fixture.solicitationCode,
          answers: answersOf(fixture.questions, answer),
        }),
      };
    }),
    {
      label: 'qr poll',
      method: 'GET',
      setupRequest: (request) => {
        poll += 1;
        return { ...request, path: `/v1/account/getQRCodeState?loginKey=${qrKeys[poll % qrKeys.length]}` };
      },
    },
    {
      label: 'notice read',
      method: 'GET',
      setupRequest: (request) => {
        read += 1;
        return {
          ...request,
          path: `/v1/owner/noticeInfo?communityNoticeCode=${LOAD_NOTICE_CODE}`,
          headers: { token: owner(read) },
        };
      },
    },
    listPage('workbench list'),
  ];
  return { requests, used: () => ({ ballots: ballot, answers: answer }) };
}

/** Owners a run of `rate` requests a second for `seconds` uses up (ballots and answers, with margin). */
export function ownersFor(rate: number, seconds: number): number {
  return Math.ceil(((rate * seconds) / 8) * 1.2) + 200;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** `count` fresh QR login keys (GET /v1/account/wxLoginQRCode; the caller is on the rate-limit allow list). */
export async function makeQrKeys(baseUrl: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let made = 0; made < count; made += 1) {
    const response = await fetch(`${baseUrl}/v1/account/wxLoginQRCode?adminOwnerType=COMMUNITY`);
    if (response.status !== 200)
      throw new Error(`wxLoginQRCode ${response.status}: ${await response.text()}`);
    keys.push(((await response.json()) as { data: { loginKey: string } }).data.loginKey);
  }
  return keys;
}

/**
 * The mixed workload at `rate` requests a second for `seconds`, spread evenly over each second.
 * autocannon's own rate limit (overallRate, connectionRate) lets every connection send its quota
 * back to back when its one-second tick fires, and all connections of one run tick together: 300/s
 * over 50 connections arrived as one burst of 300 requests, 50 at a time, at the start of every
 * second, and the figures measured the drain of that burst, not a server under 300 requests a
 * second. So the load runs as `streams` autocannon runs started 1000/streams ms apart, each of
 * rate/streams connections at one request a second, each run at its own place in the cycle: a
 * handful of mixed requests every few milliseconds, as many independent users make.
 */
export async function runMixedLoad(options: {
  url: string;
  workload: Workload;
  rate: number;
  seconds: number;
  /** Staggered autocannon runs; rate / streams connections each (default: 5 connections a run). */
  streams?: number;
}): Promise<MixedLoadResult> {
  const streams = options.streams ?? Math.max(1, Math.round(options.rate / 5));
  const perStream = Math.max(1, Math.round(options.rate / streams));
  const perRoute = new Map<string, number[]>();
  const routeNonOk = new Map<string, number>();
  const nonOkByStatus: Record<string, number> = {};
  const samples: string[] = [];
  let status5xx = 0;
  const requests = options.workload.requests.map(
    (request): Labelled => ({
      ...request,
      // Wraps each request's onResponse to keep a few bodies of refusals (why, not just how many).
      onResponse: (status, body, context, headers) => {
        if ((status < 200 || status > 299) && samples.length < 8)
          samples.push(`${request.label} ${status}: ${body.slice(0, 200)}`);
        if (typeof request.onResponse === 'function') request.onResponse(status, body, context, headers);
      },
    }),
  );
  const onResponse = (client: unknown, status: number, responseTime: number) => {
    // With one request in flight per connection, the client's current request is the one answered.
    const current = (client as { requestIterator: { currentRequest: { label?: string } } }).requestIterator
      .currentRequest;
    const label = current.label ?? 'other';
    const times = perRoute.get(label) ?? [];
    times.push(responseTime);
    perRoute.set(label, times);
    if (status < 200 || status > 299) {
      nonOkByStatus[status] = (nonOkByStatus[status] ?? 0) + 1;
      routeNonOk.set(label, (routeNonOk.get(label) ?? 0) + 1);
    }
    if (status >= 500) status5xx += 1;
  };
  // Every connection walks the cycle one request a second, so runs that started on the same request
  // would send the same kind at once (300 answers in one second, then 300 ballots). Each run starts
  // at another place in the cycle instead; never on the SMS login, whose send must come first.
  const starts = requests.map((_, at) => at).filter((at) => requests[at]?.label !== 'sms login');
  const rotated = (index: number) => {
    const at = starts[index % starts.length] ?? 0;
    return [...requests.slice(at), ...requests.slice(0, at)];
  };
  const startStream = (index: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      setTimeout(
        () => {
          const instance = autocannon(
            {
              url: options.url,
              connections: perStream,
              connectionRate: 1,
              duration: options.seconds,
              requests: rotated(index),
              // A slow answer is a figure, not a failure: 10 s before autocannon counts a timeout.
              timeout: 10,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (client, status, _bytes, responseTime) =>
            onResponse(client, status, responseTime),
          );
        },
        (index * 1000) / streams,
      );
    });
  const results = await Promise.all(Array.from({ length: streams }, (_, index) => startStream(index)));
  const result = {
    errors: results.reduce((sum, one) => sum + one.errors, 0),
    timeouts: results.reduce((sum, one) => sum + one.timeouts, 0),
  };

  const all = [...perRoute.values()].flat().sort((a, b) => a - b);
  const routes: Record<string, RouteStats> = {};
  for (const [label, times] of perRoute) {
    const sorted = [...times].sort((a, b) => a - b);
    routes[label] = {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      non2xx: routeNonOk.get(label) ?? 0,
    };
  }
  return {
    connections: streams * perStream,
    requests: all.length,
    ratePerSecond: all.length / options.seconds,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx,
    nonOkByStatus,
    latency: {
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      p99: percentile(all, 0.99),
      max: all.at(-1) ?? 0,
    },
    routes,
    samples,
  };
}

export type PollResult = { polls: number; failures: number; p50: number; p99: number; max: number };

/**
 * `keys.length` QR login pages, each polling its own key every `intervalMs` on its own keep-alive
 * connection (autocannon cannot run more connections than requests a second), starts spread over
 * the first interval, for `seconds`. Timed from each page's second poll on (the first one connects).
 */
export async function runQrPollers(
  baseUrl: string,
  keys: readonly string[],
  intervalMs: number,
  seconds: number,
) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: keys.length });
  const times: number[] = [];
  let failures = 0;
  const endAt = performance.now() + seconds * 1000;
  // A page's first poll also opens its connection: counted as a failure if it fails, not timed.
  const pollOnce = (key: string, first: boolean) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `/v1/account/getQRCodeState?loginKey=${key}`,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (!first) times.push(performance.now() - started);
            if (response.statusCode !== 200) failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  const poller = async (key: string, index: number) => {
    let next = performance.now() + (index / keys.length) * intervalMs;
    let first = true;
    while (next < endAt) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await pollOnce(key, first);
      first = false;
      next += intervalMs;
    }
  };
  await Promise.all(keys.map(poller));
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    polls: sorted.length,
    failures,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  } satisfies PollResult;
}
