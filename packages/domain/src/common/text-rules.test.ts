import { describe, expect, it } from 'vitest';
import {
  fillInMessage,
  hasRichTextContent,
  requiredTextSchema,
  richTextContent,
  richTextSchema,
  TEXT_MAX_LENGTH,
  textLength,
} from './text-rules';

describe('rich text', () => {
  it.each([
    ['<p>你好</p>', true],
    ['<p><br></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<p> &#160; </p>', false],
    ['', false],
    ['   ', false],
    ['<p><img src="a.png"></p>', true],
    ['<IMG SRC="a.png"/>', true],
    ['<p><strong></strong><em> </em></p>', false],
    ['<image href="x"></image>', false],
    ['<p>a</p><script>alert(1)</script>', true],
    ['纯文本', true],
  ] as const)('%j has content: %s', (html, expected) => {
    expect(hasRichTextContent(html)).toBe(expected);
  });

  it('treats null and undefined as empty', () => {
    expect(hasRichTextContent(null)).toBe(false);
    expect(hasRichTextContent(undefined)).toBe(false);
  });

  it('keeps img tags and drops the others', () => {
    expect(richTextContent('<p>a<img src="b.png">c</p>')).toBe('a<img src="b.png">c');
  });

  it.each([['<p></p>'], [''], [undefined]])('richTextSchema rejects %j with 请输入内容', (value) => {
    const result = richTextSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('请输入内容');
  });

  it('richTextSchema passes content through unchanged', () => {
    expect(richTextSchema.parse('<p>内容</p>')).toBe('<p>内容</p>');
  });
});

describe('requiredTextSchema', () => {
  const schema = requiredTextSchema('地址');

  it.each([
    ['', '请填写地址'],
    ['   ', '请填写地址'],
    [undefined, '请填写地址'],
    ['字'.repeat(TEXT_MAX_LENGTH + 1), '地址不能超过100个字符'],
    ['\u200B\u200B', '请填写地址'],
    [' \uFEFF\u200D ', '请填写地址'],
    ['上海\uD800', '地址含有无法识别的字符，请删除后重试'],
    ['\uDC00上海', '地址含有无法识别的字符，请删除后重试'],
  ] as const)('rejects %j with %s', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    ['字'.repeat(TEXT_MAX_LENGTH), '字'.repeat(TEXT_MAX_LENGTH)],
    ['😀'.repeat(TEXT_MAX_LENGTH), '😀'.repeat(TEXT_MAX_LENGTH)],
    ['  上海市  ', '上海市'],
    ['𠮷野家', '𠮷野家'],
    ['👨\u200D👩\u200D👧', '👨\u200D👩\u200D👧'],
  ] as const)('accepts %j as %j', (value, parsed) => {
    expect(schema.parse(value)).toBe(parsed);
  });

  it('honours a custom limit', () => {
    expect(requiredTextSchema('名称', 2).safeParse('abc').success).toBe(false);
  });
});

describe('helpers', () => {
  it('fillInMessage', () => {
    expect(fillInMessage('联系电话')).toBe('请填写联系电话');
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['共治', 2],
    ['😀a', 2],
  ] as const)('textLength(%j) = %i', (value, length) => {
    expect(textLength(value)).toBe(length);
  });
});
