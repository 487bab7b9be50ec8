/**
 * A local RFC 3161 time-stamping authority for tests (issue #22 item 8), on node:http (127.0.0.1,
 * random port) and the machine's `openssl ts`: at start it makes a CA and a TSA certificate
 * (extendedKeyUsage=critical,timeStamping) in a temp directory, and answers each POST of
 * `application/timestamp-query` with `openssl ts -reply`. Like a real TSA it refuses what is not a
 * well-formed DER TimeStampReq (400), and it records every request it got (`requests`, with what the
 * client asked) so tests check what a real client sends. `mode` makes it answer 503 (`down`) or a
 * `rejection` status (`reject`). Point the server at it with TSA_URL=`url`, TSA_CA_CERT=`caCertPath`.
 * Standalone: `npx tsx apps/server/scripts/fake-tsa.ts` (scripts/fake-tsa.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTimeStampRequest } from '@gongzhi/domain/voting/timestamp-token';

export type FakeTsaRequest = {
  contentType: string | undefined;
  imprintHex: string;
  hashAlgorithm: string;
  nonceHex: string | null;
  certReq: boolean;
};

export type FakeTsa = {
  url: string;
  caCertPath: string;
  /** DER of the CA certificate (the trusted root of the tokens). */
  caCertDer: Buffer;
  requests: FakeTsaRequest[];
  mode: 'ok' | 'down' | 'reject';
  /** A second, unrelated CA (tests: a token must not chain to it). */
  otherCaCertPath: string;
  close: () => Promise<void>;
};

const OPENSSL = '/usr/bin/openssl';

function openssl(dir: string, args: string[], input?: Buffer): Buffer {
  return execFileSync(OPENSSL, args, { cwd: dir, input, stdio: ['pipe', 'pipe', 'pipe'] });
}

function makeCa(dir: string, name: string): void {
  openssl(dir, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.pem`,
    '-days',
    '3650',
    '-subj',
    `/O=Gongzhi Test/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
}

function makePki(dir: string): void {
  makeCa(dir, 'ca');
  makeCa(dir, 'other-ca');
  openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'tsa.key',
    '-out',
    'tsa.csr',
    '-subj',
    '/O=Gongzhi Test/CN=Test TSA',
  ]);
  writeFileSync(
    join(dir, 'tsa-ext.cnf'),
    'extendedKeyUsage=critical,timeStamping\nkeyUsage=critical,digitalSignature\nbasicConstraints=CA:FALSE\n',
  );
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'tsa.pem',
    '-days',
    '3650',
    '-extfile',
    'tsa-ext.cnf',
  ]);
  writeFileSync(join(dir, 'tsaserial'), '01\n');
  writeFileSync(
    join(dir, 'tsa.cnf'),
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `dir = ${dir}`,
      'serial = $dir/tsaserial',
      'crypto_device = builtin',
      'signer_cert = $dir/tsa.pem',
      'certs = $dir/ca.pem',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
}

export async function startFakeTsa(options: { port?: number } = {}): Promise<FakeTsa> {
  const dir = mkdtempSync(join(tmpdir(), 'gz-fake-tsa-'));
  makePki(dir);
  let counter = 0;
  const fake: FakeTsa = {
    url: '',
    caCertPath: join(dir, 'ca.pem'),
    caCertDer: openssl(dir, ['x509', '-in', 'ca.pem', '-outform', 'DER']),
    otherCaCertPath: join(dir, 'other-ca.pem'),
    requests: [],
    mode: 'ok',
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (fake.mode === 'down') {
        response.writeHead(503).end('down');
        return;
      }
      counter += 1;
      const query = join(dir, `q${counter}.tsq`);
      const reply = join(dir, `r${counter}.tsr`);
      writeFileSync(query, body);
      let asked: ReturnType<typeof readTimeStampRequest>;
      try {
        if (request.method !== 'POST') throw new Error('not POST');
        asked = readTimeStampRequest(body);
        // openssl, which real TSAs are often built on, must read it too.
        openssl(dir, ['ts', '-query', '-in', query, '-text']);
      } catch {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('bad TimeStampReq');
        return;
      }
      fake.requests.push({ contentType: request.headers['content-type'], ...asked });
      try {
        if (fake.mode === 'reject') {
          // openssl has no switch for a refusal: answer a hand-made TimeStampResp { status rejection }.
          response
            .writeHead(200, { 'content-type': 'application/timestamp-reply' })
            .end(Buffer.from('3005300302 0102'.replace(/ /g, ''), 'hex'));
          return;
        }
        openssl(dir, ['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', query, '-out', reply]);
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(readFileSync(reply));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${port}/tsa`;
  fake.close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
  return fake;
}
