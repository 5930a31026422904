import { AccountMessages, AlertLevel, type SessionUser } from '@indoor/domain';
import { useState } from 'react';
import { FormActions } from '../components/FormActions';
import { TextField } from '../components/TextField';
import { FormProblem, useFormSubmission } from '../components/useFormSubmission';
import { providerLabel } from '../session/federated';
import { changeOwnPassword } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import { newPasswordHint, newPasswordRule } from './accountFields';

interface ChangePasswordFormProps {
  user: SessionUser;
  /**
   * The change a one-time password requires before anything else: the current password
   * is that one-time password, and the first field has the focus.
   */
  required?: boolean;
}

/**
 * One's own password: the current one, and the new one twice. The server ends every other
 * session of the account; this one goes on. Federated accounts have no password here.
 */
export function ChangePasswordForm({ user, required = false }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, submit, firstField } = useFormSubmission(async () => {
    if (next !== repeat) throw new FormProblem(AccountMessages.passwordsDiffer);
    const message = await changeOwnPassword(current, next);
    setCurrent('');
    setNext('');
    setRepeat('');
    showAlert({ level: AlertLevel.success, text: message });
  }, AccountMessages.passwordChangeFailed);

  if (user.accountType !== 'local') {
    return (
      <p className="account__note" data-testid="password-federated">
        {AccountMessages.federatedNoPassword(providerLabel(user.accountType))}
      </p>
    );
  }
  return (
    <form className="form" onSubmit={submit} data-testid="change-password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={user.username}
        readOnly
        hidden
      />
      <TextField
        label={
          required ? AccountMessages.oneTimePasswordLabel : AccountMessages.currentPasswordLabel
        }
        name="current-password"
        type="password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        required
        testId="current-password"
        {...(required ? { inputRef: firstField } : {})}
      />
      <TextField
        {...newPasswordRule}
        label={AccountMessages.newPasswordLabel}
        name="new-password"
        type="password"
        hint={newPasswordHint}
        value={next}
        onChange={setNext}
        required
        testId="new-password"
      />
      <TextField
        {...newPasswordRule}
        label={AccountMessages.repeatPasswordLabel}
        name="repeat-password"
        type="password"
        value={repeat}
        onChange={setRepeat}
        required
        testId="repeat-password"
      />
      {!required && <p className="field__hint">{AccountMessages.passwordChangeEndsOthers}</p>}
      <FormActions
        error={error}
        errorTestId="change-password-error"
        busy={busy}
        submitLabel={AccountMessages.changePassword}
        busyLabel={AccountMessages.changingPassword}
        submitTestId="change-password-submit"
        className="button-row button-row--end"
      />
    </form>
  );
}
