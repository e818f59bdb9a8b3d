import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  counterText,
  lengthProblem,
  NUMBER_RANGES,
  rangeProblem,
  TEXT_LIMITS,
  type TextLimitName,
} from '../../../src/data/field-limits';

/**
 * Issue 18: one source of each limit. The forms' and the outbox's numbers (src/data/field-limits.ts)
 * are the columns' own: this reads the migrations and fails when one drifts.
 */
const migrations = readdirSync('supabase/migrations')
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(join('supabase/migrations', name), 'utf8'))
  .join('\n');

/** Each limit's column, as `<column> text … check (char_length(…<column>…) <= N | between 1 and N)`. */
const columns: Partial<Record<TextLimitName, string>> = {
  dailyNote: 'body',
  bookingName: 'name',
  bookingDescription: 'description',
  paymentReference: 'reference',
  guestName: 'guest_name',
  guestPhone: 'guest_phone',
  guestEmail: 'guest_email',
  lodgeLocation: 'location',
  staffRole: 'role_label',
  staffPhone: 'phone',
  channelUrl: 'url',
  reviewGuestName: 'guest_name',
  reviewSource: 'source',
  feedbackCategory: 'category',
  feedbackText: 'feedback',
  mentionAuthor: 'author',
  mentionCaption: 'caption',
  mentionImageAlt: 'image_alt',
  templateChannel: 'channel',
  fundPurpose: 'purpose',
  fundRecipient: 'recipient',
};

/** The limits the migrations give a column of that name (any table). */
function limitsOf(column: string): number[] {
  const pattern = new RegExp(
    `\\b${column} text[^\\n]*char_length\\((?:btrim\\()?${column}\\)?\\) (?:<= (\\d+)|between \\d+ and (\\d+))`,
    'g',
  );
  return [...migrations.matchAll(pattern)].map((match) => Number(match[1] ?? match[2]));
}

describe('field limits (issue 18)', () => {
  it.each(Object.entries(columns))('%s is its column’s limit in the migrations', (name, column) => {
    expect(limitsOf(column)).toContain(TEXT_LIMITS[name as TextLimitName]);
  });

  it('guests, ratings and scores are within their columns’ checks', () => {
    expect(migrations).toMatch(/guests integer not null check \(guests between 1 and 500\)/);
    expect(NUMBER_RANGES.bookingGuests.max).toBeLessThanOrEqual(500);
    expect(migrations).toMatch(/rating smallint not null check \(rating between 1 and 5\)/);
    expect(migrations).toMatch(/score integer not null check \(score between 0 and 100\)/);
  });

  it('counts with the thousands separator; names what is too long; refuses a number out of range as it is', () => {
    expect(counterText(1940, 2000)).toBe('1,940 / 2,000');
    expect(lengthProblem('x'.repeat(2001), 2000)).toBe('1 character too many (at most 2,000)');
    expect(lengthProblem('x'.repeat(2000), 2000)).toBeNull();
    expect(rangeProblem(999999, NUMBER_RANGES.bookingGuests)).toBe('Between 1 and 50');
    expect(rangeProblem('4.5', NUMBER_RANGES.bookingGuests)).toBe('Between 1 and 50');
    expect(rangeProblem('', NUMBER_RANGES.bookingGuests)).toBe('Between 1 and 50');
    expect(rangeProblem(' 12 ', NUMBER_RANGES.bookingGuests)).toBeNull();
  });
});
