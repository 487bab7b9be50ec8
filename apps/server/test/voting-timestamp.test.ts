import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import type { VoteTimestampsDto } from '@gongzhi/domain/voting/timestamp-anchor';
import { verifyAnchors } from '@gongzhi/domain/voting/timestamp-token';
import { publishedIssueOf, type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVoteFile } from '../scripts/verify-vote';
import { loadConfig } from '../src/config';
import { votings } from '../src/db/schema';
import { votingTimestamps } from '../src/db/tables/voting-timestamp';
import { createVotingTimestampService } from '../src/modules/voting/timestamp-service';
import { createRfc3161TimestampAuthority } from '../src/providers/timestamp/rfc3161-timestamp-authority';
import { type FakeTsa, startFakeTsa } from './support/fake-tsa';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #22 item 8: an RFC 3161 token from the configured TSA on the chain head at each publication
// and daily while a vote runs; the verifiers check each token, so a rewritten chain fails them.
const C = 'YGHY001';
const HOUR = 3600;
const DIRECTOR = '13800000001';
const mobileOf = (n: number) => `139000000${String(n).padStart(2, '0')}`;

let tsa: FakeTsa;
let ctx: TestContext;
let plain: TestContext;

beforeAll(async () => {
  tsa = await startFakeTsa();
  ctx = await createTestContext({ env: { TSA_URL: tsa.url, TSA_CA_CERT: tsa.caCertPath } });
  plain = await createTestContext();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await plain?.close();
  await tsa?.close();
});

const at = (context: TestContext, seconds: number) =>
  new Date(context.clock.now().getTime() + seconds * 1000).toISOString();
const timestampsOf = async (context: TestContext, votingCode: string) => {
  const response = await get(context, `/v1/votePublic/timestamps?votingCode=${votingCode}`);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<VoteTimestampsDto>(response).data;
};
const aggregateOf = async (context: TestContext, votingCode: string) => {
  const response = await get(context, `/v1/votePublic/aggregate?votingCode=${votingCode}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VoteAggregate;
};

/** A vote owners 1–2 voted on, started and (unless `publish` is false) ended and published with evidence. */
async function vote(context: TestContext, title: string, publish = true) {
  const director = await tokenFor(context, DIRECTOR);
  const created = await post(
    context,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title,
      startDate: at(context, HOUR),
      endDate: at(context, 3 * 24 * HOUR),
      issues: [{ title: '是否同意续聘物业服务企业', issueTypeId: 4 }],
    },
    { token: director },
  );
  expect(created.statusCode, created.body).toBe(200);
  const votingCode = bodyOf<{ votingCode: string }>(created).data.votingCode;
  context.clock.advance(2 * HOUR);
  for (const n of [1, 2]) {
    const owner = await tokenFor(context, mobileOf(n), { isWxAPP: true });
    const cast = await post(
      context,
      '/v1/owner/castVote',
      { votingCode, choices: { '1': n === 1 ? 'AGREE' : 'DISAGREE' } },
      { token: owner },
    );
    expect(cast.statusCode, cast.body).toBe(200);
  }
  if (!publish) return votingCode;
  context.clock.advance(3 * 24 * HOUR);
  const published = await post(
    context,
    '/v1/voting/resultPublicity',
    {
      communityInfoCode: C,
      votingCode,
      publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
      publicityEndDate: at(context, 5 * 24 * HOUR),
    },
    { token: director },
  );
  expect(published.statusCode, published.body).toBe(200);
  return votingCode;
}

async function rowsOf(context: TestContext, votingCode: string) {
  const db = context.db.handle.db;
  const [voting] = await db.select().from(votings).where(eq(votings.votingCode, votingCode));
  return db
    .select()
    .from(votingTimestamps)
    .where(eq(votingTimestamps.votingId, voting?.id ?? 0))
    .orderBy(votingTimestamps.id);
}

function fileOf(aggregate: VoteAggregate): string {
  const file = join(mkdtempSync(join(tmpdir(), 'gz-tsa-verify-')), 'aggregate.json');
  writeFileSync(file, JSON.stringify(aggregate));
  return file;
}

/**
 * What whoever runs the database can do: turn owner 2's DISAGREE into AGREE, recompute every hash
 * and the published result, so the chain and the tally agree with each other again.
 */
async function rewritten(aggregate: VoteAggregate): Promise<VoteAggregate> {
  const rebuild = (entries: ChainEntry[]) => {
    const out: ChainEntry[] = [];
    for (const entry of entries) {
      out.push(appendEntry(out.at(-1) ?? null, { type: entry.type, payload: entry.payload, at: entry.at }));
    }
    return out;
  };
  const flipped = aggregate.entries.map((entry) =>
    entry.type === 'BALLOT_CAST' && JSON.stringify(entry.payload).includes('DISAGREE')
      ? { ...entry, payload: JSON.parse(JSON.stringify(entry.payload).replace('DISAGREE', 'AGREE')) }
      : entry,
  );
  const recount = await verifyAggregate({
    ...aggregate,
    entries: rebuild(flipped.filter((entry) => entry.type !== 'RESULT_PUBLISHED')),
  });
  const entries = rebuild(
    flipped.map((entry) =>
      entry.type === 'RESULT_PUBLISHED'
        ? {
            ...entry,
            payload: { ...(entry.payload as object), issues: recount.tally.map(publishedIssueOf) },
          }
        : entry,
    ),
  );
  return { ...aggregate, entries };
}

describe('external time-stamps of the vote chain (issue #22 item 8)', () => {
  let anchored: string;

  it('stamps the chain head at publication with a token of the configured TSA and stores it', async () => {
    const before = tsa.requests.length;
    anchored = await vote(ctx, '关于续聘物业的表决（时间戳）');
    await ctx.app.votingTimestamps.settled();
    const aggregate = await aggregateOf(ctx, anchored);
    const head = aggregate.entries.at(-1);
    expect(head?.type).toBe('RESULT_PUBLISHED');
    // What a real client sends: a DER TimeStampReq over the head, SHA-256, a nonce, certReq.
    const asked = tsa.requests.slice(before).find((request) => request.imprintHex === head?.hash);
    expect(asked).toMatchObject({
      contentType: 'application/timestamp-query',
      hashAlgorithm: '2.16.840.1.101.3.4.2.1',
      certReq: true,
    });
    expect(asked?.nonceHex).toMatch(/^[0-9a-f]{16}$/);

    const rows = (await rowsOf(ctx, anchored)).filter((row) => row.token !== null);
    expect(rows.at(-1)).toMatchObject({
      headHash: head?.hash,
      reason: 'PUBLICATION',
      tsa: tsa.url,
      error: null,
    });
    expect(rows.at(-1)?.serial).toMatch(/^[0-9a-f]+$/);

    expect(aggregate.anchors?.map((anchor) => anchor.headHash)).toContain(head?.hash);
    const timestamps = await timestampsOf(ctx, anchored);
    expect(timestamps.configured).toBe(true);
    expect(timestamps.failures).toEqual([]);
    expect(timestamps.anchors.map((anchor) => anchor.headHash)).toContain(head?.hash);
  });

  it('lets the CLI and the shared verifier check each token against the chain and the TSA CA', async () => {
    const aggregate = await aggregateOf(ctx, anchored);
    const checked = await verifyAnchors(aggregate.entries, aggregate.anchors ?? [], {
      trustedCerts: [tsa.caCertDer],
    });
    expect(checked).toMatchObject({ anchored: true, valid: true });
    expect(checked.anchors.at(-1)).toMatchObject({
      signatureValid: true,
      stampedSeq: aggregate.entries.length - 1,
      signer: 'O=Gongzhi Test, CN=Test TSA',
    });
    const lines: string[] = [];
    const file = fileOf(aggregate);
    expect(await verifyVoteFile(file, (line) => lines.push(line), [], { tsaCaPath: tsa.caCertPath })).toBe(0);
    expect(lines.join('\n')).toMatch(/外部时间戳 .*通过，盖在第 \d+ 条存证记录的链头/);
    // A CA the tokens do not chain to fails them.
    expect(await verifyVoteFile(file, () => {}, [], { tsaCaPath: tsa.otherCaCertPath })).toBe(1);
  });

  it('fails a chain rewritten with its result recomputed, which passes without the tokens', async () => {
    const aggregate = await aggregateOf(ctx, anchored);
    const forged = await rewritten(aggregate);
    expect(forged.entries.at(-1)?.hash).not.toBe(aggregate.entries.at(-1)?.hash);
    // The hash chain and the tally alone cannot tell: this is what the anchor is for.
    expect(await verifyAggregate(forged)).toMatchObject({ valid: true, resultMatches: true });
    const checked = await verifyAnchors(forged.entries, forged.anchors ?? []);
    expect(checked.valid).toBe(false);
    expect(checked.anchors[0]?.problem).toContain('不在本存证链中');
    const lines: string[] = [];
    expect(await verifyVoteFile(fileOf(forged), (line) => lines.push(line))).toBe(1);
    expect(lines.join('\n')).toContain('校验失败：外部时间戳与存证链不符');
    // A token edited to stamp the forged head no longer carries a valid signature.
    const token = Buffer.from(aggregate.anchors?.[0]?.token ?? '', 'base64');
    const oldHead = Buffer.from(aggregate.anchors?.[0]?.headHash ?? '', 'hex');
    const newHead = Buffer.from(forged.entries.at(-1)?.hash ?? '', 'hex');
    const edited = Buffer.from(token);
    edited.set(newHead, token.indexOf(oldHead));
    const swapped = await verifyAnchors(forged.entries, [
      {
        ...(aggregate.anchors?.[0] as NonNullable<VoteAggregate['anchors']>[number]),
        token: edited.toString('base64'),
      },
    ]);
    expect(swapped.valid).toBe(false);
    expect(swapped.anchors[0]?.signatureValid).toBe(false);
  });

  it('publishes while the TSA is down, records the failure, and the sweep stamps the head later', async () => {
    tsa.mode = 'down';
    try {
      const votingCode = await vote(ctx, '关于增设充电桩的表决（时间戳服务中断）');
      await ctx.app.votingTimestamps.settled();
      const down = await timestampsOf(ctx, votingCode);
      expect(down.anchors).toEqual([]);
      expect(down.failures).toHaveLength(1);
      expect(down.failures[0]?.error).toContain('HTTP 503');
      // The sweep waits 10 minutes after a failure, then twice as long after each further one.
      expect(await ctx.app.votingTimestamps.sweep()).toBe(0);
      expect((await timestampsOf(ctx, votingCode)).failures).toHaveLength(1);
      ctx.clock.advance(600);
      expect(await ctx.app.votingTimestamps.sweep()).toBe(0);
      expect((await timestampsOf(ctx, votingCode)).failures).toHaveLength(2);
      ctx.clock.advance(600);
      await ctx.app.votingTimestamps.sweep();
      expect((await timestampsOf(ctx, votingCode)).failures).toHaveLength(2);

      tsa.mode = 'ok';
      ctx.clock.advance(600);
      expect(await ctx.app.votingTimestamps.sweep()).toBeGreaterThanOrEqual(1);
      const up = await timestampsOf(ctx, votingCode);
      expect(up.failures).toEqual([]);
      expect(up.anchors).toHaveLength(1);
      const aggregate = await aggregateOf(ctx, votingCode);
      expect(up.anchors[0]?.headHash).toBe(aggregate.entries.at(-1)?.hash);
      expect((await verifyAnchors(aggregate.entries, aggregate.anchors ?? [])).valid).toBe(true);
      // Nothing new to stamp: the next sweep asks the TSA for nothing about this vote.
      const asked = tsa.requests.length;
      await ctx.app.votingTimestamps.sweep();
      expect(tsa.requests.slice(asked).map((request) => request.imprintHex)).not.toContain(
        up.anchors[0]?.headHash,
      );
    } finally {
      tsa.mode = 'ok';
    }
  });

  it('records a TSA that refuses, and keeps the publication', async () => {
    tsa.mode = 'reject';
    let votingCode = '';
    try {
      votingCode = await vote(ctx, '关于调整停车费的表决（时间戳被拒）');
      await ctx.app.votingTimestamps.settled();
      const refused = await timestampsOf(ctx, votingCode);
      expect(refused.anchors).toEqual([]);
      expect(refused.failures[0]?.error).toContain('时间戳服务拒绝签发');
    } finally {
      tsa.mode = 'ok';
    }
    ctx.clock.advance(600);
    await ctx.app.votingTimestamps.sweep();
    expect((await timestampsOf(ctx, votingCode)).anchors).toHaveLength(1);
  });

  it('stamps a running vote once a day, also across a restart', async () => {
    const votingCode = await vote(ctx, '关于更换电梯的表决（进行中）', false);
    await ctx.app.votingTimestamps.sweep();
    const first = await rowsOf(ctx, votingCode);
    expect(first.map((row) => row.reason)).toEqual(['DAILY']);
    // The same day: no second stamp, even with new entries, and whatever instance or restart sweeps.
    const owner = await tokenFor(ctx, mobileOf(3), { isWxAPP: true });
    const cast = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode, choices: { '1': 'AGREE' } },
      { token: owner },
    );
    expect(cast.statusCode, cast.body).toBe(200);
    await ctx.app.votingTimestamps.sweep();
    expect(await rowsOf(ctx, votingCode)).toHaveLength(1);
    // A restarted instance (a new service on the same database) knows it from the table.
    const restarted = createVotingTimestampService({
      db: ctx.db.handle.db,
      clock: ctx.clock,
      tsa: createRfc3161TimestampAuthority({ url: tsa.url, caCertPath: tsa.caCertPath, timeoutMs: 5000 }),
      log: ctx.app.log,
    });
    await restarted.sweep();
    expect(await rowsOf(ctx, votingCode)).toHaveLength(1);
    // The next day (Asia/Shanghai) the new head is stamped.
    ctx.clock.advance(24 * HOUR);
    await ctx.app.votingTimestamps.sweep();
    const second = await rowsOf(ctx, votingCode);
    expect(second.map((row) => row.reason)).toEqual(['DAILY', 'DAILY']);
    expect(second[1]?.headHash).not.toBe(second[0]?.headHash);
  });
});

describe('stored tokens', () => {
  it('are append-only: no UPDATE, DELETE or TRUNCATE', async () => {
    const db = ctx.db.handle.db;
    await expect(db.update(votingTimestamps).set({ error: 'x' })).rejects.toThrow();
    await expect(db.delete(votingTimestamps)).rejects.toThrow();
    expect((await db.select().from(votingTimestamps)).length).toBeGreaterThan(0);
  });
});

describe('without a TSA configured', () => {
  it('publishes as before and says the evidence is not externally anchored', async () => {
    const votingCode = await vote(plain, '关于续聘物业的表决（未接入时间戳）');
    await plain.app.votingTimestamps.settled();
    expect(await plain.app.votingTimestamps.sweep()).toBe(0);
    expect(await timestampsOf(plain, votingCode)).toEqual({ configured: false, anchors: [], failures: [] });
    const aggregate = await aggregateOf(plain, votingCode);
    expect(aggregate.anchors).toBeUndefined();
    const lines: string[] = [];
    expect(await verifyVoteFile(fileOf(aggregate), (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('未接入可信时间戳服务，证据未经外部锚定');
  });

  it('answers 404 for a vote whose result is not published', async () => {
    const votingCode = await vote(plain, '关于公共收益的表决（未公示）', false);
    const response = await get(plain, `/v1/votePublic/timestamps?votingCode=${votingCode}`);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('表决不存在或结果未公示');
  });
});

describe('TSA settings', () => {
  it('refuses a TSA_URL that is not an http(s) address, and reads TSA_CA_CERT', () => {
    expect(() => loadConfig({ TSA_URL: 'ftp://tsa.example.com' })).toThrow();
    const config = loadConfig({ TSA_URL: 'https://tsa.example.com/tsr', TSA_CA_CERT: '/etc/tsa-ca.pem' });
    expect(config.timestamp).toEqual({
      url: 'https://tsa.example.com/tsr',
      caCertPath: '/etc/tsa-ca.pem',
      timeoutMs: 15_000,
    });
    expect(loadConfig({}).timestamp).toBeNull();
  });
});
