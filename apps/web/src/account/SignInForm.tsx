import { AccountMessages, CommonUiMessages, SessionMessages } from '@indoor/domain';
import { useState } from 'react';
import { FormActions } from '../components/FormActions';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';
import { signInWithPassword } from '../session/sessionActions';
import { accountFields } from './accountFields';

interface FormProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Local sign-in with username and password; Enter submits. */
export function SignInForm({ onDone, onCancel }: FormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit, firstField } = useFormSubmission(async () => {
    await signInWithPassword(username.trim(), password);
    onDone();
  }, SessionMessages.loginFailed);

  return (
    <form className="form" onSubmit={submit} data-testid="sign-in-form">
      <TextField
        {...accountFields.username}
        value={username}
        onChange={setUsername}
        required
        inputRef={firstField}
      />
      <TextField {...accountFields.password} value={password} onChange={setPassword} required />
      <FormActions
        error={error}
        errorTestId="sign-in-error"
        busy={busy}
        submitLabel={CommonUiMessages.signIn}
        busyLabel={AccountMessages.signingIn}
        submitTestId="sign-in-submit"
        onCancel={onCancel}
      />
    </form>
  );
}
