import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { ContactView } from './site-views';

afterEach(cleanup);

function fill() {
  fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李女士' } });
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13912345678' } });
  fireEvent.change(screen.getByLabelText('您的身份'), { target: { value: 'COMMITTEE' } });
  fireEvent.change(screen.getByLabelText('小区名称'), { target: { value: '锦绣家园' } });
}

describe('contact form', () => {
  it('posts customerClue/add and shows the server answer', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        code: 200,
        message: '提交成功，我们的顾问将在1个工作日内与您联系',
        data: { customerClueId: 'CC1' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactView />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('提交成功'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/customerClue/add');
    expect(JSON.parse(String(init.body))).toEqual({
      name: '李女士',
      mobile: '13912345678',
      identity: 'COMMITTEE',
      communityName: '锦绣家园',
      source: 'CONTACT_PAGE',
    });
    vi.unstubAllGlobals();
  });

  it('shows the server refusal and does not send an incomplete form', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 429, message: '请求过于频繁，请稍后再试', data: null }, { status: 429 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactView />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('请求过于频繁，请稍后再试'));
    vi.unstubAllGlobals();
  });

  it('thanks in English on the English edition, with English role names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          code: 200,
          message: '提交成功，我们的顾问将在1个工作日内与您联系',
          data: { customerClueId: 'CC2' },
        }),
      ),
    );
    await i18n.changeLanguage('en-US');
    try {
      render(<ContactView />);
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ms Li' } });
      fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13912345678' } });
      fireEvent.change(screen.getByLabelText('You are'), { target: { value: 'OWNER' } });
      fireEvent.change(screen.getByLabelText('Community name'), { target: { value: 'Jinxiu Homeland' } });
      expect(screen.getByRole('option', { name: 'Owner' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'Thank you! An adviser will contact you within one working day.',
        ),
      );
    } finally {
      await i18n.changeLanguage('zh-CN');
      vi.unstubAllGlobals();
    }
  });
});
