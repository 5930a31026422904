import {
  AccountMessages,
  type ListedUser,
  UserManagementMessages as M,
  type Role,
  Roles,
} from '@indoor/domain';
import { useRef, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { FormActions } from '../components/FormActions';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useFormSubmission } from '../components/useFormSubmission';

/** What deleting `user` does, in the words the dialog shows. */
export function deletionConsequences(user: ListedUser): string[] {
  return [
    M.deleteHoldings(user.ownedSpaces, user.ownedCampuses),
    ...(user.auditorCount > 0 ? [M.deleteAuditors(user.auditorCount)] : []),
    M.deleteRecords,
  ];
}

export interface NewAccountInput {
  username: string;
  name: string;
  email: string;
  role: Role;
  /** Absent for a planner's new auditor: the server makes the planner its planner. */
  assigned_planner?: string | null;
}

interface CreateUserDialogProps {
  /** Admins choose the role and planner; a planner's new account is their own auditor. */
  asAdmin: boolean;
  planners: readonly ListedUser[];
  onCreate: (input: NewAccountInput) => Promise<void>;
  onClose: () => void;
}

/** A new account; the server answers a one-time password, which the next dialog shows. */
export function CreateUserDialog({ asAdmin, planners, onCreate, onClose }: CreateUserDialogProps) {
  const [username, setUsername] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(asAdmin ? 'user' : 'auditor');
  const [planner, setPlanner] = useState('');
  const { busy, error, submit, firstField } = useFormSubmission(
    () =>
      onCreate({
        username: username.trim(),
        name: name.trim(),
        email: email.trim(),
        role,
        // A planner's auditor works for the planner: the server fills that in.
        ...(asAdmin
          ? { assigned_planner: role === 'auditor' && planner !== '' ? planner : null }
          : {}),
      }),
    M.createFailed,
  );
  return (
    <Dialog
      title={asAdmin ? M.createUserTitle : M.createAuditorTitle}
      onClose={onClose}
      testId="create-user-dialog"
    >
      <p>{M.createExplain}</p>
      <form className="form" onSubmit={submit} data-testid="create-user-form">
        <TextField
          label={AccountMessages.usernameLabel}
          name="username"
          value={username}
          onChange={setUsername}
          autoComplete="off"
          required
          inputRef={firstField}
          testId="create-username"
        />
        <TextField
          label={AccountMessages.nameLabel}
          name="name"
          value={name}
          onChange={setName}
          autoComplete="off"
          required
          testId="create-name"
        />
        <TextField
          label={M.emailOptionalLabel}
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          testId="create-email"
        />
        {asAdmin && (
          <SelectField
            label={AccountMessages.roleLabel}
            name="role"
            value={role}
            options={Roles.map((choice) => ({ value: choice, label: choice }))}
            onChange={setRole}
            testId="create-role"
          />
        )}
        {asAdmin && role === 'auditor' && (
          <SelectField
            label={M.assignedPlannerColumn}
            name="assigned_planner"
            value={planner}
            options={[
              { value: '', label: M.noPlanner },
              ...planners.map((p) => ({ value: p.id, label: `${p.name} (${p.username})` })),
            ]}
            onChange={setPlanner}
            testId="create-planner"
          />
        )}
        <FormActions
          error={error}
          errorTestId="create-user-error"
          busy={busy}
          submitLabel={asAdmin ? M.createUser : M.createAuditor}
          busyLabel={M.creating}
          submitTestId="create-user-submit"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/**
 * The one-time password the server made, shown this once: copy it, or select it by hand.
 * Closing the dialog forgets it.
 */
export function OneTimePasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  const doneRef = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyPassword = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts: that is a failure too.
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog
      title={M.oneTimePasswordTitle(username)}
      onClose={onClose}
      initialFocus={doneRef}
      testId="one-time-password-dialog"
    >
      <p>{M.oneTimePasswordExplain}</p>
      <Field label={AccountMessages.oneTimePasswordLabel}>
        {({ id }) => (
          <>
            <div className="one-time-password">
              <input
                id={id}
                className="field__input one-time-password__value"
                readOnly
                value={password}
                spellCheck={false}
                data-testid="one-time-password"
                onFocus={(event) => event.currentTarget.select()}
              />
              <ActionButton
                label={copy === 'copied' ? M.copied : M.copy}
                testId="copy-one-time-password"
                onClick={() => void copyPassword()}
              />
            </div>
            {copy === 'failed' && (
              <span className="field__hint field__hint--error" role="alert">
                {M.copyFailed}
              </span>
            )}
          </>
        )}
      </Field>
      <div className="modal__actions">
        <button
          ref={doneRef}
          type="button"
          className="button button--primary"
          data-testid="one-time-password-done"
          onClick={onClose}
        >
          {M.done}
        </button>
      </div>
    </Dialog>
  );
}
