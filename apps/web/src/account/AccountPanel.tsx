import { AccountMessages, CommonUiMessages, PanelIntroMessages } from '@indoor/domain';
import { Spinner } from '../components/Spinner';
import { PanelIntro } from '../panels/PanelIntro';
import { useClientConfig } from '../state/serverData';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { SignedInAccount } from './SignedInAccount';

function SignedOutAccount() {
  const openAccountDialog = useUiStore((state) => state.openAccountDialog);
  const restoring = useSessionStore((state) => state.restoring);
  const registrationOpen = useClientConfig().data?.registrationOpen !== false;
  if (restoring) return <Spinner label={CommonUiMessages.restoringSession} />;
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button--primary"
        data-testid="account-sign-in"
        onClick={() => openAccountDialog('signIn')}
      >
        {CommonUiMessages.signIn}
      </button>
      {registrationOpen && (
        <button
          type="button"
          className="button"
          data-testid="account-register"
          onClick={() => openAccountDialog('register')}
        >
          {AccountMessages.register}
        </button>
      )}
    </div>
  );
}

export function AccountPanel() {
  const user = useSessionStore(selectSignedInUser);
  return (
    <>
      <PanelIntro>{PanelIntroMessages.account}</PanelIntro>
      {user ? <SignedInAccount user={user} /> : <SignedOutAccount />}
    </>
  );
}
