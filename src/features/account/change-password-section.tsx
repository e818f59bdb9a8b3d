import { useState, type FormEvent } from 'react';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { newPasswordFieldProblem, newPasswordHint } from '../../data/password-rules';
import { changePassword } from '../../lib/supabase/auth';
import { errorCode, problemSentence } from '../../lib/supabase/errors';
import { showNotification } from '../../ui/notify';
import { useSubmit } from '../../ui/use-submit';

/** Which field a refusal belongs on; anything else is said under the button. */
type Field = 'current' | 'next' | 'confirm' | 'form';

/** GoTrue's refusal codes that concern one field (the sentence itself comes from the error catalogue). */
const fieldOfCode: Readonly<Record<string, Field>> = {
  current_password_required: 'current',
  current_password_invalid: 'current',
  same_password: 'next',
  weak_password: 'next',
};

/** Where the form's problem shows and what it says. */
interface Problem {
  field: Field;
  sentence: string;
}

/**
 * "Change password" on /account (issue 34): Current password, New password, Confirm new password and
 * a Change password button. The spec's rules for a new password are checked first (both new fields,
 * equal, at least 6 characters: "Password must be at least 6 characters long"), then the current one
 * must be typed and differ from the new one. The server (GoTrue `PUT /user` with the current password)
 * answers the rest; its refusal is said in plain words from the error catalogue (area `password`) on
 * the field it concerns: a wrong current password, the same password, too short, a session too old to
 * change it without signing in again, offline. What was typed stays after any failure; a change
 * clears the form and says "Your password was changed". `change` lets tests answer for the server.
 */
export function ChangePasswordSection({
  change = changePassword,
}: {
  change?: (currentPassword: string, newPassword: string) => Promise<void>;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  // What was typed wrong (checked before sending); the server's refusal is the save's problem.
  const [typedProblem, setTypedProblem] = useState<Problem | null>(null);
  const save = useSubmit('password');
  const failedCode = errorCode(save.error);
  const problem: Problem | null =
    typedProblem ??
    (save.problem
      ? { field: (failedCode && fieldOfCode[failedCode]) || 'form', sentence: save.problem }
      : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    save.clear();
    if (current === '') {
      setTypedProblem({ field: 'current', sentence: 'Type your current password.' });
      return;
    }
    const typed = newPasswordFieldProblem(next, confirm);
    if (typed) {
      setTypedProblem(typed);
      return;
    }
    if (next === current) {
      setTypedProblem({ field: 'next', sentence: problemSentence({ code: 'same_password' }, 'password') });
      return;
    }
    setTypedProblem(null);
    await save.run('The password was not changed.', async () => {
      await change(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      showNotification({ tone: 'success', title: 'Your password was changed' });
    });
  };

  const errorOn = (field: Field) => (problem?.field === field ? problem.sentence : null);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="change-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
        <Stack gap="sm">
          <Title order={2} size="h4" id="change-password-title">
            Change password
          </Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errorOn('current')}
          />
          <PasswordInput
            label="New password"
            description={newPasswordHint}
            autoComplete="new-password"
            required
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            error={errorOn('next')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={errorOn('confirm')}
          />
          {problem?.field === 'form' ? (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {problem.sentence}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            Your other phones and browsers are signed out; this one stays signed in.
          </Text>
          <Button type="submit" loading={save.pending}>
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
