import sunsetImage from '../assets/social-sunset.svg';
import elephantsImage from '../assets/social-elephants.svg';
import fireImage from '../assets/social-campfire.svg';

/** Guest review (spec §3, rows from `reviews` via src/lib/supabase/reviews.ts): name, date, text, rating (1-5), replied. */
export interface GuestReview {
  id: string;
  name: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  text: string;
  /** Whole stars, 1-5. */
  rating: 1 | 2 | 3 | 4 | 5;
  replied: boolean;
  /** The lodge's saved reply, shown under the review (issue 18); null/absent when none. */
  reply?: string | null;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}

/** Feedback item (spec §3): category, score (percent), feedback; rows of `feedback_scores`. */
export interface FeedbackItem {
  id: string;
  category: string;
  /** Percent, 0-100. */
  score: number;
  feedback: string;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}

/**
 * Social post (spec §3): image, likes, comments; rows of `social_mentions`, which add who posted, where
 * and a caption, plus the image's alt text. `image` is a URL ({@link socialImageSrc}).
 */
export interface SocialPost {
  id: string;
  image: string;
  imageAlt: string;
  likes: number;
  comments: number;
  author: string;
  platform: 'Instagram' | 'Facebook' | 'TripAdvisor';
  caption: string;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}

/** A ready-made message staff can copy into WhatsApp, SMS or email (the "communication tools"); rows of `message_templates`. */
export interface MessageTemplate {
  id: string;
  title: string;
  channel: string;
  text: string;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}

/** Illustrations bundled with the app, by the file name a `social_mentions.image` may hold. */
const bundledSocialImages: Readonly<Record<string, string>> = {
  'social-sunset.svg': sunsetImage,
  'social-elephants.svg': elephantsImage,
  'social-campfire.svg': fireImage,
};

/**
 * The image for a social mention's `image` value: a bundled illustration's file name (the sample
 * lodge's, e.g. "social-sunset.svg"), else the value as is (an https URL).
 */
export function socialImageSrc(image: string): string {
  return bundledSocialImages[image] ?? image;
}

/** Everything the Guest Experience screen shows (its route loader's data). */
export interface GuestExperience {
  /** The lodge's ready-made messages, in their order. */
  templates: MessageTemplate[];
  /** Posts that mention the lodge, newest first. */
  socialPosts: SocialPost[];
  reviews: GuestReview[];
  /** Scores by category, in their order. */
  feedback: FeedbackItem[];
}

/**
 * The placeholders in a template's text that the app does not fill in (issue 34: only `{lodge}` is
 * filled, with the lodge's name): `{guide}`, `{date}`… once each, in the order they appear.
 */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(/\{[^{}\s]{1,40}\}/g)].map((match) => match[0]);
  return [...new Set(found.filter((placeholder) => placeholder !== '{lodge}'))];
}

/**
 * The warning for a template with placeholders the app does not fill in, or null without any:
 * "{guide} is not filled in for you (only {lodge} is): replace it before sending."
 */
export function placeholderWarning(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  const names =
    unknown.length === 1 ? unknown[0]! : `${unknown.slice(0, -1).join(', ')} and ${unknown.at(-1)!}`;
  const verb = unknown.length === 1 ? 'is' : 'are';
  const pronoun = unknown.length === 1 ? 'it' : 'them';
  return `${names} ${verb} not filled in for you (only {lodge} is): replace ${pronoun} before sending.`;
}
