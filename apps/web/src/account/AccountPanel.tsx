import { AccountMessages, CommonUiMessages, PanelIntroMessages } from '@indoor/domain';
import { ActionButton } from '../components/ActionButton';
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
      <ActionButton
        label={CommonUiMessages.signIn}
        testId="account-sign-in"
        variant="primary"
        onClick={() => openAccountDialog('signIn')}
      />
      {registrationOpen && (
        <ActionButton
          label={AccountMessages.register}
          testId="account-register"
          onClick={() => openAccountDialog('register')}
        />
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
