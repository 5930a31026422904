import { AccountMessages, AlertLevel, CommonUiMessages, type SessionUser } from '@indoor/domain';
import { useState } from 'react';
import { FormActions } from '../components/FormActions';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';
import { updateOwnProfile } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import { accountFields } from './accountFields';

/** One's own name and e-mail (the username stays: it names the account everywhere). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const { busy, error, submit } = useFormSubmission(async () => {
    const message = await updateOwnProfile(name.trim(), email.trim());
    showAlert({ level: AlertLevel.success, text: message });
  }, AccountMessages.detailsSaveFailed);
  const unchanged = name.trim() === user.name && email.trim() === user.email;

  return (
    <form className="form" onSubmit={submit} data-testid="profile-form">
      <TextField
        {...accountFields.name}
        value={name}
        onChange={setName}
        required
        testId="profile-name"
      />
      <TextField
        {...accountFields.email}
        value={email}
        onChange={setEmail}
        testId="profile-email"
      />
      <FormActions
        error={error}
        errorTestId="profile-error"
        busy={busy}
        submitDisabled={unchanged}
        submitLabel={AccountMessages.saveDetails}
        busyLabel={CommonUiMessages.saving}
        submitTestId="profile-submit"
        className="button-row button-row--end"
      />
    </form>
  );
}
