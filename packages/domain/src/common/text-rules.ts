import { z } from 'zod';
import { formatMessage, MESSAGES } from './messages';

/** Text fields are limited to 100 characters (SPEC §9). */
export const TEXT_MAX_LENGTH = 100;

/**
 * Length in characters as a person counts them: code points, so an emoji or a rare CJK character
 * outside the BMP counts once rather than twice as `String.length` would.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** The 'please fill in {label}' message of SPEC §5, e.g. 请填写地址. */
export function fillInMessage(label: string): string {
  return formatMessage(MESSAGES.pleaseFillIn, label);
}

/** Invisible format characters (zero-width spaces and joiners, BOM, direction marks). */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/** With the u flag a surrogate matches only alone: half of a character, which no text can store. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether text shows anything once trimmed: invisible format characters alone do not. */
export function hasVisibleText(value: string): boolean {
  return value.replace(FORMAT_CHARACTERS, '').trim() !== '';
}

/**
 * A required single-line text field: trimmed (spaces or zero-width characters alone do not fill a
 * field), non-empty with 请填写{label}, whole characters only (a lone surrogate is refused rather
 * than stored as a replacement character), and at most `max` characters (default 100).
 */
export function requiredTextSchema(label: string, max: number = TEXT_MAX_LENGTH) {
  return (
    z
      .string({ error: fillInMessage(label) })
      .trim()
      .min(1, fillInMessage(label))
      // '' is min's to refuse: one message per empty field, not two.
      .refine((value) => value === '' || hasVisibleText(value), fillInMessage(label))
      .refine((value) => !LONE_SURROGATE.test(value), formatMessage(MESSAGES.textMalformed, label))
      .refine((value) => textLength(value) <= max, formatMessage(MESSAGES.textTooLong, label, max))
  );
}

const TAG_EXCEPT_IMG = /<(?!img[\s/>])[^>]*>/gi;
const BLANK_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;

/**
 * What is left of rich-text HTML once every tag except `<img>` is removed and whitespace (including
 * the non-breaking spaces editors insert for empty paragraphs) is trimmed. An image alone is content.
 */
export function richTextContent(html: string): string {
  return html.replace(TAG_EXCEPT_IMG, '').replace(BLANK_ENTITY, ' ').trim();
}

/** Whether rich text counts as filled in (SPEC §5); `<p><br></p>` does not. */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return html != null && richTextContent(html) !== '';
}

/** A required rich-text field; message 请输入内容. */
export const richTextSchema = z
  .string({ error: MESSAGES.contentRequired })
  .refine(hasRichTextContent, MESSAGES.contentRequired);
