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
}

/** Feedback item (spec §3): category, score (percent), feedback. */
export interface FeedbackItem {
  category: string;
  /** Percent, 0-100. */
  score: number;
  feedback: string;
}

/**
 * Social post (spec §3): image, likes, comments. The sample adds who posted, where and a caption, plus
 * the image's alt text. Images are bundled illustrations.
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
}

/** A ready-made message staff can copy into WhatsApp, SMS or email (the "communication tools"). */
export interface MessageTemplate {
  id: string;
  title: string;
  channel: string;
  text: string;
}

/** Feedback scores by category: 92, 86 and 90 percent (spec §9). */
export const sampleFeedback: readonly FeedbackItem[] = [
  {
    category: 'Guiding & Activities',
    score: 92,
    feedback: 'Guests love the guides’ knowledge of birds and plants.',
  },
  {
    category: 'Accommodation',
    score: 86,
    feedback: 'Tents are praised; hot water in the evening is the most common wish.',
  },
  {
    category: 'Food & Dining',
    score: 90,
    feedback: 'Dinners by the fire and local dishes are often mentioned.',
  },
];

/** Recent posts that mention the lodge. */
export const sampleSocialPosts: readonly SocialPost[] = [
  {
    id: 'sp-1',
    image: sunsetImage,
    imageAlt: 'Illustration: sunset over the delta with a mokoro on the water',
    likes: 248,
    comments: 31,
    author: '@wanderlust.anna',
    platform: 'Instagram',
    caption: 'Last light on the Boro channel. No engines, just paddles.',
  },
  {
    id: 'sp-2',
    image: elephantsImage,
    imageAlt: 'Illustration: two elephants crossing a shallow channel',
    likes: 512,
    comments: 64,
    author: 'Okafor Family Travels',
    platform: 'Facebook',
    caption: 'Elephants crossed right in front of our mokoro!',
  },
  {
    id: 'sp-3',
    image: fireImage,
    imageAlt: 'Illustration: guests sitting around a campfire under the stars',
    likes: 97,
    comments: 12,
    author: 'C. Martin',
    platform: 'TripAdvisor',
    caption: 'Stories by the fire with the village choir.',
  },
];

/** Message templates shown as communication tools. */
export const messageTemplates: readonly MessageTemplate[] = [
  {
    id: 'mt-welcome',
    title: 'Welcome message',
    channel: 'WhatsApp',
    text: 'Dumelang! Welcome to Boro River Community Lodge. Our boat will meet you at the Boro station. Reply here any time if you need us.',
  },
  {
    id: 'mt-thanks',
    title: 'Thank-you after check-out',
    channel: 'Email',
    text: 'Thank you for staying with us. Every stay supports our community fund. We would love to hear about your visit in a short review.',
  },
  {
    id: 'mt-review-reply',
    title: 'Reply to a review',
    channel: 'Review sites',
    text: 'Thank you for your kind words. We shared them with the whole team, and we hope to welcome you back to the delta.',
  },
];
