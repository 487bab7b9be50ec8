import { expect as baseExpect, type Page, test } from '@playwright/test';
import { chooseOption, confirmDialog, loginBySms, PHONE, requestSmsCode, snap } from './support';

// The journeys share two CPU cores with other work: give slow answers room.
const expect = baseExpect.configure({ timeout: 30_000 });

const APPLICANT = '13800000007';
const OPERATOR = '13800000009';
// A resident ID with a correct check digit, held by no demo user.
const APPLICANT_ID = '110105198506120034';
const STREET = '13800000006';
const OWNER = '13900000004';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function govCard(page: Page) {
  return page.locator('.gov-auth-card');
}

test('an uncertified government user certifies, the operator approves, basic settings are saved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await loginBySms(page, APPLICANT, '政府人员');
  await expect(page).toHaveURL(/\/government/);
  await expect(govCard(page).getByText('未认证', { exact: true })).toBeVisible();

  // Basic settings are closed before certification (SPEC §4).
  await govCard(page).getByRole('button', { name: '基本设置' }).click();
  await expect(page.getByText('请先完成政府认证').last()).toBeVisible();

  await govCard(page).getByRole('button', { name: '去认证' }).click();
  const dialog = page.getByRole('dialog', { name: '政府认证' });
  await expect(dialog.getByText('伪造或冒用他人信息须承担法律责任')).toBeVisible();
  await expect(dialog.getByLabel('所属单位地址')).toHaveValue('南山街道桃源社区');
  await expect(dialog.getByRole('button', { name: '下载工作证明模板' })).toBeVisible();
  await dialog.getByLabel('姓名').fill('周敏');
  // A wrong ID is refused on the field by the client rule first.
  await dialog.getByLabel('身份证号').fill('110105198506120000');
  await dialog.getByLabel('职务').fill('社区网格员');
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog.getByText('请输入正确的身份证号')).toBeVisible();
  await expect(dialog.getByText('请上传工作证明')).toBeVisible();
  await snap(page, 'government-01-cert-invalid');

  // The name + ID pair is checked before submitting ('错' names fail the local check).
  await dialog.getByLabel('身份证号').fill(APPLICANT_ID);
  await dialog.getByLabel('姓名').fill('周错');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '工作证明.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('工作证明.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog.getByText('请检查身份证号和姓名是否正确')).toBeVisible();

  await dialog.getByLabel('姓名').fill('周敏');
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('提交成功，已收到您的申请，将在2个工作日内审核，节假日可能顺延')).toBeVisible();
  await expect(govCard(page).getByText('审核中', { exact: true })).toBeVisible();
  await expect(govCard(page).getByRole('button', { name: '去认证' })).toHaveCount(0);
  await snap(page, 'government-02-reviewing');

  // The platform operator approves it on the review page.
  const operatorContext = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  });
  const operator = await operatorContext.newPage();
  await operator.goto('/login');
  await loginBySms(operator, OPERATOR, '社区人员');
  await expect(operator).toHaveURL(/\/manage/);
  await operator.goto('/manage/govAuthReview');
  const row = operator.locator('tr', { hasText: '周敏' });
  await expect(row).toBeVisible();
  await expect(operator.locator('tr', { hasText: '郑晓燕' })).toBeVisible();
  await expect(row.getByText('工作证明.pdf')).toBeVisible();
  await snap(operator, 'government-03-operator-review');
  await row.getByRole('button', { name: '通过' }).click();
  await confirmDialog(operator, /通\s*过|Approve/);
  await expect(operator.getByText('已通过该申请')).toBeVisible();
  await expect(operator.locator('tr', { hasText: '周敏' })).toHaveCount(0);
  await operatorContext.close();

  // The applicant sees YES and saves the basic settings.
  await page.reload();
  await expect(govCard(page).getByText('已认证', { exact: true })).toBeVisible();
  await govCard(page).getByRole('button', { name: '基本设置' }).click();
  const settings = page.getByRole('dialog', { name: '基本设置' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(settings.getByText('请填写地址')).toBeVisible();
  await expect(settings.getByText('请填写服务时间')).toBeVisible();
  await expect(settings.getByText('请填写联系电话')).toBeVisible();
  // The layout width: the bounding box still carries the opening zoom's scale on a busy machine (414).
  const width = await settings.evaluate(
    (element) => ((element.closest('.ant-modal') ?? element) as HTMLElement).offsetWidth,
  );
  expect(width).toBe(416);
  await snap(page, 'government-04-settings-required');
  await settings.getByLabel('地址').fill('深圳市南山区桃源街道桃源路88号');
  await settings.getByLabel('服务时间').fill('周一至周五 9:00-18:00');
  await settings.getByLabel('联系电话').fill('0755-26601234');
  await settings.getByRole('switch').click();
  await settings.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await govCard(page).getByRole('button', { name: '基本设置' }).click();
  await expect(page.getByRole('dialog', { name: '基本设置' }).getByLabel('地址')).toHaveValue(
    '深圳市南山区桃源街道桃源路88号',
  );
  await snap(page, 'government-05-settings-saved');
});

test('an owner files a complaint on the phone; street staff see the dashboard and answer it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const owner = await phone.newPage();
  await owner.goto('/owner');
  await expect(owner.getByRole('heading', { name: '业主登录' })).toBeVisible();
  await requestSmsCode(owner, OWNER);
  await owner.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(owner.getByRole('heading', { name: /您好/ })).toBeVisible();
  await owner.goto('/owner/complaints');
  await expect(owner.getByRole('heading', { name: '投诉建议' })).toBeVisible();
  await owner.getByRole('button', { name: '提交投诉' }).click();
  await expect(owner.locator('.ant-form-item-explain-error', { hasText: '请选择投诉类型' })).toBeVisible();
  await expect(owner.getByText('请填写投诉内容')).toBeVisible();
  await chooseOption(owner, '投诉类型', '物业服务');
  await owner.getByLabel('投诉内容').fill('小区东门道闸损坏一个月，车辆随意进出，存在安全隐患。');
  await owner.getByRole('button', { name: '提交投诉' }).click();
  await expect(owner.getByText('投诉已提交，街道/社区工作人员会尽快处理')).toBeVisible();
  await expect(owner.getByTestId('owner-complaint-item').first()).toContainText('待处理');
  await snap(owner, 'government-06-owner-complaint');

  // Street staff: the dashboard shows the jurisdiction's figures and the pending complaints.
  await loginBySms(page, STREET, '政府人员');
  await expect(page).toHaveURL(/\/government/);
  await page.goto('/government/dashboard');
  const survey = page.getByTestId('gov-board-survey');
  await expect(survey.getByText('辖区小区')).toBeVisible();
  await expect(page.getByText('各小区使用情况')).toBeVisible();
  await expect(page.locator('tr', { hasText: '阳光花园' }).first()).toBeVisible();
  await snap(page, 'government-07-dashboard');

  await page.goto('/government/complaint');
  const row = page.locator('tr', { hasText: '东门道闸' }).first();
  await expect(row).toBeVisible();
  await snap(page, 'government-08-complaints');
  await row.getByRole('link', { name: '处理' }).click();
  await expect(page.getByRole('heading', { name: '投诉详情' })).toBeVisible();
  await page.getByRole('button', { name: '提交处理' }).click();
  await expect(page.getByText('请填写处理回复')).toBeVisible();
  await page.getByLabel('处理回复').fill('已联系物业，道闸将于三日内修复，修复前安排保安值守东门。');
  await page.getByRole('button', { name: '提交处理' }).click();
  await expect(page.getByText('处理成功')).toBeVisible();
  await expect(page.getByText('已处理', { exact: true })).toBeVisible();
  await snap(page, 'government-09-complaint-handled');

  // The owner sees the reply.
  await owner.reload();
  await expect(
    owner.getByText('处理回复：已联系物业，道闸将于三日内修复，修复前安排保安值守东门。'),
  ).toBeVisible();
  await snap(owner, 'government-10-owner-reply');
  await phone.close();
});
