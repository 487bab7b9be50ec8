import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerText } from '../adviser/adviser-answer';
import { KbBlocks } from './kb-blocks';

afterEach(cleanup);

describe('KbBlocks', () => {
  it('draws article blocks as elements and leaves markup in the text as text', () => {
    const { container } = render(
      <MemoryRouter>
        <KbBlocks
          blocks={[
            {
              type: 'p',
              inlines: [
                { t: 'text', v: '<img src=x onerror=alert(1)>' },
                { t: 'strong', v: '双过半' },
              ],
            },
            { type: 'ol', items: [[{ t: 'link', v: '维修资金', href: '/mobile/KnowledgeBase/4/1' }]] },
          ]}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.getByText('双过半').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '维修资金' }).getAttribute('href')).toBe(
      '/mobile/KnowledgeBase/4/1',
    );
  });
});

describe('AnswerText', () => {
  it('turns citation markers into links to the cited articles', () => {
    render(
      <MemoryRouter>
        <AnswerText
          text={'第一段[1]\n\n第二段[2][9]'}
          citations={[
            {
              index: 1,
              groupId: 4,
              detailId: 4,
              title: '使用维修资金需要多少人同意',
              source: '民法典',
              href: '/mobile/KnowledgeBase/4/4',
            },
            {
              index: 2,
              groupId: 2,
              detailId: 3,
              title: '一般事项的通过比例：双过半',
              source: '民法典',
              href: '/mobile/KnowledgeBase/2/3',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '[1]' }).getAttribute('href')).toBe('/mobile/KnowledgeBase/4/4');
    expect(screen.getByRole('link', { name: '[2]' }).getAttribute('href')).toBe('/mobile/KnowledgeBase/2/3');
    // An unknown marker stays text.
    expect(screen.queryByRole('link', { name: '[9]' })).toBeNull();
    expect(screen.getByText(/第二段/).textContent).toContain('[9]');
  });
});
