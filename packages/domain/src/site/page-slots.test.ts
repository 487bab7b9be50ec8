import { describe, expect, it } from 'vitest';
import { fillOperator, hasOperatorMarker, OPERATOR_KEYS, type OperatorTexts, op } from './page-slots';

const texts = Object.fromEntries(OPERATOR_KEYS.map((key) => [key, `<${key}>`])) as OperatorTexts;

describe('operator markers of the legal texts', () => {
  it('fills every known marker, through the encoder when given', () => {
    const text = `运营方${op('name')}，邮箱${op('email')}；SMS ${op('smsProviderEn')}`;
    expect(fillOperator(text, texts)).toBe('运营方<name>，邮箱<email>；SMS <smsProviderEn>');
    expect(fillOperator(text, texts, (value) => value.replace(/</g, '&lt;'))).toBe(
      '运营方&lt;name>，邮箱&lt;email>；SMS &lt;smsProviderEn>',
    );
    expect(hasOperatorMarker(fillOperator(text, texts))).toBe(false);
  });

  it('leaves an unknown marker visible', () => {
    expect(fillOperator('{{op.nope}}', texts)).toBe('{{op.nope}}');
    expect(hasOperatorMarker('{{op.nope}}')).toBe(true);
  });
});
