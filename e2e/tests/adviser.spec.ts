import { expect, test } from '@playwright/test';
import { snap } from './support';

// The AI property adviser on a phone (issue #23): three questions as owners ask them, each answer
// streamed from /v1/adviser/stream with its citations, the new question scrolled to the top, three
// follow-ups under the last answer, and the conversation still there after reading a cited article.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the adviser on a phone: three questions get streamed, cited answers and follow-ups', async ({
  page,
}) => {
  await page.goto('/mobile/chat');
  const questions = [
    { q: '业主大会表决需要多少人同意？', cites: '一般事项的通过比例：双过半' },
    { q: '物业不作为怎么办？', cites: '物业不履行服务义务怎么办', step: '收集证据' },
    {
      q: '开发商没卖出去的房子投票算几个人',
      cites: '开发商没卖出去的房子投票怎么算',
      text: '建设单位尚未出售',
    },
  ];
  for (const [position, question] of questions.entries()) {
    const streamed = page.waitForResponse((response) => response.url().endsWith('/v1/adviser/stream'));
    await page.getByRole('textbox').fill(question.q);
    await page.getByRole('button', { name: '发送' }).click();
    const response = await streamed;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    const turn = page.locator('.adviser__turn').nth(position);
    await expect(turn.locator('.adviser__sources').getByRole('link', { name: question.cites })).toBeVisible();
    await expect(turn.locator('.adviser__cite').first()).toHaveText('[1]');
    if (question.step)
      await expect(turn.locator('.adviser__msg--bot > ol li').first()).toContainText(question.step);
    if (question.text) await expect(turn).toContainText(question.text);
    // The new question is at the top of the screen, its answer below it.
    await expect
      .poll(async () => (await turn.locator('.adviser__msg--me').boundingBox())?.y ?? -1)
      .toBeLessThan(120);
    await snap(page, `mobile-adviser-390-${position + 1}`);
  }
  const followUps = page.locator('.adviser__follow .adviser__chip');
  await expect(followUps).toHaveCount(3);
  await expect(page.locator('.adviser__follow')).toHaveCount(1);

  await page.locator('.adviser__turn').nth(2).locator('.adviser__cite').first().click();
  await expect(page).toHaveURL(/\/mobile\/KnowledgeBase\/12\/1$/);
  await page.goBack();
  await expect(page.locator('.adviser__turn')).toHaveCount(3);
  await expect(page.locator('.adviser__follow .adviser__chip')).toHaveCount(3);
});
