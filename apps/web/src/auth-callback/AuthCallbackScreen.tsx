import { AuthCallbackMessages, CommonUiMessages, SessionMessages } from '@indoor/domain';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { Spinner } from '../components/Spinner';
import { FEDERATED_CALLBACK_PATH, navigate } from '../router';
import { parseFederatedCallback, takeFederatedExpectation } from '../session/federated';
import { signInFederated } from '../session/sessionActions';

/**
 * Where the federated provider sends the browser back: checks the answer against the
 * request this tab sent, exchanges the id token for a session, then opens the map.
 */
export function AuthCallbackScreen() {
  const [failure, setFailure] = useState<string | null>(null);
  // The stored state and nonce are consumed on first read; a second run (StrictMode) must not see them gone.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = parseFederatedCallback(window.location.hash, takeFederatedExpectation());
    // The fragment holds the id token: keep it out of the address bar and the history.
    window.history.replaceState(null, '', FEDERATED_CALLBACK_PATH);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    signInFederated(result.idToken, result.name).then(
      () => navigate('/', { replace: true }),
      (error: unknown) => setFailure(errorMessage(error, SessionMessages.loginFailed)),
    );
  }, []);

  const openMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/', { replace: true });
  };

  return (
    <main className="page page--centred" data-testid="auth-callback">
      {failure ? (
        <div className="page__card">
          <h1 className="page__title">{AuthCallbackMessages.failedHeading}</h1>
          <p role="alert" data-testid="auth-callback-error">
            {failure}
          </p>
          <a href="/" onClick={openMap}>
            {CommonUiMessages.backToMap}
          </a>
        </div>
      ) : (
        <Spinner label={AuthCallbackMessages.signingIn} />
      )}
    </main>
  );
}
