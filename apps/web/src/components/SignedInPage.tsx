import { CommonUiMessages, ConnectivityMessages, type SessionUser } from '@indoor/domain';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { AccountDialog } from '../account/AccountDialog';
import { OfflineNotice } from '../connectivity/OfflineNotice';
import { navigate } from '../router';
import { withoutRedirectParameters } from '../session/externalApps';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { AlertArea } from './AlertArea';
import { Spinner } from './Spinner';

interface SignedInPageProps {
  /** The page's address: a query the account tab's redirect brought is dropped from it. */
  path: string;
  title: string;
  /** Shown with a Sign in button to a visitor who is not signed in. */
  signInPrompt: string;
  /** Prefix of the test ids: `{testId}-page`, `{testId}-page-user` and `{testId}-sign-in`. */
  testId: string;
  /** The page's content for the signed-in user. */
  children: (user: SessionUser) => ReactNode;
  /** What the header says offline after "You are offline."; by default, that edits wait. */
  offlineDetail?: string;
}

function SignInPrompt({ text, testId }: { text: string; testId: string }) {
  const openAccountDialog = useUiStore((state) => state.openAccountDialog);
  return (
    <div className="page__note" data-testid={testId}>
      <p>{text}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAccountDialog('signIn')}
      >
        {CommonUiMessages.signIn}
      </button>
    </div>
  );
}

/**
 * A page of its own beside the map (the asset register, user management): a header with the
 * signed-in user, the offline notice and the way back to the map, the content for that user
 * or a sign-in prompt, the alerts and the account dialog.
 */
export function SignedInPage({
  path,
  title,
  signInPrompt,
  testId,
  children,
  offlineDetail = ConnectivityMessages.editsWait,
}: SignedInPageProps) {
  const user = useSessionStore(selectSignedInUser);
  const restoring = useSessionStore((state) => state.restoring);

  useEffect(() => {
    // The account tab's redirect carries the session in the query (token included):
    // the page itself reads the session from the browser, so the address drops it and
    // keeps the page's own parameters (the register's filters).
    const kept = withoutRedirectParameters(window.location.search);
    if (kept !== window.location.search) navigate(`${path}${kept}`, { replace: true });
  }, [path]);

  const openMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/');
  };

  let content: ReactNode;
  if (user) content = children(user);
  else if (restoring) content = <Spinner label={CommonUiMessages.restoringSession} />;
  else content = <SignInPrompt text={signInPrompt} testId={`${testId}-sign-in`} />;

  return (
    <div className="page" data-testid={`${testId}-page`}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {user && (
          <span className="page__user" data-testid={`${testId}-page-user`}>
            {user.name} ({user.role})
          </span>
        )}
        <OfflineNotice detail={offlineDetail} className="page__offline" />
        <a className="page__back" href="/" onClick={openMap}>
          {CommonUiMessages.backToMap}
        </a>
      </header>
      <main className="page__content page__content--wide">{content}</main>
      <AlertArea />
      <AccountDialog />
    </div>
  );
}

interface LoadFailedProps {
  message: string;
  testId: string;
  className?: string;
  onRetry: () => void;
}

/** A list that did not load: why, and Try again. */
export function LoadFailed({
  message,
  testId,
  className = 'page__note',
  onRetry,
}: LoadFailedProps) {
  return (
    <div className={className} data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {CommonUiMessages.tryAgain}
      </button>
    </div>
  );
}
