import { defaultPermissionsFor, hasAnyPermission } from '@gongzhi/domain/account/permissions';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/common/server-messages';
import { communities, houses, ownerHouses, users } from '../../src/db/schema';
import type { CatalogEntry } from '../../src/plugins/route-catalog';
import {
  answerOf,
  callWith,
  communitySampleInputs,
  fieldsOf,
  govSampleInputs,
  type Input,
  insertGovStaff,
  insertMember,
  objectIdsOf,
} from '../support/authorization-fixtures';
import { bodyOf, createTestContext, freshIp, type TestContext, tokenFor } from '../support/test-app';

// Issue 9, the authorization matrix: every route the server registers, called by each kind of
// caller it must refuse, answers exactly as the rules say (401, 403 with the SPEC message, 404) and
// carries no data. The routes come from the live route table, so a new route is covered the day it
// is added. The checks run before input validation (plugins/auth.ts, community-guard.ts), so a
// minimal input naming the community is enough. The government, object-id and tenant rows meet
// checks the services make after validation: they call with valid inputs (support/
// authorization-fixtures.ts), so a route answering 400 there fails the row, naming the route.

const HOME = 'YGHY001';
const OTHER = 'XFL001';
const LONE = 'TYXQ001';

let ctx: TestContext;
let routes: CatalogEntry[];
const tokens: Record<string, string> = {};
const figures: { calls: number; routes: number; [row: string]: number } = { calls: 0, routes: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.routeCatalog.filter(
    (entry) => entry.meta.auth !== 'public' && entry.url.startsWith('/v1'),
  );
  figures.routes = routes.length;
  tokens.owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  // Director of every demo community.
  tokens.director = await tokenFor(ctx, '13800000001');
  // Preparatory-group member of XFL001 only.
  tokens.foreigner = await tokenFor(ctx, '13800000002');
  // Property member of YGHY001: holds the property role's default permissions only.
  tokens.property = await tokenFor(ctx, '13800000003');
  tokens.gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  // Uncertified (hasGovAuth NO) staff of 桃源社区, the 社区 of every demo community.
  tokens.govUncertified = await tokenFor(ctx, '13800000007', { adminOwnerType: 'GOV' });
  // Certified staff of another 社区 of the same street: no demo community lies in their jurisdiction.
  await insertGovStaff(ctx, '13700000091', {
    level: 'COMMUNITY',
    streetCode: 'ST-NANSHAN',
    govCommunityCode: 'GC-ELSEWHERE',
    hasGovAuth: 'YES',
  });
  tokens.govOutsider = await tokenFor(ctx, '13700000091', { adminOwnerType: 'GOV' });
  // Director of TYXQ001 (certified, like HOME) only: names their own community with HOME's object ids.
  await insertMember(ctx, '13700000092', LONE, ['COMMITTEE_DIRECTOR', 'COMMUNITY_ADMIN']);
  tokens.loneDirector = await tokenFor(ctx, '13700000092');
}, 180_000);

afterAll(async () => {
  // The figures of the matrix, for the closing note.
  const rows = Object.entries(figures)
    .filter(([key]) => key !== 'calls' && key !== 'routes')
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  console.log(`authorization matrix: ${figures.calls} refused calls over ${figures.routes} routes (${rows})`);
  await ctx?.close();
});

function call(entry: CatalogEntry, token: string | undefined, community = HOME) {
  figures.calls += 1;
  const url = entry.url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'communityInfoCode' ? community : 'x',
  );
  const headers = token ? { token } : {};
  if (entry.method === 'GET' || entry.method === 'DELETE') {
    return ctx.app.inject({
      method: entry.method,
      url: `${url}?communityInfoCode=${community}`,
      headers,
      remoteAddress: freshIp(),
    });
  }
  return ctx.app.inject({
    method: entry.method as 'POST',
    url: `${url}?communityInfoCode=${community}`,
    payload: { communityInfoCode: community },
    headers,
    remoteAddress: freshIp(),
  });
}

/** The refusal every cell expects: status, the SPEC message, and no data. */
function refusal(response: LightMyRequestResponse) {
  const body = bodyOf<unknown>(response);
  return { status: response.statusCode, message: body.message, data: body.data ?? null };
}

const unauthenticated = (message: string) => ({ status: 401, message, data: null });

describe('authorization matrix', () => {
  it('anonymous callers get 401 on every non-public route', async () => {
    for (const entry of routes) {
      const response = await call(entry, undefined);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.loginRequired),
      );
    }
  });

  it('an owner-H5 session gets 401 on every workbench route', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'web')) {
      const response = await call(entry, tokens.owner);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a workbench session gets 401 on every owner-H5 route', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'owner')) {
      const response = await call(entry, tokens.director);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a government session gets 401 on community-workbench routes, and a community session on government ones', async () => {
    for (const entry of routes.filter((route) => route.meta.auth === 'web')) {
      const kind = entry.meta.webKind ?? 'ANY';
      if (kind === 'ANY') continue;
      const token = kind === 'COMMUNITY' ? tokens.gov : tokens.director;
      const response = await call(entry, token);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual(
        unauthenticated(MESSAGES.sessionExpired),
      );
    }
  });

  it('a member of another community, and anyone naming a community that does not exist, get 404', async () => {
    const scoped = routes.filter((route) => route.meta.communityScoped);
    expect(scoped.length).toBeGreaterThan(100);
    for (const entry of scoped) {
      const foreign = await call(entry, tokens.foreigner, HOME);
      expect(refusal(foreign), `${entry.method} ${entry.url}`).toEqual({
        status: 404,
        message: SERVER_MESSAGES.communityNotFound,
        data: null,
      });
      const missing = await call(entry, tokens.director, 'NOPE000');
      expect(refusal(missing), `${entry.method} ${entry.url}`).toEqual({
        status: 404,
        message: SERVER_MESSAGES.communityNotFound,
        data: null,
      });
    }
  });

  it('a member without the route’s permission gets 403 with the SPEC message', async () => {
    const held = defaultPermissionsFor(['PROPERTY_MEMBER']);
    const gated = routes.filter(
      (route) =>
        route.meta.communityScoped &&
        route.meta.permission?.length &&
        !hasAnyPermission(held, route.meta.permission),
    );
    expect(gated.length).toBeGreaterThan(30);
    for (const entry of gated) {
      const response = await call(entry, tokens.property, HOME);
      expect(refusal(response), `${entry.method} ${entry.url}`).toEqual({
        status: 403,
        message: MESSAGES.noPermission,
        data: null,
      });
    }
  });

  it('the same member is let past the guard where they hold the permission (the matrix is not refusing everything)', async () => {
    const held = defaultPermissionsFor(['PROPERTY_MEMBER']);
    const allowed = routes.filter(
      (route) =>
        route.method === 'GET' &&
        route.meta.communityScoped &&
        route.meta.permission?.length &&
        hasAnyPermission(held, route.meta.permission),
    );
    expect(allowed.length).toBeGreaterThan(0);
    for (const entry of allowed) {
      const response = await call(entry, tokens.property, HOME);
      // Past the guard: either an answer or a refusal of the (minimal) input — never 401/403/404-community.
      expect([401, 403], `${entry.method} ${entry.url}`).not.toContain(response.statusCode);
      // Exports answer with the file itself.
      if (String(response.headers['content-type']).startsWith('application/json'))
        expect(bodyOf(response).message).not.toBe(SERVER_MESSAGES.communityNotFound);
    }
  });

  it('the other community exists: its own member passes the same guard there', async () => {
    const entry = routes.find((route) => route.url === '/v1/communityInfo/info');
    expect(entry).toBeDefined();
    if (!entry) return;
    const response = await call(entry, tokens.foreigner, OTHER);
    expect(response.statusCode).toBe(200);
  });
});

/** Calls with the route's declared fields filled from `values`; counted with the matrix. */
function sweep(entry: CatalogEntry, token: string | undefined, values: Input) {
  figures.calls += 1;
  return callWith(ctx, entry, token, values);
}

const name = (entry: CatalogEntry) => `${entry.method} ${entry.url}`;

/**
 * Government routes open to staff who have not finished government certification (SPEC §4: the
 * certification itself, their own record and unit, and the /government index). Every other
 * government route, and every community route reached from the government workbench, is refused:
 * a new route is refused by default.
 */
const OPEN_TO_UNCERTIFIED = new Set([
  'GET /v1/govAuth/info',
  'POST /v1/govAuth/checkRealName',
  'POST /v1/govAuth/submit',
  'GET /v1/govAuth/proofTemplate',
  'GET /v1/govDataBoard/jurisdictionCommunityInfo',
  'GET /v1/govOrganize/info',
  'POST /v1/owner/updateGovInfo',
]);

/**
 * Government routes about the caller's own record or unit, which name no community: outside the
 * jurisdiction they answer about the caller's unit (checked for leaks instead of refused).
 */
const OWN_UNIT = new Set([
  'GET /v1/govAuth/info',
  'POST /v1/govAuth/checkRealName',
  'POST /v1/govAuth/submit',
  'GET /v1/govAuth/proofTemplate',
  'GET /v1/govDataBoard/memberList',
  'GET /v1/govOrganize/info',
  'POST /v1/govOrganize/update',
  'GET /v1/govActivity/list',
  'GET /v1/gov/intentionSolicitation/webList',
  'POST /v1/owner/updateGovInfo',
]);

/** Every route a government session may reach: the government workbench and the community routes. */
const govReachable = () =>
  routes.filter(
    (route) => route.meta.auth === 'web' && (route.meta.webKind === 'GOV' || route.meta.communityScoped),
  );

/** Valid inputs naming `community` and HOME's objects, so refusals are not input errors. */
function govValues(entry: CatalogEntry, community: string, ids: Record<string, string>): Input {
  const values: Input = { ...govSampleInputs(ctx.clock.now(), community), ...ids, questionId: 1 };
  // The government's own questionnaire calls take the government's questionnaires.
  if (entry.meta.webKind === 'GOV' && govSolicitation.id) {
    values.intentionSolicitationId = govSolicitation.id;
    values.questionId = govSolicitation.questionId;
  }
  // The boards and statistics take whole days, optional: the whole period is asked for.
  if (/^\/v1\/gov(CommunityAffair|WorkStatistics)\//.test(entry.url)) {
    delete values.startDate;
    delete values.endDate;
  }
  return values;
}

const homeIds: Record<string, string> = {};
const govSolicitation = { id: '', questionId: 0 };

describe('authorization matrix: government staff', () => {
  beforeAll(async () => {
    Object.assign(homeIds, await objectIdsOf(ctx, HOME));
    // The demo has no government questionnaire: the street office asks HOME's owners one.
    const street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
    const created = await callWith(
      ctx,
      routes.find((route) => route.url === '/v1/gov/intentionSolicitation/create') as CatalogEntry,
      street,
      govSampleInputs(ctx.clock.now(), HOME),
    );
    const data = bodyOf<{ intentionSolicitationId: string; questions: { questionId: number }[] }>(
      created,
    ).data;
    govSolicitation.id = data.intentionSolicitationId;
    govSolicitation.questionId = data.questions[0]?.questionId ?? 0;
  });

  it('staff outside the jurisdiction get 404 and no data wherever they name a community or its objects', async () => {
    const named = govReachable().filter((route) => !OWN_UNIT.has(name(route)));
    expect(named.length).toBeGreaterThan(180);
    const wrong: string[] = [];
    for (const entry of named) {
      const answer = answerOf(await sweep(entry, tokens.govOutsider, govValues(entry, HOME, homeIds)));
      if (answer.status !== 404 || answer.data !== null)
        wrong.push(`${name(entry)} → ${answer.status} ${answer.message}`);
    }
    figures.govOutsideJurisdiction = named.length;
    expect(wrong).toEqual([]);
  });

  it('outside the jurisdiction, the routes about their own unit show nothing of the communities', async () => {
    const secrets = [HOME, '阳光花园', ...Object.values(homeIds)];
    const leaks: string[] = [];
    for (const entry of govReachable().filter((route) => OWN_UNIT.has(name(route)))) {
      // No list filter (a title would hide everything), so a leak would show.
      const { title: _title, ...unfiltered } = govValues(entry, HOME, homeIds);
      const response = await sweep(
        entry,
        tokens.govOutsider,
        entry.method === 'GET' ? unfiltered : govValues(entry, HOME, homeIds),
      );
      const found = secrets.filter((secret) => response.body.includes(secret));
      if (found.length > 0) leaks.push(`${name(entry)} shows ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });

  it('staff of the jurisdiction pass the same calls (the 404 is the jurisdiction’s)', async () => {
    const street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
    const reads = govReachable().filter(
      (route) =>
        route.method === 'GET' &&
        route.meta.webKind === 'GOV' &&
        !OWN_UNIT.has(name(route)) &&
        // A street office does not open the settings of a 社区 under it (gov-settings rule).
        route.url !== '/v1/govBasicSettings/info',
    );
    const refused: string[] = [];
    for (const entry of reads) {
      const response = await callWith(ctx, entry, street, govValues(entry, HOME, homeIds));
      if (response.statusCode !== 200) refused.push(`${name(entry)} → ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('uncertified staff get 403 with the SPEC message everywhere but the certification routes', async () => {
    const gated = govReachable().filter((route) => !OPEN_TO_UNCERTIFIED.has(name(route)));
    const wrong: string[] = [];
    for (const entry of gated) {
      const answer = answerOf(await sweep(entry, tokens.govUncertified, govValues(entry, HOME, homeIds)));
      if (answer.status !== 403 || answer.message !== MESSAGES.govCertFirst || answer.data !== null)
        wrong.push(`${name(entry)} → ${answer.status} ${answer.message}`);
    }
    figures.govUncertified = gated.length;
    expect(wrong).toEqual([]);
  });

  it('the routes open to uncertified staff exist and let them in', async () => {
    const open = govReachable().filter((route) => OPEN_TO_UNCERTIFIED.has(name(route)));
    expect(open.map(name).sort()).toEqual([...OPEN_TO_UNCERTIFIED].sort());
    for (const entry of open) {
      const response = await callWith(ctx, entry, tokens.govUncertified, govValues(entry, HOME, homeIds));
      expect([401, 403, 404], name(entry)).not.toContain(response.statusCode);
    }
  });
});

/** Inputs one route needs that another route's field of the same name must not get. */
const ROUTE_INPUTS: Record<string, Input> = {
  'POST /v1/owner/certification/review': { state: 'APPROVE' },
  // Attendees must be of the caller's work group (the lone director), checked before the draft id.
  'POST /v1/meeting/create': { attendeeUserIds: ['U13700000092'] },
  'POST /v1/meeting/save': { attendeeUserIds: ['U13700000092'] },
  'POST /v1/meeting/update': { attendeeUserIds: ['U13700000092'] },
  // An edit that changes nothing is refused as input before any lookup.
  'POST /v1/building/update': { buildingName: '矩阵楼' },
  'POST /v1/house/updateArea': { surveyArea: 88 },
  // A scanned page's decision is a choice (objection answers use `decision` too).
  'POST /v1/paperScan/decide': { decision: 'AGREE' },
};

/**
 * Routes whose id names a person, not an object: a user outside the community is refused as an
 * input error (the same words for an unknown user), before any lookup of theirs.
 */
const REFUSED_AS_INPUT = new Set(['POST /v1/owner/committee/adminTransfer']);

describe('authorization matrix: object ids of another community', () => {
  const foreignIds: Record<string, string> = {};

  beforeAll(async () => {
    // Work orders are a service HOME has opened; LONE (an experience community) opens it too, so
    // the work-order checks are reached.
    await ctx.db.handle.db
      .update(communities)
      .set({ hasOpenWorkOrder: 'YES', experienceTag: 'NO' })
      .where(eq(communities.communityInfoCode, LONE));
    // The tests run without the demo votes: HOME's director opens one.
    const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/voting/createSimplify',
      payload: {
        communityInfoCode: HOME,
        title: '授权矩阵表决',
        description: '授权矩阵',
        startDate: at(1),
        endDate: at(24 * 7),
        issues: [{ title: '是否同意', issueTypeId: 4 }],
      },
      headers: { token: tokens.director },
      remoteAddress: freshIp(),
    });
    expect(created.statusCode, created.body).toBe(200);
    Object.assign(foreignIds, await objectIdsOf(ctx, HOME));
    // Meetings call their id `id`.
    if (foreignIds.meetingId) foreignIds.id = foreignIds.meetingId;
  });

  /** The community routes taking one of the ids (besides the community's own code). */
  const idRoutes = () =>
    routes.filter(
      (route) =>
        route.meta.communityScoped &&
        [...fieldsOf(route.schema?.querystring), ...fieldsOf(route.schema?.body)].some(
          (field) => field in foreignIds,
        ),
    );

  it('naming one’s own community with another community’s object id, or an id that does not exist, answers 404 alike', async () => {
    const swept = idRoutes();
    expect(swept.length).toBeGreaterThan(80);
    const missing = Object.fromEntries(Object.keys(foreignIds).map((key) => [key, `NOPE-${key}`]));
    const wrong: string[] = [];
    for (const entry of swept) {
      const base = {
        ...communitySampleInputs(ctx.clock.now(), LONE),
        questionId: 1,
        ...ROUTE_INPUTS[name(entry)],
      };
      const foreign = answerOf(await sweep(entry, tokens.loneDirector, { ...base, ...foreignIds }));
      const absent = answerOf(await sweep(entry, tokens.loneDirector, { ...base, ...missing }));
      const status = REFUSED_AS_INPUT.has(name(entry)) ? 400 : 404;
      if (foreign.status !== status || foreign.data !== null)
        wrong.push(`${name(entry)} foreign id → ${foreign.status} ${foreign.message}`);
      if (absent.status !== status || absent.data !== null)
        wrong.push(`${name(entry)} missing id → ${absent.status} ${absent.message}`);
      else if (absent.message !== foreign.message)
        wrong.push(
          `${name(entry)} tells a foreign id (${foreign.message}) from a missing one (${absent.message})`,
        );
    }
    figures.foreignObjectIds = swept.length;
    expect(wrong).toEqual([]);
  });

  it('the same ids open in their own community (the 404 is the community’s)', async () => {
    const reads = idRoutes().filter((route) => route.method === 'GET');
    const refused: string[] = [];
    for (const entry of reads) {
      const response = await callWith(ctx, entry, tokens.director, {
        ...govSampleInputs(ctx.clock.now(), HOME),
        ...foreignIds,
      });
      if (response.statusCode === 404) refused.push(`${name(entry)} → ${bodyOf(response).message}`);
    }
    expect(refused).toEqual([]);
  });
});

/**
 * Tenants and family members of a house (owner_houses.relation_type TENANT / FAMILY_MEMBER) get an
 * owner-H5 session (DESIGN §6) but are not owners. Our reading of the rules: the owners' assembly
 * votes only registered owners (DESIGN §7: "the voter of a unit is the set of its registered
 * owners"), viewing a vote needs the owner role (SPEC §6), and questionnaires, quick resolutions,
 * proposal signatures and owner motions are the owners' say (their scope is counted in owners'
 * houses and areas). Each call below is made on an object in progress whose scope covers the
 * tenant's house, and the owner of that house passes it (so the refusal is the relation's).
 */
describe('authorization matrix: tenants and family members', () => {
  const relatives: Record<string, string> = {};
  const reserved: { route: string; input: Input; ownerInput?: Input; ownerToken?: () => string }[] = [];

  async function director(url: string, payload: Input) {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { token: tokens.director },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return bodyOf<Record<string, unknown>>(response).data;
  }

  beforeAll(async () => {
    const db = ctx.db.handle.db;
    const [home] = await db
      .select({ houseCode: houses.houseCode, ownerName: users.ownerName })
      .from(ownerHouses)
      .innerJoin(houses, eq(houses.id, ownerHouses.houseId))
      .innerJoin(users, eq(users.id, ownerHouses.userId))
      .where(eq(users.mobile, '13900000001'));
    if (!home) throw new Error('13900000001 has no house');
    // Through the real roster call, as a committee registers a household.
    for (const [mobile, relationType] of [
      ['13700000094', 'TENANT'],
      ['13700000095', 'FAMILY_MEMBER'],
    ] as const) {
      const link = await director('/v1/ownerHouse/add', {
        communityInfoCode: HOME,
        houseCode: home.houseCode,
        ownerName: relationType === 'TENANT' ? '矩阵租客' : '矩阵家属',
        mobile,
        relationType,
      });
      // Confirmed as the committee would: the relation, not an unchecked record, is what refuses.
      await db
        .update(ownerHouses)
        .set({ infoState: 'CORRECT_INFO' })
        .where(eq(ownerHouses.ownerHouseContactId, String(link.ownerHouseContactId)));
      relatives[relationType] = await tokenFor(ctx, mobile, { isWxAPP: true });
    }
    const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
    const period = { communityInfoCode: HOME, startDate: at(1), endDate: at(24 * 7) };
    const voting = await director('/v1/voting/createSimplify', {
      ...period,
      title: '授权矩阵表决',
      description: '授权矩阵',
      issues: [{ title: '是否同意', issueTypeId: 4 }],
    });
    const questionnaire = (await director('/v1/intentionSolicitation/create', {
      ...period,
      title: '授权矩阵问卷',
      desc: '授权矩阵',
      questions: [
        { title: '是否同意', type: 'SINGLE_CHOICE', options: [{ content: '同意' }, { content: '不同意' }] },
      ],
    })) as {
      intentionSolicitationId: string;
      questions: { questionId: number; options: { optionId: number }[] }[];
    };
    const quick = await director('/v1/issueQuick/create', {
      ...period,
      title: '授权矩阵决议',
      desc: '授权矩阵',
    });
    const proposal = await director('/v1/proposal/create', {
      ...period,
      startDate: at(-1),
      title: '授权矩阵提案',
      proposalType: 'PROPERTY_SERVICE',
      content: '<p>授权矩阵</p>',
    });
    ctx.clock.advance(2 * 3600);
    const question = questionnaire.questions[0];
    const votingCode = voting.votingCode;
    reserved.push(
      { route: 'GET /v1/owner/voteInfo', input: { votingCode } },
      { route: 'POST /v1/owner/castVote', input: { votingCode, choices: { '1': 'AGREE' } } },
      {
        route: 'POST /v1/owner/abandonOnline',
        input: { votingCode },
        // Another owner: the house's owner has voted online by then.
        ownerToken: () => tokens.owner2 ?? '',
      },
      {
        route: 'POST /v1/owner/intentionSolicitation/answer',
        input: {
          intentionSolicitationId: questionnaire.intentionSolicitationId,
          answers: [{ questionId: question?.questionId, optionIds: [question?.options[0]?.optionId] }],
        },
      },
      {
        route: 'POST /v1/owner/issueQuick/answer',
        input: { issueQuickId: quick.issueQuickId, choice: 'AGREE' },
      },
      {
        route: 'POST /v1/owner/proposal/sign',
        input: { proposalId: proposal.proposalId, signType: 'TYPED_NAME', signName: '矩阵租客' },
        ownerInput: { proposalId: proposal.proposalId, signType: 'TYPED_NAME', signName: home.ownerName },
      },
      {
        route: 'POST /v1/owner/proposal/create',
        input: {
          communityInfoCode: HOME,
          title: '业主动议',
          proposalType: 'PROPERTY_SERVICE',
          content: '<p>业主动议</p>',
          startDate: at(1),
          endDate: at(24 * 7),
        },
      },
    );
    tokens.owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  });

  const entryOf = (route: string) => {
    const entry = routes.find((candidate) => name(candidate) === route);
    if (!entry) throw new Error(`no route ${route}`);
    return entry;
  };

  it('tenants and family members are refused what is reserved to owners, with no data', async () => {
    const wrong: string[] = [];
    for (const { route, input } of reserved) {
      for (const [relation, token] of Object.entries(relatives)) {
        const answer = answerOf(await sweep(entryOf(route), token, input));
        if (![403, 404].includes(answer.status) || answer.data !== null)
          wrong.push(`${route} as ${relation} → ${answer.status} ${answer.message}`);
      }
    }
    figures.tenantFamily = reserved.length;
    expect(wrong).toEqual([]);
  });

  it('an owner of no house of the community is answered on a real vote exactly as on a made-up code', async () => {
    const stranger = await tokenFor(ctx, '13700000096', { isWxAPP: true });
    const wrong: string[] = [];
    for (const { route, input } of reserved.filter((row) => /castVote|abandonOnline/.test(row.route))) {
      const real = answerOf(await sweep(entryOf(route), stranger, input));
      const madeUp = answerOf(
        await sweep(entryOf(route), stranger, { ...input, votingCode: 'V-NO-SUCH-VOTE' }),
      );
      if (real.status !== 404 || real.message !== madeUp.message || madeUp.status !== 404)
        wrong.push(
          `${route}: real ${real.status} ${real.message}, made-up ${madeUp.status} ${madeUp.message}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('the owner of the same house passes each of those calls', async () => {
    const refused: string[] = [];
    for (const { route, input, ownerInput, ownerToken } of reserved) {
      const response = await callWith(
        ctx,
        entryOf(route),
        ownerToken?.() ?? tokens.owner ?? '',
        ownerInput ?? input,
      );
      if (response.statusCode !== 200) refused.push(`${route} → ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });
});

// Issue #28 item 2: drafts belong to the holders of the area's MANAGEMENT permission. A view-only
// caller (a building admin, government staff) lists no draft, and every call naming a draft
// answers exactly as for a made-up id (404, the same message, no data).
describe('authorization matrix: drafts and view-only callers', () => {
  const drafts: Record<string, string> = {};
  const MADE_UP: Record<string, string> = {
    votingCode: 'V-NO-SUCH-DRAFT',
    communityNoticeCode: 'N-NO-SUCH-DRAFT',
    intentionSolicitationId: 'IS-NO-SUCH-DRAFT',
    issueQuickId: 'IQ-NO-SUCH-DRAFT',
    reportId: 'R-NO-SUCH-DRAFT',
  };
  const LISTS = [
    'GET /v1/voting/votingListWeb',
    'GET /v1/communityNotice/list',
    'GET /v1/intentionSolicitation/list',
    'GET /v1/issueQuick/list',
    'GET /v1/financialReport/list',
  ];
  const viewOnly: Record<string, string> = {};

  beforeAll(async () => {
    const director = tokens.director ?? '';
    const saved = async (url: string, payload: Input, field: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { communityInfoCode: HOME, ...payload },
        headers: { token: director },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      drafts[field] = String((bodyOf<Input>(response).data as Input)[field]);
    };
    const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
    await saved('/v1/voting/createDraft', { title: '矩阵草稿表决' }, 'votingCode');
    await saved(
      '/v1/communityNotice/createDraft',
      { title: '矩阵草稿公告', noticeType: 'DAILY_MANAGEMENT', content: '<p>草稿</p>' },
      'communityNoticeCode',
    );
    const question = { title: '矩阵问题', type: 'SINGLE_LINE_TEXT', required: false };
    await saved(
      '/v1/intentionSolicitation/saveDraft',
      { title: '矩阵草稿问卷', desc: '草稿', startDate: at(1), endDate: at(48), questions: [question] },
      'intentionSolicitationId',
    );
    await saved(
      '/v1/issueQuick/saveDraft',
      { title: '矩阵草稿快速决议', desc: '草稿', startDate: at(1), endDate: at(48) },
      'issueQuickId',
    );
    if (Object.keys(homeIds).length === 0) Object.assign(homeIds, await objectIdsOf(ctx, HOME));
    await saved(
      '/v1/financialReport/create',
      {
        financialAccountId: homeIds.financialAccountId,
        year: 2025,
        period: 'ALL',
        openingBalanceFen: 0,
        incomeTotalFen: 0,
        expenseTotalFen: 0,
        closingBalanceFen: 0,
        lines: [],
      },
      'reportId',
    );
    viewOnly.buildingAdmin = await tokenFor(ctx, '13600000004');
    viewOnly.gov = tokens.gov ?? '';
  });

  it('lists leave the drafts out for view-only callers (the director still lists them)', async () => {
    const wrong: string[] = [];
    for (const route of LISTS) {
      const entry = routes.find((candidate) => name(candidate) === route);
      if (!entry) throw new Error(`no route ${route}`);
      const values = {
        communityInfoCode: HOME,
        page: 1,
        size: 100,
        financialAccountId: homeIds.financialAccountId,
      };
      const own = await sweep(entry, tokens.director, values);
      if (!Object.values(drafts).some((code) => own.body.includes(code)))
        wrong.push(`${route}: the director lists no draft`);
      for (const [caller, token] of Object.entries(viewOnly)) {
        const response = await sweep(entry, token, values);
        // A list the caller may not read at all (403) shows nothing either.
        const leaked = Object.values(drafts).filter((code) => response.body.includes(code));
        if (leaked.length > 0) wrong.push(`${route} as ${caller} lists ${leaked.join(', ')}`);
        const draftTab = await sweep(entry, token, {
          ...values,
          isDraft: 'YES',
          state: 'DRAFT',
          votingState: 'DRAFT',
        });
        if (Object.values(drafts).some((code) => draftTab.body.includes(code)))
          wrong.push(`${route} as ${caller}: the drafts filter lists a draft`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every call naming a draft answers a view-only caller exactly as a made-up id', async () => {
    const wrong: string[] = [];
    let refused = 0;
    const named = routes.filter(
      (entry) =>
        entry.meta.auth === 'web' &&
        entry.meta.communityScoped &&
        Object.keys(MADE_UP).some((field) =>
          [...fieldsOf(entry.schema?.querystring), ...fieldsOf(entry.schema?.body)].includes(field),
        ),
    );
    for (const entry of named) {
      const fields = [...fieldsOf(entry.schema?.querystring), ...fieldsOf(entry.schema?.body)];
      const values: Input = {
        ...communitySampleInputs(ctx.clock.now(), HOME),
        ...homeIds,
        questionId: 1,
        page: 1,
        size: 10,
      };
      for (const [caller, token] of Object.entries(viewOnly)) {
        const real = answerOf(await sweep(entry, token, { ...values, ...drafts }));
        const madeUp = answerOf(await sweep(entry, token, { ...values, ...MADE_UP }));
        const same = real.status === madeUp.status && real.message === madeUp.message && real.data === null;
        if (!same)
          wrong.push(
            `${name(entry)} as ${caller} (${fields.filter((field) => field in MADE_UP).join()}): draft ${real.status} ${real.message}, made-up ${madeUp.status} ${madeUp.message}`,
          );
        if (real.status === 404) refused += 1;
      }
    }
    figures.viewOnlyDrafts = named.length;
    expect(wrong).toEqual([]);
    // The sweep reached the detail calls, not only refusals for want of a permission.
    expect(refused).toBeGreaterThan(10);
  });

  it('the director opens each draft', async () => {
    for (const [route, field] of [
      ['GET /v1/voting/infoSimplify', 'votingCode'],
      ['GET /v1/communityNotice/info', 'communityNoticeCode'],
      ['GET /v1/intentionSolicitation/info', 'intentionSolicitationId'],
      ['GET /v1/issueQuick/info', 'issueQuickId'],
    ] as const) {
      const entry = routes.find((candidate) => name(candidate) === route);
      if (!entry) throw new Error(`no route ${route}`);
      const response = await sweep(entry, tokens.director, {
        communityInfoCode: HOME,
        [field]: drafts[field],
      });
      expect(response.statusCode, `${route} ${response.body}`).toBe(200);
    }
  });
});
