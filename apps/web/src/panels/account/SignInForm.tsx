import { SessionMessages } from '@indoor/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client';
import { TextField } from '../../components/TextField';
import { signInWithPassword } from '../../session/sessionActions';

interface FormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Local sign-in with username and password; Enter submits. */
export function SignInForm({ onDone, onCancel }: FormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(username.trim(), password);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, SessionMessages.loginFailed));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} data-testid="sign-in-form">
      <TextField
        label="Username"
        name="username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        required
        inputRef={firstField}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
      />
      {error && (
        <p className="form__error" role="alert" data-testid="sign-in-error">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          data-testid="sign-in-submit"
        >
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
