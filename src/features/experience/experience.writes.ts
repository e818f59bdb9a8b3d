/**
 * The Guest Experience screen's writes (issue 19: screens take `data` and `writes`), in their own module
 * so the screen and its lazily loaded dialogs both read the type without importing each other (issue 35:
 * no import circles). Each rejects with the server's error. An edit (`editRow`, one command kind per
 * table) queues offline and is conditional on the version seen (issue 33: `{ theirs }` when the row
 * changed meanwhile, nothing written).
 */
import type * as Queued from '../../lib/offline/queued-writes';
import { deleteFeedbackScore, insertFeedbackScore } from '../../lib/supabase/feedback-scores';
import { deleteMessageTemplate, insertMessageTemplate } from '../../lib/supabase/message-templates';
import { deleteReview, insertReview, insertReviewReply } from '../../lib/supabase/reviews';
import { deleteSocialMention, insertSocialMention } from '../../lib/supabase/social-mentions';

export const experienceWrites = {
  replyToReview: insertReviewReply,
  addReview: insertReview,
  addFeedbackScore: insertFeedbackScore,
  addSocialMention: insertSocialMention,
  addMessageTemplate: insertMessageTemplate,
  // Loaded on the first save (the outbox code is not in this route's first download, issue 11).
  editRow: <K extends Parameters<typeof Queued.editExperienceRow>[0]>(
    ...args: Parameters<typeof Queued.editExperienceRow<K>>
  ) => import('../../lib/offline/queued-writes').then((writes) => writes.editExperienceRow<K>(...args)),
  deleteReview,
  deleteFeedbackScore,
  deleteSocialMention,
  deleteMessageTemplate,
};

export type ExperienceWrites = typeof experienceWrites;
