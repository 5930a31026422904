import { AccountMessages, SessionConstants } from '@indoor/domain';
import type { TextFieldProps } from '../components/TextField';

type FieldPreset = Pick<
  TextFieldProps,
  'label' | 'name' | 'type' | 'autoComplete' | 'minLength' | 'hint'
>;

/** The account fields several forms ask for: their labels, and how browsers fill them in. */
export const accountFields = {
  name: { label: AccountMessages.nameLabel, name: 'name', autoComplete: 'name' },
  email: { label: AccountMessages.emailLabel, name: 'email', type: 'email', autoComplete: 'email' },
  username: { label: AccountMessages.usernameLabel, name: 'username', autoComplete: 'username' },
  password: {
    label: AccountMessages.passwordLabel,
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
  },
} satisfies Record<string, FieldPreset>;

/** A password being chosen: the minimum length, and browsers offer to make one up. */
export const newPasswordRule = {
  autoComplete: 'new-password',
  minLength: SessionConstants.minPasswordLength,
} satisfies Partial<FieldPreset>;

/** The rule of a new password, shown under its first field. */
export const newPasswordHint = AccountMessages.passwordHint(SessionConstants.minPasswordLength);
