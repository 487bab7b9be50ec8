import { describe, expect, it } from 'vitest';
import { CustomerIdentity, customerClueAddInput } from './customer-clue';
import { siteNewsAddInput } from './site-news';
import { sopGuideInfoInput } from './sop-guide';

const lead = { name: ' 李女士 ', mobile: '13912345678', identity: 'OWNER', communityName: '锦绣家园' };

describe('customerClueAddInput', () => {
  it('trims, defaults the source and drops empty optional fields', () => {
    expect(customerClueAddInput.parse({ ...lead, city: ' ', content: '' })).toEqual({
      name: '李女士',
      mobile: '13912345678',
      identity: 'OWNER',
      communityName: '锦绣家园',
      city: undefined,
      content: undefined,
      source: 'CONTACT_PAGE',
    });
  });

  it.each([
    [{ ...lead, name: '' }, '请填写姓名'],
    [{ ...lead, name: '名'.repeat(31) }, '姓名最多30个字'],
    [{ ...lead, identity: 'KING' }, '请选择您的身份'],
    [{ ...lead, communityName: ' ' }, '请填写小区名称'],
    [{ ...lead, content: '字'.repeat(501) }, '留言最多500个字'],
  ])('refuses %j with %s', (input, message) => {
    const result = customerClueAddInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message.replace(/最多\d+个字/, ''));
  });

  it('counts a character outside the BMP once', () => {
    expect(customerClueAddInput.safeParse({ ...lead, content: '𠀀'.repeat(500) }).success).toBe(true);
  });

  it('labels every identity in Chinese', () => {
    expect(CustomerIdentity.options.map((option) => option.label)).toContain('业主委员会成员');
  });
});

describe('site news and guides', () => {
  it('needs a title and a summary', () => {
    expect(
      siteNewsAddInput.safeParse({ title: '', summary: 'x', source: 'y' }).error?.issues[0]?.message,
    ).toBe('请填写标题');
    expect(
      siteNewsAddInput.safeParse({ title: 't', summary: ' ', source: 'y' }).error?.issues[0]?.message,
    ).toBe('请填写摘要');
  });

  it('needs a guide id', () => {
    expect(sopGuideInfoInput.safeParse({ id: ' ' }).success).toBe(false);
    expect(sopGuideInfoInput.parse({ id: 'found-committee' })).toEqual({ id: 'found-committee' });
  });
});
