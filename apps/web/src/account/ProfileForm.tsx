import { AccountMessages, AlertLevel, CommonUiMessages, type SessionUser } from '@indoor/domain';
import { useState } from 'react';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';
import { updateOwnProfile } from '../session/sessionActions';
import { showAlert } from '../state/alerts';

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
        label={AccountMessages.nameLabel}
        name="name"
        value={name}
        onChange={setName}
        autoComplete="name"
        required
        testId="profile-name"
      />
      <TextField
        label={AccountMessages.emailLabel}
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        testId="profile-email"
      />
      {error && (
        <p className="form__error" role="alert" data-testid="profile-error">
          {error}
        </p>
      )}
      <div className="button-row button-row--end">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || unchanged}
          aria-busy={busy}
          data-testid="profile-submit"
        >
          {busy ? CommonUiMessages.saving : AccountMessages.saveDetails}
        </button>
      </div>
    </form>
  );
}
