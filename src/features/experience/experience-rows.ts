import { imageUrlProblem, NUMBER_RANGES, TEXT_LIMITS } from '../../data/field-limits';
import {
  placeholderWarning,
  type FeedbackItem,
  type GuestReview,
  type MessageTemplate,
  type SocialPost,
} from '../../data/experience';
import type { Draft, EditField } from './experience-edit';

/**
 * How each Guest Experience row is edited (issue 18: owners and managers edit and delete reviews,
 * feedback scores, social mentions and message templates) and added (issue 34: every list has its
 * Add): its form's fields with the database's limits, the draft a row opens with (a new one's is
 * blank), and the changes a checked draft saves. One entry per kind.
 */

const platforms = ['Instagram', 'Facebook', 'TripAdvisor'] as const;
const ratings = ['1', '2', '3', '4', '5'] as const;

export const reviewFields = [
  { key: 'name', label: 'Guest name', type: 'text', limit: TEXT_LIMITS.reviewGuestName, required: true },
  { key: 'date', label: 'Date', type: 'date', required: true },
  { key: 'rating', label: 'Rating (stars)', type: 'select', options: ratings, required: true },
  { key: 'text', label: 'Review', type: 'textarea', limit: TEXT_LIMITS.reviewBody },
] as const satisfies readonly EditField<string>[];

export const reviewDraft = (review: GuestReview): Draft<'name' | 'date' | 'rating' | 'text'> => ({
  name: review.name,
  date: review.date,
  rating: String(review.rating),
  text: review.text,
});

/** The review's changes from a checked draft (the rating is one of the five choices). */
export const reviewChanges = (draft: Draft<'name' | 'date' | 'rating' | 'text'>) => ({
  name: draft.name,
  date: draft.date,
  text: draft.text,
  rating: ([1, 2, 3, 4, 5] as const).find((stars) => String(stars) === draft.rating) ?? 5,
});

/** A new review's draft: today's date (the lodge's, `today`), five stars, nothing else. */
export const blankReview = (today: string): Draft<'name' | 'date' | 'rating' | 'text'> => ({
  name: '',
  date: today,
  rating: '5',
  text: '',
});

export const feedbackFields = [
  { key: 'category', label: 'Category', type: 'text', limit: TEXT_LIMITS.feedbackCategory, required: true },
  { key: 'score', label: 'Score (%)', type: 'number', range: NUMBER_RANGES.feedbackScore, required: true },
  { key: 'feedback', label: 'What guests say', type: 'textarea', limit: TEXT_LIMITS.feedbackText },
] as const satisfies readonly EditField<string>[];

export const feedbackDraft = (item: FeedbackItem): Draft<'category' | 'score' | 'feedback'> => ({
  category: item.category,
  score: String(item.score),
  feedback: item.feedback,
});

export const feedbackChanges = (draft: Draft<'category' | 'score' | 'feedback'>) => ({
  category: draft.category,
  score: Number(draft.score.trim()),
  feedback: draft.feedback,
});

export const blankFeedback = (): Draft<'category' | 'score' | 'feedback'> => ({
  category: '',
  score: '',
  feedback: '',
});

export const mentionFields = [
  { key: 'author', label: 'Posted by', type: 'text', limit: TEXT_LIMITS.mentionAuthor, required: true },
  { key: 'platform', label: 'Where', type: 'select', options: platforms, required: true },
  { key: 'caption', label: 'Caption', type: 'textarea', limit: TEXT_LIMITS.mentionCaption },
  { key: 'likes', label: 'Likes', type: 'number', range: NUMBER_RANGES.mentionCount, required: true },
  { key: 'comments', label: 'Comments', type: 'number', range: NUMBER_RANGES.mentionCount, required: true },
  {
    key: 'imageAlt',
    label: 'Picture description',
    type: 'text',
    limit: TEXT_LIMITS.mentionImageAlt,
    required: true,
  },
] as const satisfies readonly EditField<string>[];

type MentionKey = (typeof mentionFields)[number]['key'];

/** A new mention's fields: the edit's, with the picture's link (a mention keeps its picture after). */
export const newMentionFields = [
  ...mentionFields.slice(0, 5),
  {
    key: 'image',
    label: 'Picture link',
    description: 'An https:// link to the post’s picture',
    type: 'text',
    limit: TEXT_LIMITS.mentionImage,
    required: true,
    check: imageUrlProblem,
  },
  mentionFields[5],
] as const satisfies readonly EditField<string>[];

type NewMentionKey = (typeof newMentionFields)[number]['key'];

export const blankMention = (): Draft<NewMentionKey> => ({
  author: '',
  platform: 'Instagram',
  caption: '',
  likes: '0',
  comments: '0',
  image: '',
  imageAlt: '',
});

export const mentionDraft = (post: SocialPost): Draft<MentionKey> => ({
  author: post.author,
  platform: post.platform,
  caption: post.caption,
  likes: String(post.likes),
  comments: String(post.comments),
  imageAlt: post.imageAlt,
});

export const mentionChanges = (draft: Draft<MentionKey>) => ({
  author: draft.author,
  platform: platforms.find((platform) => platform === draft.platform) ?? 'Instagram',
  caption: draft.caption,
  likes: Number(draft.likes.trim()),
  comments: Number(draft.comments.trim()),
  imageAlt: draft.imageAlt,
});

/** A new mention from a checked draft: the edit's changes and the picture's link. */
export const newMentionOf = (draft: Draft<NewMentionKey>) => ({
  ...mentionChanges(draft),
  image: draft.image.trim(),
});

export const templateFields = [
  { key: 'title', label: 'Title', type: 'text', limit: TEXT_LIMITS.templateTitle, required: true },
  { key: 'channel', label: 'Channel', type: 'text', limit: TEXT_LIMITS.templateChannel, required: true },
  {
    key: 'text',
    label: 'Message ({lodge} becomes the lodge’s name)',
    type: 'textarea',
    limit: TEXT_LIMITS.templateBody,
    required: true,
    // Issue 34: `{guide}` is not filled in by the app; say so as it is typed (saving is still allowed).
    warn: placeholderWarning,
  },
] as const satisfies readonly EditField<string>[];

export const templateDraft = (template: MessageTemplate): Draft<'title' | 'channel' | 'text'> => ({
  title: template.title,
  channel: template.channel,
  text: template.text,
});

export const templateChanges = (draft: Draft<'title' | 'channel' | 'text'>) => ({ ...draft });

export const blankTemplate = (): Draft<'title' | 'channel' | 'text'> => ({
  title: '',
  channel: 'WhatsApp',
  text: '',
});
