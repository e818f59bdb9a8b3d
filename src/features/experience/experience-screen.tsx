import { useState, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { can } from '../../data/lodge-roles';
import type {
  FeedbackItem,
  GuestExperience,
  GuestReview,
  MessageTemplate,
  SocialPost,
} from '../../data/experience';
import { deleteFeedbackScore, updateFeedbackScore } from '../../lib/supabase/feedback-scores';
import { deleteMessageTemplate, updateMessageTemplate } from '../../lib/supabase/message-templates';
import { deleteReview, insertReviewReply, updateReview } from '../../lib/supabase/reviews';
import { deleteSocialMention, updateSocialMention } from '../../lib/supabase/social-mentions';
import type { ExperienceTarget } from './experience-dialogs';
import { RowActions } from '../../ui/row-actions';
import { showNotification } from '../../ui/notify';
import { ReviewReply } from './review-reply';
import { Page } from '../../ui/page';
import { FeedbackScore, ReplySaved, ReviewCard, SocialPostCard, TemplateCard } from './experience-parts';
import { lazyPiece, drawnWhileAskedFor } from '../../ui/lazy-piece';

// The Edit and Delete dialogs load when one is first opened (only owners and managers ever open them;
// the screen's download stays within its 50 KiB budget, issue 11).
const ExperienceDialogs = lazyPiece(
  () => import('./experience-dialogs').then((module) => module.ExperienceDialogs),
  { asked: drawnWhileAskedFor },
);

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A titled section of the screen whose items form a list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The Guest Experience screen's writes, swappable in tests; each rejects with the server's error. */
export const experienceWrites = {
  replyToReview: insertReviewReply,
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

/**
 * Guest Experience (/experience, spec §2): communication tools, social mentions (image, likes,
 * comments), reviews (name, date, text, 1-5 stars, replied) and feedback scores 92, 86 and 90 % by
 * category (spec §9), all the lodge's own rows (`message_templates`, `social_mentions`, `reviews`,
 * `feedback_scores`: the route loader; a new sample lodge starts with the spec's). Owners and managers
 * (RLS "Owners and managers reply to reviews") get Reply on reviews awaiting a reply, and a kept
 * reply shows the review as Replied at once. Owners and managers also edit and delete reviews, feedback
 * scores, social mentions and message templates (issue 18; RLS allows no one else): Edit opens the
 * row's form with the database's limits, Delete asks first.
 */
export function ExperienceScreen({
  data: experience,
  lodge,
  writes = experienceWrites,
}: {
  /** The route loader's rows (issue 19: screens take `data` and `writes`). */
  data: GuestExperience;
  lodge: LodgeMembership;
  writes?: ExperienceWrites;
}) {
  const router = useRouter();
  const { templates, socialPosts, reviews, feedback } = experience;
  // Reviews replied to on this screen, shown as Replied before the loader reloads.
  const [repliedHere, setRepliedHere] = useState<ReadonlyMap<string, string>>(new Map());
  const mayReply = can(lodge.role, 'replyToReviews');
  // The same owners and managers RLS lets change these rows.
  const mayEdit = can(lodge.role, 'manageGuestExperience');
  const [editing, setEditing] = useState<ExperienceTarget | null>(null);
  const [deleting, setDeleting] = useState<ExperienceTarget | null>(null);
  const actions = (target: ExperienceTarget, name: string) =>
    mayEdit ? (
      <RowActions
        name={name}
        icons
        size="sm"
        gap="xs"
        onEdit={() => setEditing(target)}
        onDelete={() => setDeleting(target)}
      />
    ) : null;
  const review = (row: GuestReview) => actions({ kind: 'review', row }, `review by ${row.name}`);
  const score = (row: FeedbackItem) => actions({ kind: 'feedback', row }, `score: ${row.category}`);
  const mention = (row: SocialPost) => actions({ kind: 'mention', row }, `mention by ${row.author}`);
  const template = (row: MessageTemplate) => actions({ kind: 'template', row }, `template: ${row.title}`);
  const reply = async (reviewId: string, body: string) => {
    await writes.replyToReview(lodge.lodgeId, reviewId, body);
    setRepliedHere((replies) => new Map(replies).set(reviewId, body.trim()));
    // Saved for the team; the guest sees it only once someone posts it on the review site (issue 18).
    showNotification({ tone: 'success', title: 'Reply saved — post it on TripAdvisor' });
    void router.invalidate();
  };
  return (
    <Page title="Guest Experience" description="What guests say, and how we answer">
      <Section id="experience-tools" title="Communication Tools">
        {templates.length > 0 ? (
          <Stack component="ul" gap="sm" style={listStyle}>
            {templates.map((row) => (
              <TemplateCard key={row.id} template={row} lodgeName={lodge.name} actions={template(row)} />
            ))}
          </Stack>
        ) : (
          <Text role="status">No message templates yet.</Text>
        )}
      </Section>
      <Section id="experience-social" title="Social Mentions">
        {socialPosts.length > 0 ? (
          <Stack component="ul" gap="sm" style={listStyle}>
            {socialPosts.map((post) => (
              <SocialPostCard key={post.id} post={post} actions={mention(post)} />
            ))}
          </Stack>
        ) : (
          <Text role="status">No social mentions yet.</Text>
        )}
      </Section>
      <Section id="experience-reviews" title="Guest Reviews">
        {reviews.length > 0 ? (
          <Stack component="ul" gap="sm" style={listStyle}>
            {reviews.map((listed) => {
              const savedHere = repliedHere.get(listed.id);
              const shown = savedHere !== undefined ? { ...listed, replied: true, reply: savedHere } : listed;
              return (
                <ReviewCard
                  key={shown.id}
                  review={shown}
                  action={
                    <>
                      {mayReply && !shown.replied ? (
                        <ReviewReply guestName={shown.name} onReply={(body) => reply(shown.id, body)} />
                      ) : savedHere !== undefined ? (
                        <ReplySaved reply={savedHere} />
                      ) : null}
                      {review(listed)}
                    </>
                  }
                />
              );
            })}
          </Stack>
        ) : (
          <Text role="status">No guest reviews yet.</Text>
        )}
      </Section>
      <Section id="experience-feedback" title="Feedback Scores">
        {feedback.length > 0 ? (
          <Paper withBorder radius="md" p="md">
            <Stack component="ul" gap="md" style={listStyle}>
              {feedback.map((item) => (
                <FeedbackScore key={item.id} item={item} actions={score(item)} />
              ))}
            </Stack>
          </Paper>
        ) : (
          <Text role="status">No feedback scores yet.</Text>
        )}
      </Section>
      {editing || deleting ? (
        <ExperienceDialogs
          lodgeId={lodge.lodgeId}
          writes={writes}
          editing={editing}
          deleting={deleting}
          onClose={() => {
            setEditing(null);
            setDeleting(null);
          }}
          onDone={() => void router.invalidate()}
        />
      ) : null}
    </Page>
  );
}
