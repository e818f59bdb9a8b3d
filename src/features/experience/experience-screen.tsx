import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { messageTemplates, sampleFeedback, sampleReviews, sampleSocialPosts } from '../../data/experience';
import { Page } from '../../ui/page';
import { FeedbackScore, ReviewCard, SocialPostCard, TemplateCard } from './experience-parts';

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

/**
 * Guest Experience (/experience, spec §2): communication tools, social mentions (image, likes,
 * comments), reviews (name, date, text, 1-5 stars, replied) and feedback scores 92, 86 and 90 % by
 * category (spec §9).
 */
export function ExperienceScreen() {
  return (
    <Page title="Guest Experience" description="What guests say, and how we answer">
      <Section id="experience-tools" title="Communication Tools">
        <Stack component="ul" gap="sm" style={listStyle}>
          {messageTemplates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </Stack>
      </Section>
      <Section id="experience-social" title="Social Mentions">
        <Stack component="ul" gap="sm" style={listStyle}>
          {sampleSocialPosts.map((post) => (
            <SocialPostCard key={post.id} post={post} />
          ))}
        </Stack>
      </Section>
      <Section id="experience-reviews" title="Guest Reviews">
        <Stack component="ul" gap="sm" style={listStyle}>
          {sampleReviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Stack>
      </Section>
      <Section id="experience-feedback" title="Feedback Scores">
        <Paper withBorder radius="md" p="md">
          <Stack component="ul" gap="md" style={listStyle}>
            {sampleFeedback.map((item) => (
              <FeedbackScore key={item.category} item={item} />
            ))}
          </Stack>
        </Paper>
      </Section>
    </Page>
  );
}
