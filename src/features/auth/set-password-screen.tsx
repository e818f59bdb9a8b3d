import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { newPasswordProblem } from '../../../machines/register.machine';
import { useAuthActor } from '../../lib/auth/auth-context';
import { AuthForm } from './auth-form';
import { newPasswordHint } from '../../data/password-rules';

/**
 * /auth/set-password (issue 12), reached from the recovery mail's link: new password and confirm, the
 * same rules and messages as registration (spec §5). The auth actor (the session's one owner) saves
 * it; on success it is signed in and the router shows the dashboard. Problems with what was typed
 * show inline; the server's answer is a toast. What was typed stays after a failure.
 */
export function SetPasswordScreen() {
  const auth = useAuthActor();
  const saving = useSelector(auth, (snapshot) => snapshot.matches({ recoveringPassword: 'saving' }));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = newPasswordProblem(password, confirmPassword);
    setProblem(found);
    if (!found) auth.send({ type: 'password.update', password });
  };
  return (
    <AuthForm
      title="Set a new password"
      subtitle="Choose the password you will sign in with"
      problem={problem}
      submitLabel={saving ? 'Saving...' : 'Save new password'}
      submitting={saving}
      onSubmit={submit}
      footer={`${newPasswordHint}.`}
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        disabled={saving}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.currentTarget.value)}
        disabled={saving}
      />
    </AuthForm>
  );
}
