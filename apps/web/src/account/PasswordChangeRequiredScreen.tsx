import { AccountMessages, AppShellMessages, type SessionUser } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { AlertArea } from '../components/AlertArea';
import { signOut } from '../session/sessionActions';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Shown instead of every page while the signed-in account must replace a one-time
 * password: the server refuses every other call of the session until then.
 */
export function PasswordChangeRequiredScreen({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  return (
    <div className="page page--centred" data-testid="password-change-required">
      <main className="page__card password-required">
        <p className="password-required__app">{AppShellMessages.appTitle}</p>
        <h1 className="page__title">{AccountMessages.mustChangeTitle}</h1>
        <p>{AccountMessages.mustChangeExplain}</p>
        <p className="password-required__user">
          {AccountMessages.usernameLabel}: <strong>{user.username}</strong>
        </p>
        <ChangePasswordForm user={user} required />
        <button
          type="button"
          className="link-button"
          data-testid="password-required-sign-out"
          onClick={() => signOut({ queryClient })}
        >
          {AccountMessages.signOut}
        </button>
      </main>
      <AlertArea />
    </div>
  );
}
