import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

const OUTPUT = join(import.meta.dirname, '..', 'output');
mkdirSync(OUTPUT, { recursive: true });

/** Saves a full-page screenshot under e2e/output/ (kept as a CI artifact). */
export async function snap(page: Page, name: string): Promise<void> {
  // Let antd's open/close animations settle so the picture shows the resting state.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUTPUT, `${name}.png`), fullPage: true });
}

type LoginType = '社区人员' | '政府人员';

/**
 * Fills the SMS tab and asks for a code. The demo server answers the code in `devCode`, which the
 * page fills in; when the server asks for a picture captcha the dialog is solved with `devCaptcha`.
 */
export async function requestSmsCode(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  const sent = page.waitForResponse((r) => r.url().includes('/v1/account/sendMobileCode'));
  const captchaImage = page.waitForResponse((r) => r.url().includes('/v1/account/generateVerifyCodeImage'), {
    timeout: 5000,
  });
  await page.getByRole('button', { name: /获取验证码/ }).click();
  const first = await sent;
  if (first.status() === 405) {
    const { data } = (await (await captchaImage).json()) as { data: { devCaptcha: string } };
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(data.devCaptcha);
    const retried = page.waitForResponse((r) => r.url().includes('/v1/account/sendMobileCode'), {
      timeout: 20_000,
    });
    await dialog.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
    const answer = await retried.catch(async () => {
      // A CI run once saw no second send at all; say what the dialog showed so it can be traced.
      const typed = await dialog
        .getByRole('textbox')
        .inputValue()
        .catch(() => '(no textbox)');
      const toasts = await page
        .locator('.ant-message')
        .innerText()
        .catch(() => '');
      throw new Error(
        `no sendMobileCode after the captcha: typed "${typed}", expected "${data.devCaptcha}", toasts "${toasts}"`,
      );
    });
    expect(answer.status()).toBe(200);
  } else {
    captchaImage.catch(() => undefined);
    expect(first.status()).toBe(200);
  }
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue(/^\d{6}$/);
}

/** Logs in through the real /login page by SMS. */
export async function loginBySms(page: Page, mobile: string, type: LoginType = '社区人员'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByText(type, { exact: true }).click();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await requestSmsCode(page, mobile);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/**
 * Logs a user in through the API and answers the token. After three codes within an hour the
 * server asks for a picture captcha (405); the demo server answers it in `devCaptcha`.
 */
export async function apiToken(
  request: APIRequestContext,
  mobile: string,
  options: { isWxAPP?: boolean } = {},
): Promise<string> {
  let sent = await request.post('/v1/account/sendMobileCode', { data: { mobile } });
  if (sent.status() === 405) {
    const picture = await request.post('/v1/account/generateVerifyCodeImage', { data: { mobile } });
    const { data } = (await picture.json()) as { data: { devCaptcha: string } };
    sent = await request.post('/v1/account/sendMobileCode', {
      data: { mobile, verifyCodeImage: data.devCaptcha },
    });
  }
  expect(sent.status()).toBe(200);
  const { data } = (await sent.json()) as { data: { devCode: string } };
  const login = await request.post('/v1/account/mobileLogin', {
    data: { mobile, verificationCode: data.devCode, ...(options.isWxAPP ? { isWxAPP: true } : {}) },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Logs a phone (owner H5) session in through the API, as the scan page would. */
export function ownerToken(request: APIRequestContext, mobile: string): Promise<string> {
  return apiToken(request, mobile, { isWxAPP: true });
}

/** The phone the owner H5 journeys use. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};

/** A phone already holding an owner session (the owner H5 keeps its token in local storage). */
export async function ownerPhone(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addInitScript((value) => {
    localStorage.setItem('ownerToken', JSON.stringify({ value, expiresAt: null }));
  }, token);
  return context;
}

/**
 * Picks an option of an antd Select by its label (`nth` when several share it), typing the text
 * first where the select searches (long lists render only the options in view), and waits until
 * the select shows it. A click on an option was seen lost on a busy machine (the field kept its
 * old value), so the whole pick is tried again until it shows.
 */
export async function chooseOption(page: Page, label: string, text: string, nth = 0): Promise<void> {
  const input = page.getByLabel(label, { exact: true }).nth(nth);
  const select = input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(input).toBeEnabled();
  await expect(async () => {
    await input.click();
    if (await input.isEditable()) await input.fill(text);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 2_000 });
    await expect(select).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Clicks the OK button of the open confirm dialog until the dialog closes. On a loaded machine a
 * click landed while antd's opening animation ran and was lost: no request was sent and the dialog
 * stayed open (CI, the government review's 确认通过). While the answer is awaited the button is
 * loading and a second click does nothing, so this never confirms twice.
 */
export async function confirmDialog(page: Page, name: RegExp = /确\s*定|OK/): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name });
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(button).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
