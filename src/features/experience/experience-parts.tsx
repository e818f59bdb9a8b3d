import type { ReactNode } from 'react';
import { Badge, Button, CopyButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconHeart,
  IconMessageCircle,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  placeholderWarning,
  type FeedbackItem,
  type GuestReview,
  type MessageTemplate,
  type SocialPost,
} from '../../data/experience';

/** "Rated 4 out of 5": the accessible name of a review's stars. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/**
 * A 1-5 rating as five stars (spec §3 "rating (1-5)"). One image to assistive technology, named
 * "Rated N out of 5"; filled stars use a dark orange that keeps 3:1 against white.
 */
export function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={ratingLabel(rating)} wrap="nowrap">
      {Array.from({ length: 5 }, (_, index) =>
        index < rating ? (
          <IconStarFilled key={index} size={18} color="var(--mantine-color-orange-8)" aria-hidden="true" />
        ) : (
          <IconStar key={index} size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
        ),
      )}
    </Group>
  );
}

/** A guest review: name, date, stars, text and whether the lodge has replied; `action` (the reply control) goes last. */
export function ReviewCard({ review, action }: { review: GuestReview; action?: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{review.name}</Text>
            <Text size="sm" c="dimmed">
              {dayjs(review.date).format('MMMM D, YYYY')}
            </Text>
          </div>
          <Badge variant={review.replied ? 'filled' : 'outline'} color={review.replied ? 'lodge' : 'red.9'}>
            {review.replied ? 'Replied' : 'Awaiting reply'}
          </Badge>
        </Group>
        <Stars rating={review.rating} />
        <Text size="sm">{review.text}</Text>
        {review.reply ? (
          <Paper
            radius="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            aria-label="Your reply"
            role="group"
          >
            <Text size="xs" fw={700} c="dimmed">
              Your reply
            </Text>
            <Text size="sm">{review.reply}</Text>
          </Paper>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * After a reply is saved (issue 18): the button says what happened and what is left to do — the reply
 * is kept for the team, and copying it lets someone post it on the review site.
 */
export function ReplySaved({ reply }: { reply: string }) {
  return (
    <CopyButton value={reply}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          mih={44}
          onClick={copy}
          styles={{ label: { whiteSpace: 'normal' } }}
          h="auto"
          leftSection={
            copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
          }
        >
          {copied ? 'Reply copied' : 'Reply saved — post it on TripAdvisor'}
        </Button>
      )}
    </CopyButton>
  );
}

/** A social mention: image, caption, author and platform, likes and comments. */
export function SocialPostCard({ post, actions }: { post: SocialPost; actions?: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Image src={post.image} alt={post.imageAlt} h={150} fit="cover" />
      <Stack gap={6} p="md">
        <Text size="sm">{post.caption}</Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {post.author} · {post.platform}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Group gap={4} wrap="nowrap" aria-label={`${post.likes} likes`} role="group">
              <IconHeart size={16} aria-hidden="true" />
              <Text size="sm" aria-hidden="true">
                {post.likes}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" aria-label={`${post.comments} comments`} role="group">
              <IconMessageCircle size={16} aria-hidden="true" />
              <Text size="sm" aria-hidden="true">
                {post.comments}
              </Text>
            </Group>
          </Group>
        </Group>
        {actions}
      </Stack>
    </Paper>
  );
}

/** A template's text with `{lodge}` filled in with the lodge's own name (issue 18). */
export function fillTemplate(text: string, lodgeName: string): string {
  return text.replaceAll('{lodge}', lodgeName);
}

/**
 * A message template with a copy button: a communication tool that works without any account. The
 * `{lodge}` placeholder shows and is copied as the lodge's own name; any other placeholder
 * (`{guide}`) is named on the card, and once copied the button says it still needs filling in
 * (issue 34: never copied as it is without a word).
 */
export function TemplateCard({
  template,
  lodgeName,
  actions,
}: {
  template: MessageTemplate;
  lodgeName: string;
  actions?: ReactNode;
}) {
  const text = fillTemplate(template.text, lodgeName);
  const warning = placeholderWarning(template.text);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{template.title}</Text>
          <Badge variant="outline" color="gray.8">
            {template.channel}
          </Badge>
        </Group>
        <Text size="sm">{text}</Text>
        {warning ? (
          <Text size="sm" fw={700}>
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-orange-8)"
              aria-hidden="true"
              style={{ verticalAlign: '-2px', marginRight: 4 }}
            />
            {warning}
          </Text>
        ) : null}
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="outline"
              size="sm"
              w="fit-content"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
              aria-label={
                copied
                  ? `Copied: ${template.title}${warning ? ' (fill in the placeholders)' : ''}`
                  : `Copy message: ${template.title}`
              }
            >
              {copied ? (warning ? 'Copied — fill in the placeholders' : 'Copied') : 'Copy message'}
            </Button>
          )}
        </CopyButton>
        {actions}
      </Stack>
    </Paper>
  );
}

/** A feedback score by category (spec §3): a labelled progressbar, the percent and the summary. */
export function FeedbackScore({ item, actions }: { item: FeedbackItem; actions?: ReactNode }) {
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{item.category}</Text>
        <Text fw={700}>{item.score}%</Text>
      </Group>
      <Progress value={item.score} aria-label={`${item.category} score`} size="lg" />
      <Text size="sm" c="dimmed">
        {item.feedback}
      </Text>
      {actions}
    </Stack>
  );
}
