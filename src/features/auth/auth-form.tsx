import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The card both auth screens share: title, subtitle, fields, an alert for what went wrong (role
 * "alert", so screen readers announce it), the submit button and a footer link.
 */
export function AuthForm(props: {
  title: string;
  subtitle: string;
  problem: string | null;
  problemTitle?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(props.title);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper withBorder shadow="sm" radius="lg" p="lg" mt="md">
      <form onSubmit={submit} noValidate aria-labelledby="auth-form-title">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" id="auth-form-title">
              {props.title}
            </Title>
            <Text c="dimmed" size="sm">
              {props.subtitle}
            </Text>
          </div>
          {props.problem ? (
            <Alert color="red" variant="light" role="alert" title={props.problemTitle}>
              {props.problem}
            </Alert>
          ) : null}
          {props.children}
          <Button type="submit" fullWidth disabled={props.submitting}>
            {props.submitLabel}
          </Button>
          <Text size="sm" ta="center">
            {props.footer}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
