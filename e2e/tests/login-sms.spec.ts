import { expect, test } from '@playwright/test';
import { loginBySms, snap } from './support';

const WEB_STAFF_ONLY = 'Web端暂时只支持筹备组或业委会成员使用，如您已有身份，请联系我们';

test('a committee director logs in by SMS and lands on the high-rise roster of /manage', async ({ page }) => {
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/login\?to=%2Fmanage/);
  await page.getByText('社区人员', { exact: true }).click();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号').fill('123');
  await page.getByLabel('验证码', { exact: true }).focus();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await snap(page, 'login-sms-validation');

  await loginBySms(page, '13800000001');
  await expect(page).toHaveURL(/\/manage(\?|$)/);
  await expect(page.getByRole('heading', { name: /楼栋与业主（高层）/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '高层' })).toBeVisible();
  await expect(page.getByText('您好，张明')).toBeVisible();
  await snap(page, 'manage-after-sms-login');
});

test('an owner-only account sees the SPEC §1 message on the web and may register a community', async ({
  page,
}) => {
  await page.goto('/login');
  await loginBySms(page, '13800000004');
  await expect(page).toHaveURL(/\/manage(\?|$)/);
  await expect(page.getByText(WEB_STAFF_ONLY)).toBeVisible();
  await snap(page, 'login-owner-no-community');
  await page.getByRole('button', { name: /注册小区/ }).click();
  await expect(page).toHaveURL(/\/manage\/communityRegister/);
  await expect(page.getByLabel('小区名称')).toBeVisible();
});

test('government staff log in and land in /government', async ({ page }) => {
  await page.goto('/login');
  await loginBySms(page, '13800000005', '政府人员');
  await expect(page).toHaveURL(/\/government(\?|$)/);
  await expect(page.getByText('阳光花园').first()).toBeVisible();
  await snap(page, 'government-index');
});

test('after three codes within an hour the next send asks for a picture captcha', async ({
  page,
  request,
}) => {
  // A staff member no other journey logs in, so this hour's count starts at zero here.
  const mobile = '13600000002';
  for (let i = 0; i < 3; i += 1) {
    const sent = await request.post('/v1/account/sendMobileCode', { data: { mobile } });
    expect(sent.status()).toBe(200);
  }
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号').fill(mobile);
  const captcha = page.waitForResponse((r) => r.url().includes('/v1/account/generateVerifyCodeImage'));
  await page.getByRole('button', { name: /获取验证码/ }).click();
  const { data } = (await (await captcha).json()) as { data: { devCaptcha: string } };
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('请输入图形验证码').first()).toBeVisible();
  await snap(page, 'login-captcha-dialog');

  // The mask does not dismiss it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox').fill(data.devCaptcha);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/manage/);
});
