import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from '../src/common/rich-text';

describe('proposal rich text', () => {
  it('keeps formatting and drops scripts, handlers, styles and unsafe URLs', () => {
    const html = sanitizeRichText(
      '<h3 style="color:red">标题</h3><p onclick="x()">正文<strong>加粗</strong><script>alert(1)</script></p>' +
        '<img src="javascript:alert(1)"><img src="https://example.com/a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">坏链接</a><a href="https://example.com">好链接</a><iframe src="https://x"></iframe>',
    );
    expect(html).toContain('<h3>标题</h3>');
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:/);
    expect(html).toContain('<img src="https://example.com/a.png" />');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">好链接</a>',
    );
  });

  it('turns rich text into lines for the PDF', () => {
    expect(
      richTextToPlain('<p>第一段&amp;说明</p><ul><li><p>一</p></li><li><p>二</p></li></ul><p>末段</p>'),
    ).toBe('第一段&说明\n• 一\n• 二\n末段');
  });
});
