/**
 * The Guest Experience screen's writes (issue 19: screens take `data` and `writes`), in their own module
 * so the screen and its lazily loaded dialogs both read the type without importing each other (issue 35:
 * no import circles). Each rejects with the server's error.
 */
import {
  deleteFeedbackScore,
  insertFeedbackScore,
  updateFeedbackScore,
} from '../../lib/supabase/feedback-scores';
import {
  deleteMessageTemplate,
  insertMessageTemplate,
  updateMessageTemplate,
} from '../../lib/supabase/message-templates';
import { deleteReview, insertReview, insertReviewReply, updateReview } from '../../lib/supabase/reviews';
import {
  deleteSocialMention,
  insertSocialMention,
  updateSocialMention,
} from '../../lib/supabase/social-mentions';

export const experienceWrites = {
  replyToReview: insertReviewReply,
  addReview: insertReview,
  addFeedbackScore: insertFeedbackScore,
  addSocialMention: insertSocialMention,
  addMessageTemplate: insertMessageTemplate,
  updateReview,
  deleteReview,
  updateFeedbackScore,
  deleteFeedbackScore,
  updateSocialMention,
  deleteSocialMention,
  updateMessageTemplate,
  deleteMessageTemplate,
};

export type ExperienceWrites = typeof experienceWrites;
