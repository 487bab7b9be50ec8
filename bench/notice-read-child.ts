/**
 * The load generator of bench:notice-read-list, in its own process so it does not share the
 * server's event loop: opens the notice as each owner in turn (`bench-{id}` owner sessions), one
 * request per owner, paced at `rate` a second by autocannon's overallRate over enough connections
 * that a request rarely waits for a free one. autocannon rather than fetch: on a 2-core machine the
 * generator shares the CPU with the server and the database, and fetch spent half a core offering
 * 500 requests a second, leaving the server less than it would have behind a real network.
 * Prints one JSON line of figures.
 *
 * Arguments: <url> <rate> <comma-separated owner ids>
 */
import autocannon from 'autocannon';

const [url = '', rateText = '500', idsText = ''] = process.argv.slice(2);
const rate = Number(rateText);
const ids = idsText.split(',').filter(Boolean);

let next = 0;
const errorSamples: string[] = [];
const begin = performance.now();
const result = await autocannon({
  url,
  connections: 100,
  overallRate: rate,
  amount: ids.length,
  timeout: 30,
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        const id = ids[next] ?? '';
        next += 1;
        return { ...request, headers: { token: `bench-${id}` } };
      },
      onResponse: (status, body) => {
        if (status !== 200 && errorSamples.length < 3) errorSamples.push(`${status} ${body.slice(0, 200)}`);
      },
    },
  ],
});
const seconds = (performance.now() - begin) / 1000;
for (const sample of errorSamples) console.error(sample);
console.log(
  JSON.stringify({
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    offeredPerSecond: result.requests.sent / seconds,
    servedPerSecond: result.requests.total / seconds,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
  }),
);
