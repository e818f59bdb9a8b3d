import { memo, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from './use-document-title';

/**
 * A screen's frame: one h1 title (what screen readers announce first), an optional line under it, and
 * the content stacked with phone-sized gaps.
 */
export function Page({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <PageHeading title={title} description={description} />
      {children}
    </Stack>
  );
}

/** The title and its line; memoised, so a tap that redraws the screen's content does not redraw them. */
const PageHeading = memo(function PageHeading({
  title,
  description,
}: {
  title: string;
  description?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
    </div>
  );
});
