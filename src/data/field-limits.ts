/**
 * The database's limits on what people type (issue 18 "Nothing typed is lost"), one place for each:
 * the `check (char_length(…) <= N)` and `check (… between A and B)` of `supabase/migrations`. Forms
 * show them as typed (`ui/limited-text.tsx`), and the offline writes are checked against the same
 * numbers before they are queued (`lib/offline/commands.ts` `validate`), so a refusal after the fact
 * never costs what was typed. A test (tests/unit/data/field-limits.test.ts) reads the migrations and
 * fails when a number here drifts from its column.
 */
export const TEXT_LIMITS = {
  /** daily_notes.body */
  dailyNote: 2000,
  /** booking_notes.body */
  bookingNote: 2000,
  /** bookings.name */
  bookingName: 120,
  /** bookings.description */
  bookingDescription: 2000,
  /** payments.reference */
  paymentReference: 120,
  /** booking_contacts.guest_name */
  guestName: 120,
  /** booking_contacts.guest_phone */
  guestPhone: 40,
  /** booking_contacts.guest_email */
  guestEmail: 254,
  /** lodges.name, lodges.location */
  lodgeName: 120,
  lodgeLocation: 120,
  /** lodges.reception_name, reception_phone */
  receptionName: 120,
  receptionPhone: 40,
  /** staff_members.name, role_label, phone */
  staffName: 120,
  staffRole: 60,
  staffPhone: 40,
  /** products.name, description, image */
  productName: 120,
  productDescription: 2000,
  productImage: 2048,
  /** distribution_channels.name, url, note */
  channelName: 120,
  channelUrl: 2048,
  channelNote: 1000,
  /** reviews.guest_name, body, source; review_replies.body */
  reviewGuestName: 120,
  reviewBody: 5000,
  reviewSource: 60,
  reviewReply: 5000,
  /** feedback_scores.category, feedback */
  feedbackCategory: 80,
  feedbackText: 500,
  /** social_mentions.author, caption, image_alt */
  mentionAuthor: 120,
  mentionCaption: 500,
  mentionImageAlt: 300,
  /** social_mentions.image (a link, 1–2000) */
  mentionImage: 2000,
  /** message_templates.title, channel, body */
  templateTitle: 120,
  templateChannel: 60,
  templateBody: 2000,
  /** community_fund_entries.purpose, recipient, note */
  fundPurpose: 200,
  fundRecipient: 200,
  fundNote: 1000,
  /** profiles.username (3–24, profiles_username_format) */
  username: 24,
} as const;

/** A field with a text limit. */
export type TextLimitName = keyof typeof TEXT_LIMITS;

/** An inclusive range of whole numbers a column accepts. */
export interface NumberRange {
  min: number;
  max: number;
}

/**
 * The ranges of the numbers people type. `bookingGuests` is the app's rule (the front desk's
 * 1–50; the column allows 1–500), so the form and the outbox refuse the same numbers.
 */
export const NUMBER_RANGES = {
  bookingGuests: { min: 1, max: 50 },
  /** reviews.rating */
  reviewRating: { min: 1, max: 5 },
  /** feedback_scores.score (percent) */
  feedbackScore: { min: 0, max: 100 },
  /** social_mentions.likes, comments (no upper bound in the column; a sane one here) */
  mentionCount: { min: 0, max: 10_000_000 },
} as const satisfies Record<string, NumberRange>;

/** "1,940 / 2,000": a length against its limit, with the thousands separator. */
export function counterText(length: number, limit: number): string {
  return `${length.toLocaleString('en')} / ${limit.toLocaleString('en')}`;
}

/** The problem with `text` against `limit` ("1,000 characters too many"), or null when it fits. */
export function lengthProblem(text: string, limit: number): string | null {
  const over = text.length - limit;
  if (over <= 0) return null;
  return `${over.toLocaleString('en')} ${over === 1 ? 'character' : 'characters'} too many (at most ${limit.toLocaleString('en')})`;
}

/** "Between 1 and 50": the words for a range. */
export function rangeText({ min, max }: NumberRange): string {
  return `Between ${min.toLocaleString('en')} and ${max.toLocaleString('en')}`;
}

/**
 * The problem with a typed number (a whole number within `range`), or null when it is one. The
 * value is never changed: an out-of-range number is refused with the range shown.
 */
export function rangeProblem(value: number | string, range: NumberRange): string | null {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (String(value).trim() === '' || !Number.isInteger(number) || number < range.min || number > range.max) {
    return rangeText(range);
  }
  return null;
}

/** The inline message for an image URL that is not an https:// link (issue 12). */
export const IMAGE_URL_PROBLEM = 'Enter a full https:// link, like https://example.com/photo.jpg';

/**
 * Null when `value` (trimmed) is blank (the image is optional) or an absolute https:// URL with a
 * host, else the message to show on the field. "not a url" and "http://…" are refused.
 */
export function imageUrlProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' && url.hostname.includes('.') ? null : IMAGE_URL_PROBLEM;
  } catch {
    return IMAGE_URL_PROBLEM;
  }
}
