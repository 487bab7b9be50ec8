/**
 * npm run bench:reminders: a reminder job (催票提醒, issue #26 item 3) to the 10,000 owners of a vote
 * who have not voted, on PostgreSQL (DATABASE_URL's server, fresh database, the roll built directly
 * in SQL), sending through the Aliyun SMS adapter to the local fake vendor (which checks every
 * request's signature). The send is started over the API (POST /v1/voting/reminderSend) and run by
 * the download-job runner, as in production. Then a second send the same day and a forced rerun of
 * the same job must send nothing. Ends with one line:
 * `reminders: <N> owners, <S> s, <R> messages/s, sent twice <D>, peak RSS <M> MB`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo';
import { runReminderSend } from '../apps/server/src/modules/voting/reminder-job';
import { createVotingService } from '../apps/server/src/modules/voting/service';
import { createAliyunSmsProvider } from '../apps/server/src/providers/sms/aliyun-sms-provider';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  startFakeSmsVendor,
} from '../apps/server/test/support/fake-sms-vendor';
import { peakRssMb } from './support/child';
import { benchDirector, COMMUNITY, insertBenchRoll, openBenchDatabase, realClock } from './support/voting-db';

const flag = process.argv.indexOf('--owners');
const OWNERS = flag >= 0 ? Number(process.argv[flag + 1]) : 10_000;
const BUILDINGS = 20;
const TEMPLATE = 'SMS_465302699';

const { handle, drop } = await openBenchDatabase('reminders', 10);
const vendor = await startFakeSmsVendor();
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-reminders-'));
try {
  await runMigrations(handle);
  await seedDemoData(handle.db);
  const db = handle.db;
  // The roll in SQL: BUILDINGS buildings, OWNERS houses, one owner (certified user) each.
  const community = await insertBenchRoll(db, {
    tag: 'R',
    buildings: BUILDINGS,
    perBuilding: Math.ceil(OWNERS / BUILDINGS),
    houses: OWNERS,
    units: 1,
    namePrefix: '催',
    sortFrom: 100,
    mobilePrefix: '176',
  });
  const { staff, access } = await benchDirector(db);
  const buildingCodes = (await db.execute(
    sql`select building_code as "code" from buildings where building_code like 'RB%' order by sort`,
  )) as unknown as { rows: { code: string }[] };
  const voting = createVotingService({ db, clock: realClock });
  const now = Date.now();
  const created = await voting.create(access, staff.id, {
    communityInfoCode: COMMUNITY,
    title: '催票基准测试表决',
    votingRule: '',
    signAttachment: [],
    faceAuthorizationLetter: [],
    description: '',
    materialAttachments: [],
    scopeType: 'BUILDING',
    buildingCodes: buildingCodes.rows.map((row) => row.code),
    houseCodes: [],
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    issues: [{ title: '议题1', description: '', issueTypeId: 4 }],
  });
  await voting.info(access, created.votingCode); // freezes the roll
  await db.execute(sql`analyze`);

  const smsSettings = loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'aliyun',
    SMS_ENDPOINT: vendor.url,
    SMS_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
    SMS_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
    SMS_SIGN_NAME: '共治',
    SMS_TEMPLATE_ID: 'SMS_465300001',
    SMS_REMINDER_TEMPLATE_ID: TEMPLATE,
  }).sms;
  if (smsSettings.provider !== 'aliyun') throw new Error('aliyun expected');
  const sms = createAliyunSmsProvider({ settings: smsSettings, log: Fastify({ logger: false }).log });
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
    }),
    db,
    sms,
  });
  await app.ready();
  const body = { communityInfoCode: COMMUNITY, votingCode: created.votingCode };
  const headers = { token: 'bench-director' };
  const preview = await app.inject({
    method: 'GET',
    url: `/v1/voting/reminderPreview?communityInfoCode=${COMMUNITY}&votingCode=${created.votingCode}`,
    headers,
  });
  const toSend = (JSON.parse(preview.body) as { data: { toSend: number } }).data.toSend;
  if (toSend !== OWNERS) throw new Error(`preview counts ${toSend}, expected ${OWNERS}: ${preview.body}`);

  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/v1/voting/reminderSend',
    headers,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`send ${response.statusCode}: ${response.body}`);
  while (await app.downloadJobs.runner.runOnce()) {
    // the reminder job (and nothing else is queued)
  }
  const seconds = (performance.now() - started) / 1000;
  const reminders = () => vendor.messages.filter((message) => message.templateId === TEMPLATE);
  const first = reminders().length;

  // The same day again: refused over the API, and the same job forced to run again sends nothing.
  const again = await app.inject({ method: 'POST', url: '/v1/voting/reminderSend', headers, payload: body });
  const sendCode = (JSON.parse(response.body) as { data: { sendCode: string } }).data.sendCode;
  await db.execute(sql`update voting_reminder_sends set state = 'RUNNING' where send_code = ${sendCode}`);
  await runReminderSend(
    { db, clock: realClock, sms, wechat: null },
    { communityId: community.id, reportProgress: async () => {} },
    { votingCode: created.votingCode, sendCode },
  );
  const all = reminders();
  const distinct = new Set(all.map((message) => message.mobile)).size;
  const sentTwice = all.length - distinct;
  const valid = vendor.requests.every((request) => request.signatureValid);
  console.log(
    `first send: ${first} messages; second send: HTTP ${again.statusCode}; forced rerun added ${all.length - first}; signatures valid: ${valid}`,
  );
  if (first !== OWNERS || !valid || again.statusCode !== 400)
    console.log(`WARNING: expected ${OWNERS} messages, valid signatures and a refused second send`);
  await app.close();
  console.log(
    `reminders: ${OWNERS} owners, ${seconds.toFixed(1)} s, ${Math.round(first / seconds)} messages/s, sent twice ${sentTwice}, peak RSS ${peakRssMb()} MB`,
  );
} finally {
  await vendor.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}
