import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
import { experienceWrites, type ExperienceWrites } from './experience.writes';
import { useLodgeToday } from '../../ui/use-today';
import type { ExperienceKind, ExperienceTarget } from './experience-dialogs';
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

/**
 * A titled section of the screen whose items form a list, with its Add button (`onAdd`, owners and
 * managers: issue 34, every list has its Add) beside the title.
 */
function Section({
  id,
  title,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {onAdd ? (
          <Button
            variant="light"
            size="sm"
            mih={44}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={onAdd}
            aria-haspopup="dialog"
          >
            {addLabel}
          </Button>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * An empty list's words (issue 34: never a dead end): what is missing, and who adds it — the Add
 * button beside the title for owners and managers, else who to ask.
 */
function Empty({
  none,
  addLabel,
  mayAdd,
  what,
}: {
  none: string;
  addLabel: string;
  mayAdd: boolean;
  what: string;
}) {
  return (
    <Text role="status">
      {none} {mayAdd ? `Tap ${addLabel} to keep the first.` : `Owners and managers add ${what}.`}
    </Text>
  );
}

/**
 * Guest Experience (/experience, spec §2): communication tools, social mentions (image, likes,
 * comments), reviews (name, date, text, 1-5 stars, replied) and feedback scores 92, 86 and 90 % by
 * category (spec §9), all the lodge's own rows (`message_templates`, `social_mentions`, `reviews`,
 * `feedback_scores`: the route loader; a new sample lodge starts with the spec's). Owners and managers
 * (RLS "Owners and managers reply to reviews") get Reply on reviews awaiting a reply, and a kept
 * reply shows the review as Replied at once. Owners and managers also edit and delete reviews, feedback
 * scores, social mentions and message templates (issue 18; RLS allows no one else): Edit opens the
 * row's form with the database's limits, Delete asks first. Every list has its Add (issue 34: "No
 * guest reviews yet" was a dead end), for the same owners and managers (RLS "Owners and managers add
 * …"); to everyone else an empty list says who adds to it. A template with placeholders the app does
 * not fill in (`{guide}`) warns on its card, when copied and as it is typed.
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
  const [adding, setAdding] = useState<ExperienceKind | null>(null);
  const today = useLodgeToday(lodge.timezone);
  const addOf = (kind: ExperienceKind) => (mayEdit ? () => setAdding(kind) : null);
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
      <Section
        id="experience-tools"
        title="Communication Tools"
        addLabel="Add template"
        onAdd={addOf('template')}
      >
        {templates.length > 0 ? (
          <Stack component="ul" gap="sm" style={listStyle}>
            {templates.map((row) => (
              <TemplateCard key={row.id} template={row} lodgeName={lodge.name} actions={template(row)} />
            ))}
          </Stack>
        ) : (
          <Empty none="No message templates yet." addLabel="Add template" mayAdd={mayEdit} what="templates" />
        )}
      </Section>
      <Section id="experience-social" title="Social Mentions" addLabel="Add mention" onAdd={addOf('mention')}>
        {socialPosts.length > 0 ? (
          <Stack component="ul" gap="sm" style={listStyle}>
            {socialPosts.map((post) => (
              <SocialPostCard key={post.id} post={post} actions={mention(post)} />
            ))}
          </Stack>
        ) : (
          <Empty none="No social mentions yet." addLabel="Add mention" mayAdd={mayEdit} what="mentions" />
        )}
      </Section>
      <Section id="experience-reviews" title="Guest Reviews" addLabel="Add review" onAdd={addOf('review')}>
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
          <Empty none="No guest reviews yet." addLabel="Add review" mayAdd={mayEdit} what="reviews" />
        )}
      </Section>
      <Section
        id="experience-feedback"
        title="Feedback Scores"
        addLabel="Add score"
        onAdd={addOf('feedback')}
      >
        {feedback.length > 0 ? (
          <Paper withBorder radius="md" p="md">
            <Stack component="ul" gap="md" style={listStyle}>
              {feedback.map((item) => (
                <FeedbackScore key={item.id} item={item} actions={score(item)} />
              ))}
            </Stack>
          </Paper>
        ) : (
          <Empty none="No feedback scores yet." addLabel="Add score" mayAdd={mayEdit} what="scores" />
        )}
      </Section>
      {editing || deleting || adding ? (
        <ExperienceDialogs
          lodgeId={lodge.lodgeId}
          today={today}
          writes={writes}
          adding={adding}
          editing={editing}
          deleting={deleting}
          onClose={() => {
            setEditing(null);
            setDeleting(null);
            setAdding(null);
          }}
          onDone={() => void router.invalidate()}
        />
      ) : null}
    </Page>
  );
}
