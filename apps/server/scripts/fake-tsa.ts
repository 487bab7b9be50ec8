/**
 * A local RFC 3161 time-stamping authority for browser journeys and manual tries (issue #22 item 8),
 * so no stamp request reaches a real TSA (test/support/fake-tsa.ts describes it; needs openssl).
 *
 *   FAKE_TSA_PORT=4620 npx tsx apps/server/scripts/fake-tsa.ts
 *
 * prints the TSA_URL and TSA_CA_CERT to start the server with; its CA lives in a temp directory
 * removed when it stops.
 */
import { startFakeTsa } from '../test/support/fake-tsa';

const tsa = await startFakeTsa({ port: Number(process.env.FAKE_TSA_PORT ?? 4620) });
console.log(`fake TSA listening: TSA_URL=${tsa.url} TSA_CA_CERT=${tsa.caCertPath}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void tsa.close().then(() => process.exit(0)));
