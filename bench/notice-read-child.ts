/**
 * The load generator of bench:notice-read-list, in its own process so it does not share the
 * server's event loop (as autocannon would not): opens the notice as each owner in turn
 * (`bench-{id}` owner sessions), one request per tick of 1000/rate ms, open loop — a request
 * starts on its tick whether or not earlier ones have answered. Prints one JSON line of figures.
 *
 * Arguments: <url> <rate> <comma-separated owner ids>
 */
import { setTimeout as sleep } from 'node:timers/promises';

const [url = '', rateText = '500', idsText = ''] = process.argv.slice(2);
const rate = Number(rateText);
const ids = idsText.split(',').filter(Boolean);
const interval = 1000 / rate;

const latencies: number[] = [];
let errors = 0;
let lateStarts = 0;
const inFlight: Promise<void>[] = [];
const begin = performance.now();
for (const [index, id] of ids.entries()) {
  const wait = begin + index * interval - performance.now();
  if (wait > 1) await sleep(wait);
  else if (wait < -interval * 5) lateStarts += 1;
  const sent = performance.now();
  inFlight.push(
    fetch(url, { headers: { token: `bench-${id}` } })
      .then(async (response) => {
        const body = (await response.json()) as { data?: unknown };
        latencies.push(performance.now() - sent);
        if (response.status !== 200 || !body.data) {
          errors += 1;
          if (errors <= 3) console.error(response.status, JSON.stringify(body).slice(0, 200));
        }
      })
      .catch((error: unknown) => {
        errors += 1;
        if (errors <= 3) console.error(error);
      }),
  );
}
const sentAll = performance.now();
await Promise.all(inFlight);
const finished = performance.now();
console.log(
  JSON.stringify({
    requests: ids.length,
    errors,
    lateStarts,
    offeredPerSecond: ids.length / ((sentAll - begin) / 1000),
    servedPerSecond: ids.length / ((finished - begin) / 1000),
    latencies,
  }),
);
