import { describe, expect, it } from 'vitest';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewInputSchema,
} from './validation';

const valid = { rating: 4, text: 'Sturdy and plastic-free.' };

function firstMessage(input: unknown): string | undefined {
  const result = reviewInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('reviewInputSchema', () => {
  it('accepts 1 to 5 whole stars, trims the text and makes a blank title none', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewInputSchema.parse({ ...valid, rating, title: '  ' })).toEqual({
        rating,
        title: null,
        text: 'Sturdy and plastic-free.',
      });
    }
    expect(reviewInputSchema.parse({ ...valid, text: '  Sturdy and plastic-free.  ' }).text).toBe(
      'Sturdy and plastic-free.',
    );
  });

  it.each([0, 6, 3.5, -1, '4', null])('refuses %j stars with one sentence', (rating) => {
    expect(firstMessage({ ...valid, rating })).toBe('Please choose a rating from 1 to 5 stars.');
  });

  it('holds the text to 10–2000 characters, counted after trimming', () => {
    expect(firstMessage({ ...valid, text: 'a'.repeat(REVIEW_TEXT_MIN) })).toBeUndefined();
    expect(firstMessage({ ...valid, text: ` ${'a'.repeat(REVIEW_TEXT_MIN - 1)} ` })).toBe(
      'Please write your review (at least 10 characters).',
    );
    expect(firstMessage({ ...valid, text: 'a'.repeat(REVIEW_TEXT_MAX) })).toBeUndefined();
    expect(firstMessage({ ...valid, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) })).toBe(
      'Please keep your review to 2000 characters or fewer.',
    );
    expect(firstMessage({ rating: 4 })).toBe('Please write your review (at least 10 characters).');
  });

  it('holds the title to 120 characters', () => {
    expect(firstMessage({ ...valid, title: 't'.repeat(REVIEW_TITLE_MAX) })).toBeUndefined();
    expect(firstMessage({ ...valid, title: 't'.repeat(REVIEW_TITLE_MAX + 1) })).toBe(
      'Title must be at most 120 characters.',
    );
  });

  it('refuses control characters and HTML tags, but not a "<" in words', () => {
    expect(firstMessage({ ...valid, text: 'Sturdy\u0000 and plastic-free' })).toBe(
      'Review must not contain control characters.',
    );
    for (const markup of [
      '<b>bold</b> claims here',
      'see </p> here ok',
      '<!-- hidden --> text',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(firstMessage({ ...valid, text: markup })).toBe(
        'Review must be plain text, without HTML tags.',
      );
    }
    expect(firstMessage({ ...valid, title: '<i>Wow</i>' })).toBe(
      'Title must be plain text, without HTML tags.',
    );
    for (const words of ['I <3 this bottle', 'price < 500 and > 200', 'a<b but fine text']) {
      expect(firstMessage({ ...valid, text: words })).toBeUndefined();
    }
  });
});
