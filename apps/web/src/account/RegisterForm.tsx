import { AccountMessages, AlertLevel, SessionConstants, SessionMessages } from '@indoor/domain';
import { useState } from 'react';
import { FormActions } from '../components/FormActions';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';
import { registerAccount } from '../session/sessionActions';
import { showAlert } from '../state/alerts';

interface FormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** A new local account; the server answers it signed in. */
export function RegisterForm({ onDone, onCancel }: FormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit, firstField } = useFormSubmission(async () => {
    await registerAccount({
      name: name.trim(),
      email: email.trim(),
      username: username.trim(),
      password,
    });
    showAlert({ level: AlertLevel.success, text: SessionMessages.registered });
    onDone();
  }, SessionMessages.registrationFailed);

  return (
    <form className="form" onSubmit={submit} data-testid="register-form">
      <TextField
        label={AccountMessages.nameLabel}
        name="name"
        value={name}
        onChange={setName}
        autoComplete="name"
        required
        inputRef={firstField}
      />
      <TextField
        label={AccountMessages.emailLabel}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        required
      />
      <TextField
        label={AccountMessages.usernameLabel}
        name="username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
        required
      />
      <TextField
        label={AccountMessages.passwordLabel}
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
        minLength={SessionConstants.minPasswordLength}
        hint={AccountMessages.passwordHint(SessionConstants.minPasswordLength)}
      />
      <FormActions
        error={error}
        errorTestId="register-error"
        busy={busy}
        submitLabel={AccountMessages.register}
        busyLabel={AccountMessages.registering}
        submitTestId="register-submit"
        onCancel={onCancel}
      />
    </form>
  );
}
