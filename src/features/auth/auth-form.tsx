import { useEffectEvent, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { markLive, takeEarlyInput, type TakenInput } from '../../lib/prerender/early-input';
import { useDocumentTitle } from '../../ui/use-document-title';

/**
 * The card the auth screens share: title, subtitle, fields, an alert for what went wrong (role
 * "alert", so screen readers announce it), the submit button and a footer link. The page is
 * prerendered (issue 22): `onEarlyInput` receives, once the screen runs, what was typed into its named
 * fields before the app took the page over and whether **Submit** was pressed meanwhile. With no
 * JavaScript at all the form posts (never a GET: the password would land in the address).
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
  onEarlyInput?: (input: TakenInput) => void;
}) {
  useDocumentTitle(props.title);
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useEffectEvent((input: TakenInput) => props.onEarlyInput?.(input));
  // In the commit that hydrates the form, not after the next paint: from then on React handles it.
  useLayoutEffect(() => {
    if (!form.current) return;
    const input = takeEarlyInput(form.current);
    markLive(form.current);
    performance.mark('app:form-live'); // for `npm run bench:web -- --waterfall`
    if (input.submitted || input.values.size > 0) takeOver(input);
    const { focus } = input;
    if (focus) {
      // The person was typing in the form this one replaces: same field, same caret, once the text
      // taken over above is in it (React applies it right after this effect).
      queueMicrotask(() => {
        const field = form.current?.elements.namedItem(focus.name);
        if (!(field instanceof HTMLInputElement)) return;
        field.focus();
        if (focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
      });
    }
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper withBorder shadow="sm" radius="lg" p="lg" mt="md">
      <form
        ref={form}
        method="post"
        data-early-input=""
        onSubmit={submit}
        noValidate
        aria-labelledby="auth-form-title"
      >
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
