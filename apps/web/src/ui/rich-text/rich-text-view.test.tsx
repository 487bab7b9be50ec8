import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../locales/i18n';
import { RichTextView } from './rich-text-editor';

describe('RichTextView', () => {
  it('shows the formatting the editor writes', () => {
    render(
      <RichTextView html='<h3>停水通知</h3><p>明日<strong>停水</strong>，<em>请</em><u>储水</u><s>旧</s></p><ul><li>一</li></ul><ol><li>二</li></ol><p><a href="https://example.com/a">详情</a><br>完</p>' />,
    );
    const article = screen.getByRole('article', { name: '正文' });
    expect(article.querySelector('h3')?.textContent).toBe('停水通知');
    expect(article.querySelector('strong')?.textContent).toBe('停水');
    for (const tag of ['em', 'u', 's', 'ul li', 'ol li', 'br'])
      expect(article.querySelector(tag), tag).toBeTruthy();
    const link = screen.getByRole('link', { name: '详情' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never lets a script, a handler, a style or a javascript: link into the page', () => {
    render(
      <RichTextView
        html={
          '<p onclick="alert(1)" style="color:red" class="x">文字<script>alert(2)</script></p>' +
          '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
          '<a href="javascript:alert(4)">链接</a><div><span data-x="1">保留文字</span></div>' +
          '<style>p{display:none}</style>'
        }
      />,
    );
    const article = screen.getByRole('article');
    const html = article.innerHTML;
    for (const bad of [
      'onclick',
      'onerror',
      'script',
      'style',
      'iframe',
      'img',
      'javascript',
      'class="x"',
      'data-x',
    ])
      expect(html, bad).not.toContain(bad);
    expect(article.textContent).toBe('文字链接保留文字');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for empty text', () => {
    render(<RichTextView html="" />);
    expect(screen.getByRole('article').textContent).toBe('');
  });
});
