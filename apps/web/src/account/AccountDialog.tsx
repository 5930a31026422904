import { AccountMessages, CommonUiMessages } from '@indoor/domain';
import { Dialog } from '../components/Dialog';
import { providerLabel, startFederatedSignIn } from '../session/federated';
import { useClientConfig } from '../state/serverData';
import { selectIsLoggedIn, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

/** Shown only when the server has a federated provider configured. */
function FederatedSignInButton() {
  const config = useClientConfig();
  const provider = config.data?.federatedSignIn;
  if (!provider) return null;
  return (
    <div className="form__federated">
      <span className="form__separator">{AccountMessages.or}</span>
      <button
        type="button"
        className="button button--wide"
        data-testid="federated-sign-in"
        onClick={() => startFederatedSignIn(provider)}
      >
        {AccountMessages.signInWith(providerLabel(provider.providerName))}
      </button>
    </div>
  );
}

/** The sign-in and registration dialog, opened from the Account tab and the users page. */
export function AccountDialog() {
  const form = useUiStore((state) => state.accountDialog);
  const open = useUiStore((state) => state.openAccountDialog);
  const close = useUiStore((state) => state.closeAccountDialog);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  // A server that takes no registrations (REGISTRATION=closed) offers sign-in only.
  const registrationOpen = useClientConfig().data?.registrationOpen !== false;

  // A sign-in in another tab makes the dialog moot.
  if (!form || loggedIn) return null;
  const showing = registrationOpen ? form : 'signIn';

  // One dialog for both forms, so switching keeps the opener to return the focus to.
  return (
    <Dialog
      title={showing === 'signIn' ? CommonUiMessages.signIn : AccountMessages.createAccountTitle}
      onClose={close}
      testId="account-dialog"
    >
      {showing === 'signIn' ? (
        <>
          <SignInForm onDone={close} onCancel={close} />
          <FederatedSignInButton />
          {registrationOpen && (
            <p className="modal__switch">
              {AccountMessages.noAccountYet}{' '}
              <button type="button" className="link-button" onClick={() => open('register')}>
                {AccountMessages.register}
              </button>
            </p>
          )}
        </>
      ) : (
        <>
          <RegisterForm onDone={close} onCancel={close} />
          <p className="modal__switch">
            {AccountMessages.alreadyRegistered}{' '}
            <button type="button" className="link-button" onClick={() => open('signIn')}>
              {CommonUiMessages.signIn}
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
}
