import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADOPTION_OPERATOR, FAKE_VENDOR_URL } from '../adoption-env';
import { chooseOption, PHONE } from './support';

/**
 * Issue 20 "Done when": from an empty production install to an owner reading a verified result.
 * A FRESH server of its own (playwright.config.ts, project `adoption`): NODE_ENV=production,
 * SEED_DEMO=false, SMS through the real Aliyun adapter to a local fake vendor; every code is read
 * from the fake's GET /__messages (the phone), never from the page. The first operator was made by
 * `npm run admin -- create-operator` before the server opened its data folder.
 *
 * Every step is clicked in the browser as its person would, except adding the second staff member
 * (POST /v1/owner/committee/addMember through the API: workgroup.spec.ts clicks that form). The
 * same path's API steps, with their state checked in the database, run on PGlite and PostgreSQL in
 * apps/server/test/adoption-journey.test.ts; this browser run is on PGlite only.
 */

test.skip(!!process.env.E2E_DATABASE_URL, 'the adoption journey runs once, on PGlite');

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ trace: 'off', actionTimeout: 30_000, navigationTimeout: 60_000 });

const SHOTS = join(import.meta.dirname, '..', 'output', 'adoption');
mkdirSync(SHOTS, { recursive: true });

const STREET_CONTACT = { mobile: '13700000002', name: '王街道', id: idNumber(1) };
const DIRECTOR = '13700000003';
const SECRETARY = '13700000004';
const OWNERS = [
  { mobile: '13700000011', name: '陈业主', house: '1-101', id: idNumber(2), choice: '同意' },
  { mobile: '13700000012', name: '赵业主', house: '1-102', id: idNumber(3), choice: '反对' },
] as const;
const COMMUNITY = '沙河花园';
const STREET_UNIT = '沙河街道办事处';
const TITLE = '关于选聘沙河花园物业服务企业的表决';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let shotNumber = 0;
/** A numbered full-page picture of the step under e2e/output/adoption/ (not committed). */
async function shot(page: Page, name: string): Promise<void> {
  shotNumber += 1;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  const file = `${String(shotNumber).padStart(2, '0')}-${name}.png`;
  await page.screenshot({ path: join(SHOTS, file), fullPage: true });
}

/** A resident ID number with its GB 11643 check character. */
function idNumber(sequence: number): string {
  const first17 = `44030519850101${String(sequence).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

/** The last code the fake vendor delivered to the phone after `since` (what its owner reads). */
async function codeSentTo(mobile: string, since: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await fetch(`${FAKE_VENDOR_URL}/__messages?mobile=${mobile}`);
    baseExpect(answer.status).toBe(200);
    const message = (await answer.json()) as { code: string; at: string };
    baseExpect(Date.parse(message.at)).toBeGreaterThanOrEqual(since);
    code = message.code;
  }).toPass({ timeout: 20_000 });
  return code;
}

/** Asks for a code on the page, then types the one the phone received. */
async function typeSmsCode(page: Page, mobile: string, mobileLabel = '手机号'): Promise<void> {
  // Required fields may carry a "*" in their accessible name.
  await page.getByRole('textbox', { name: new RegExp(`^(\\* )?${mobileLabel}$`) }).fill(mobile);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: /获取验证码/ }).click();
  const code = await codeSentTo(mobile, since);
  await page.getByRole('textbox', { name: /^(\* )?验证码$/ }).fill(code);
}

/** Workbench login on /login (社区人员 or 政府人员) by SMS. */
async function deskLogin(page: Page, mobile: string, type: '社区人员' | '政府人员' = '社区人员') {
  await page.goto('/login');
  await page.getByText(type, { exact: true }).click();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await typeSmsCode(page, mobile);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(type === '政府人员' ? /\/government/ : /\/manage/);
}

/** Owner H5 login on a phone. */
async function ownerLogin(page: Page, mobile: string) {
  await page.goto('/owner');
  await expect(page.getByRole('heading', { name: '业主登录' })).toBeVisible();
  await typeSmsCode(page, mobile);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('heading', { name: /您好/ })).toBeVisible();
}

/** A workbench token through the API, the code again read from the fake vendor. */
async function apiToken(request: APIRequestContext, mobile: string): Promise<string> {
  const since = Date.now() - 1000;
  expect((await request.post('/v1/account/sendMobileCode', { data: { mobile } })).status()).toBe(200);
  const verificationCode = await codeSentTo(mobile, since);
  const login = await request.post('/v1/account/mobileLogin', { data: { mobile, verificationCode } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

function desk(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
}

/** A small real PNG (the server checks the bytes), a pale square. */
function proofPng(): Buffer {
  const size = 32;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3), 0xdd);
  for (let row = 0; row < size; row += 1) rows[row * (1 + size * 3)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The community's roster as its director would type it: one building, three houses with owners. */
async function rosterFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const buildings = workbook.addWorksheet('楼栋');
  buildings.addRow(['楼栋名称', '单元数', '楼层数']);
  buildings.addRow(['1栋', 1, 2]);
  const houses = workbook.addWorksheet('房屋');
  houses.addRow([
    '楼栋名称',
    '单元',
    '楼层',
    '房号',
    '建筑面积(㎡)',
    '业主姓名',
    '业主手机号',
    '证件类型',
    '证件号码',
  ]);
  houses.addRow(['1栋', '1', 1, '101', 90, OWNERS[0].name, OWNERS[0].mobile, '', '']);
  houses.addRow(['1栋', '1', 1, '102', 100, OWNERS[1].name, OWNERS[1].mobile, '', '']);
  houses.addRow(['1栋', '1', 2, '201', 110, '孙纸票', '13700000013', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** YYYY/MM/DD HH:mm in Asia/Shanghai (the browser's time zone). */
function shanghai(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** Types both ends of an antd RangePicker (with time) and confirms each. */
async function fillRange(page: Page, start: string, end: string, placeholders: [string, string]) {
  const from = page.getByPlaceholder(placeholders[0]);
  await from.click();
  await from.fill(start);
  await page.keyboard.press('Enter');
  const to = page.getByPlaceholder(placeholders[1]);
  await to.click();
  await to.fill(end);
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

test('from an empty install to an owner verifying their ballot of the first vote', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const base = baseURL ?? '';
  const started = Date.now();
  await page.setViewportSize({ width: 1440, height: 900 });

  // ── The operator the admin command created logs in: no community, the operator pages ──
  await test.step('the first operator logs in', async () => {
    await deskLogin(page, ADOPTION_OPERATOR.mobile);
    await expect(page.getByText('您是平台运营人员')).toBeVisible();
    await shot(page, 'operator-home');
  });
  const operator = page;

  // ── A street office applies on the public form ──
  await test.step('a street office applies on /join with an SMS code and a proof', async () => {
    const visitor = await desk(browser, base);
    const form = await visitor.newPage();
    await form.goto('/');
    await form.getByRole('contentinfo').getByRole('link', { name: '政府单位入驻' }).click();
    await expect(form.getByRole('heading', { name: '政府单位入驻申请' })).toBeVisible();
    await form.getByRole('textbox', { name: '省份' }).fill('广东省');
    await form.getByRole('textbox', { name: '城市' }).fill('深圳市');
    await form.getByRole('textbox', { name: '区县' }).fill('南山区');
    await form.getByRole('textbox', { name: '街道名称' }).fill('沙河街道');
    await form.getByRole('textbox', { name: '单位名称' }).fill(STREET_UNIT);
    await form.getByRole('textbox', { name: /^(\* )?联系人$/ }).fill(STREET_CONTACT.name);
    await form.getByRole('textbox', { name: '职务' }).fill('党建办主任');
    await typeSmsCode(form, STREET_CONTACT.mobile, '联系人手机号');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: '入驻公函.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('入驻公函.pdf')).toBeVisible();
    await shot(form, 'join-form');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('申请已提交')).toBeVisible();
    await shot(form, 'join-submitted');
    await visitor.close();
  });

  await test.step('the operator approves the application at /manage/govJoinReview', async () => {
    await operator.getByRole('button', { name: /您好/ }).click();
    await operator.getByRole('menuitem', { name: '入驻申请审核' }).click();
    await expect(operator).toHaveURL(/\/manage\/govJoinReview/);
    const row = operator.getByRole('row', { name: new RegExp(STREET_UNIT) });
    await expect(row).toContainText('证明材料 1 个');
    await shot(operator, 'operator-join-review');
    await row.getByRole('button', { name: '通过' }).click();
    const dialog = operator.getByRole('dialog', { name: `通过“${STREET_UNIT}”的入驻申请` });
    await expect(dialog.getByText('入驻公函.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: /通\s*过/ }).click();
    await expect(operator.getByText('已通过该入驻申请')).toBeVisible();
  });

  // ── Its contact logs in as government staff and certifies; the operator approves ──
  const streetContext = await desk(browser, base);
  const street = await streetContext.newPage();
  await test.step('the street contact certifies and the operator approves it', async () => {
    await deskLogin(street, STREET_CONTACT.mobile, '政府人员');
    const card = street.locator('.gov-auth-card');
    await expect(card.getByText('未认证', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: '去认证' }).click();
    const dialog = street.getByRole('dialog', { name: '政府认证' });
    await expect(dialog.getByLabel('所属单位地址')).toHaveValue(STREET_UNIT);
    await dialog.getByLabel('姓名').fill(STREET_CONTACT.name);
    await dialog.getByLabel('身份证号').fill(STREET_CONTACT.id);
    await dialog.getByLabel('职务').fill('党建办主任');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '工作证明.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('工作证明.pdf')).toBeVisible();
    await shot(street, 'street-certify');
    await dialog.getByRole('button', { name: '提交认证' }).click();
    await expect(card.getByText('审核中', { exact: true })).toBeVisible();

    await operator.getByRole('button', { name: /您好/ }).click();
    await operator.getByRole('menuitem', { name: '政府认证审核' }).click();
    const row = operator.locator('tr', { hasText: STREET_CONTACT.name });
    await expect(row.getByText('工作证明.pdf')).toBeVisible();
    await shot(operator, 'operator-gov-auth-review');
    await row.getByRole('button', { name: '通过' }).click();
    await operator
      .getByRole('dialog')
      .getByRole('button', { name: /通\s*过|Approve/ })
      .click();
    await expect(operator.getByText('已通过该申请')).toBeVisible();

    await street.reload();
    await expect(card.getByText('已认证', { exact: true })).toBeVisible();
    await shot(street, 'street-certified');
  });

  // ── A committee director (a new phone) registers the community; the street approves it ──
  const directorContext = await desk(browser, base);
  const director = await directorContext.newPage();
  await test.step('a committee director registers the community', async () => {
    await deskLogin(director, DIRECTOR);
    await expect(director.getByText('暂无可管理的小区')).toBeVisible();
    await shot(director, 'director-no-community');
    await director.getByRole('button', { name: /注册小区/ }).click();
    await expect(director).toHaveURL(/\/manage\/communityRegister/);
    await director.getByRole('textbox', { name: '小区名称' }).fill(COMMUNITY);
    await director.getByRole('textbox', { name: '省份' }).fill('广东省');
    await director.getByRole('textbox', { name: '城市' }).fill('深圳市');
    await director.getByRole('textbox', { name: '区县' }).fill('南山区');
    await director.getByRole('textbox', { name: '详细地址' }).fill('沙河东路1号');
    await chooseOption(director, '所属街道', STREET_UNIT);
    await chooseOption(director, '您的身份', '业委会主任');
    // A new phone number has no name yet: the street's reviewer needs one.
    await director.getByRole('textbox', { name: '您的姓名' }).fill('周建国');
    await director
      .locator('input[type=file]')
      .setInputFiles({ name: '业委会备案证明.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(director.getByText('业委会备案证明.pdf')).toBeVisible();
    await shot(director, 'community-register-form');
    await director.getByRole('button', { name: '提交审核' }).click();
    await expect(director.getByText('申请审核中，请耐心等待街道或社区审核')).toBeVisible();
    await shot(director, 'community-register-submitted');
  });

  await test.step('the street approves the registration at /government/communityReview', async () => {
    await street.getByRole('link', { name: /辖区运营/ }).click();
    await street.getByRole('menuitem', { name: /小区认证审核/ }).click();
    await expect(street).toHaveURL(/\/government\/communityReview/);
    const row = street.getByRole('row', { name: new RegExp(COMMUNITY) });
    await expect(row).toContainText('审核中');
    await row.getByRole('button', { name: '查看' }).click();
    await expect(street.getByText('业委会备案证明.pdf')).toBeVisible();
    await street.getByRole('button', { name: /通\s*过/ }).click();
    await street
      .getByRole('dialog', { name: '通过' })
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await expect(street.getByText('已通过').first()).toBeVisible();
    await shot(street, 'street-community-approved');
    await streetContext.close();
  });

  // ── The director, now the community's admin, imports the roster ──
  let communityCode = '';
  await test.step('the director imports the roster', async () => {
    await director.goto('/manage');
    await expect(director.getByRole('heading', { name: '楼栋与业主（高层）' })).toBeVisible();
    await expect(director.getByRole('banner')).toContainText(COMMUNITY);
    communityCode = new URL(director.url()).searchParams.get('communityCode') ?? '';
    expect(communityCode).not.toBe('');
    await director.getByRole('button', { name: '导入多层楼栋名册' }).click();
    const dialog = director.getByRole('dialog', { name: '导入多层楼栋名册' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: '沙河花园名册.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await rosterFile(),
    });
    await expect(dialog.getByText(/^校验通过：/)).toBeVisible();
    await dialog.getByRole('button', { name: /确认导入/ }).click();
    await expect(dialog.getByText('导入成功')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('import-summary')).toContainText('房屋：新增 3');
    await shot(director, 'roster-imported');
    await dialog.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await expect(director.getByRole('row', { name: /^1栋/ })).toBeVisible();
  });

  // Through the API (workgroup.spec.ts clicks this form): a second staff member for the paper
  // ballots, which count only when two different people enter the same choices.
  const added = await request.post('/v1/owner/committee/addMember', {
    headers: { token: await apiToken(request, DIRECTOR) },
    data: {
      communityInfoCode: communityCode,
      mobile: SECRETARY,
      ownerName: '周秘书',
      roleTypeList: ['COMMITTEE_SECRETARY_MEMBER'],
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  // ── Two owners certify on their phones; the director approves both ──
  const phones: Page[] = [];
  await test.step('two owners certify on the owner H5', async () => {
    for (const owner of OWNERS) {
      const context = await browser.newContext({ ...PHONE, baseURL: base, timezoneId: 'Asia/Shanghai' });
      const phone = await context.newPage();
      phones.push(phone);
      await ownerLogin(phone, owner.mobile);
      await expect(phone.getByRole('region', { name: COMMUNITY })).toContainText('待确认');
      await phone.getByRole('button', { name: '认证其他房屋' }).click();
      await expect(phone.getByRole('heading', { name: '业主认证' })).toBeVisible();
      await chooseOption(phone, '小区', COMMUNITY);
      await chooseOption(phone, '楼栋', '1栋');
      await chooseOption(phone, '房号', owner.house);
      await phone.getByLabel('姓名', { exact: true }).fill(owner.name);
      await phone.getByLabel('证件号码', { exact: true }).fill(owner.id);
      await phone
        .locator('.phone-upload__input')
        .first()
        .setInputFiles({ name: '房产证.png', mimeType: 'image/png', buffer: proofPng() });
      await expect(phone.locator('.phone-upload__item--done')).toHaveCount(1, { timeout: 20_000 });
      if (owner === OWNERS[0]) await shot(phone, 'owner-certify-form');
      await phone.getByRole('button', { name: '提交认证' }).click();
      await expect(phone.getByText('提交成功，已收到您的申请')).toBeVisible();
    }
  });

  await test.step('the director approves both certifications', async () => {
    await director.getByRole('menuitem', { name: /业主认证审核/ }).click();
    for (const owner of OWNERS) {
      const row = director.getByRole('row', { name: new RegExp(owner.name) });
      await expect(row).toContainText(`1栋 ${owner.house}`);
      if (owner === OWNERS[0]) await shot(director, 'certification-review-list');
      await row.getByRole('button', { name: /审\s*核/ }).click();
      const detail = director.locator('.ant-drawer').filter({ hasText: '认证详情' });
      await expect(detail.getByRole('img', { name: '房产证.png' })).toBeVisible();
      await detail.getByRole('button', { name: /通\s*过/ }).click();
      const confirm = director.locator('.ant-modal-confirm').getByRole('button', { name: /通\s*过/ });
      await expect(confirm).toBeVisible();
      await confirm.click();
      await expect(detail.getByText('已通过')).toBeVisible();
      await detail.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    }
    for (const phone of phones) {
      await phone.goto('/owner');
      await expect(phone.locator('.owner-house').filter({ hasText: '1栋' })).toContainText('已认证');
    }
    await shot(phones[0] as Page, 'owner-certified');
  });

  // ── The director creates and publishes the vote ──
  let votingCode = '';
  let endMs = 0;
  await test.step('the director creates and publishes a vote', async () => {
    await director.getByRole('menuitem', { name: /业主大会表决管理/ }).click();
    await director.getByRole('button', { name: /发起表决/ }).click();
    await expect(director.getByText('议题 1')).toBeVisible();
    await director.getByLabel('表决标题').fill(TITLE);
    await director
      .getByLabel('表决说明')
      .fill('现物业服务合同已到期，业委会提请业主大会表决选聘新的物业服务企业。');
    await director.getByLabel('议题标题').fill('是否同意选聘新的物业服务企业');
    await chooseOption(director, '议题类型', '选聘和解聘物业服务企业');
    await expect(director.getByTestId('scope-preview')).toContainText('3');
    // The shortest honest period: it ends on the first whole minute at least 100 s away, so the
    // ballots below have time to arrive and the journey then waits for the real end.
    const now = Date.now();
    const startMs = now - (now % 60_000);
    endMs = Math.ceil((now + 100_000) / 60_000) * 60_000;
    await fillRange(director, shanghai(startMs), shanghai(endMs), ['开始时间', '结束时间']);
    await fillRange(director, shanghai(startMs), shanghai(startMs + 24 * 3600_000), ['录入开始', '录入结束']);
    await shot(director, 'vote-create-form');
    await director.getByRole('button', { name: /发布表决/ }).click();
    await director
      .getByRole('dialog')
      .getByRole('button', { name: /发布表决/ })
      .click();
    await expect(director).toHaveURL(/\/manage\/voteDetail\//);
    votingCode = decodeURIComponent(director.url().split('/voteDetail/')[1]?.split('?')[0] ?? '');
    await expect(director.getByText('进行中').first()).toBeVisible();
  });

  // ── The owners vote online on their phones ──
  await test.step('both owners vote on the owner H5', async () => {
    for (const [index, owner] of OWNERS.entries()) {
      const phone = phones[index] as Page;
      await phone.getByRole('link', { name: /表决/ }).first().click();
      await expect(phone.getByRole('heading', { name: '我的表决' })).toBeVisible();
      await phone
        .getByTestId('owner-vote-item')
        .and(phone.locator(`[href="/owner/votes/${encodeURIComponent(votingCode)}"]`))
        .click();
      await expect(phone.getByRole('heading', { name: TITLE })).toBeVisible();
      await phone.locator('section.owner-card').first().getByText(owner.choice, { exact: true }).click();
      await phone.getByRole('button', { name: '提交投票' }).click();
      await phone
        .getByRole('dialog', { name: '确认提交' })
        .getByRole('button', { name: /确认提交/ })
        .click();
      await expect(phone.getByTestId('ballot-hash')).toHaveText(/^[0-9a-f]{64}$/);
      if (index === 0) await shot(phone, 'owner-ballot-receipt');
    }
    await phones[1]?.context().close();
  });

  // ── A paper ballot for 1-201, entered by the director and confirmed by the secretary ──
  await test.step('staff enter a paper ballot twice', async () => {
    const paperUrl = `/manage/PaperInvoice/${encodeURIComponent(votingCode)}?communityCode=${communityCode}`;
    const enter = async (staff: Page) => {
      await staff.goto(paperUrl);
      await expect(staff.getByText('录入纸质表决票', { exact: true })).toBeVisible();
      await chooseOption(staff, '楼栋', '1栋');
      await chooseOption(staff, '房屋', '1-201');
      await expect(staff.getByTestId('voter-status')).toBeVisible();
      await staff.getByLabel('签字业主').fill('孙纸票');
      await staff
        .locator('.voting-paper-form .ant-radio-group')
        .first()
        .getByText('同意', { exact: true })
        .click();
      await staff.getByRole('button', { name: /提交(复核)?录入/ }).click();
      await expect(staff.getByTestId('paper-result')).toBeVisible();
    };
    await enter(director);
    await expect(director.getByTestId('paper-result')).toContainText('待复核');
    const secretaryContext = await desk(browser, base);
    const secretary = await secretaryContext.newPage();
    await deskLogin(secretary, SECRETARY);
    await enter(secretary);
    await expect(secretary.getByTestId('paper-result')).toContainText('已计入');
    await shot(secretary, 'paper-ballot-counted');
    await secretaryContext.close();
  });

  // ── The vote ends, the director publishes the result and the publicity notice ──
  await test.step('the vote ends and its result is published', async () => {
    await director.goto(
      `/manage/voteDetail/${encodeURIComponent(votingCode)}?communityCode=${communityCode}`,
    );
    await expect(director.getByTestId('issue-stat-1')).toContainText('人数 3 / 3');
    const wait = endMs - Date.now() + 2000;
    if (wait > 0) await director.waitForTimeout(wait);
    await director.reload();
    await expect(director.getByText('投票已结束').first()).toBeVisible();
    await director.getByRole('button', { name: '结果预览与公示' }).click();
    await director.getByRole('button', { name: /预览结果/ }).click();
    await expect(director.getByTestId('result-preview')).toContainText('3 张有效选票');
    await shot(director, 'vote-result-preview');
    await director.getByRole('button', { name: /^公示结果$/ }).click();
    await director
      .getByRole('dialog')
      .getByRole('button', { name: /公示结果/ })
      .click();
    await expect(director.getByTestId('chain-head')).toHaveText(/^[0-9a-f]{64}$/);
    await director.getByRole('button', { name: /核\s*验/ }).click();
    await expect(director.getByTestId('verify-outcome')).toContainText('核验通过');
    await director.getByTestId('result-notice-button').click();
    await director
      .getByRole('dialog')
      .filter({ hasText: '发布结果公示公告' })
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await expect(director.getByText('公示公告已发布')).toBeVisible();
    await shot(director, 'vote-result-published');
  });

  // ── The first owner opens the result on the phone and sees their ballot verified ──
  await test.step('an owner sees their ballot verified on a 390×844 phone', async () => {
    const phone = phones[0] as Page;
    expect(phone.viewportSize()).toEqual({ width: 390, height: 844 });
    await phone.goto('/owner/votes');
    await phone
      .getByTestId('owner-vote-item')
      .and(phone.locator(`[href="/owner/votes/${encodeURIComponent(votingCode)}"]`))
      .getByTestId('owner-vote-result-entry')
      .click();
    await expect(phone).toHaveURL(new RegExp(`/owner/votes/${votingCode}/result$`));
    await expect(phone.getByTestId('owner-verify-outcome')).toContainText('选票已核验');
    await expect(phone.getByTestId('owner-verify-outcome')).toContainText('您的选票在存证链第');
    await shot(phone, 'owner-result-verified');
  });

  test.info().annotations.push({
    type: 'journey time',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
  console.log(`adoption journey: ${Math.round((Date.now() - started) / 1000)} s`);
});
