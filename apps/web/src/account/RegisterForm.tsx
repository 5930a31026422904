import { AccountMessages, AlertLevel, SessionMessages } from '@indoor/domain';
import { useState } from 'react';
import { FormActions } from '../components/FormActions';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';
import { registerAccount } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import { accountFields, newPasswordHint, newPasswordRule } from './accountFields';

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
        {...accountFields.name}
        value={name}
        onChange={setName}
        required
        inputRef={firstField}
      />
      <TextField {...accountFields.email} value={email} onChange={setEmail} required />
      <TextField {...accountFields.username} value={username} onChange={setUsername} required />
      <TextField
        {...accountFields.password}
        {...newPasswordRule}
        hint={newPasswordHint}
        value={password}
        onChange={setPassword}
        required
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
