import type { ReactNode } from 'react';
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
      {children}
    </Stack>
  );
}
