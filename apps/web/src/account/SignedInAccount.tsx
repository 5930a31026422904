import { AccountMessages, AlertLevel, SessionMessages, type SessionUser } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { Field } from '../components/Field';
import { redirectTarget } from '../session/externalApps';
import { providerLabel } from '../session/federated';
import { signOut } from '../session/sessionActions';
import { showAlert } from '../state/alerts';
import { useClientConfig } from '../state/serverData';
import { useSessionStore } from '../state/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

type RevealedToken = 'access' | 'id' | null;

const accountTypeLabel = (accountType: string) =>
  accountType === 'local' ? AccountMessages.localAccount : providerLabel(accountType);

async function copyApiKey(token: string): Promise<void> {
  try {
    // navigator.clipboard is missing outside secure contexts: that is a failure too.
    await navigator.clipboard.writeText(token);
    showAlert({ level: AlertLevel.success, text: SessionMessages.apiKeyCopied });
  } catch {
    showAlert({ level: AlertLevel.danger, text: AccountMessages.apiKeyCopyFailed });
  }
}

/**
 * Opens a companion application in a new tab with the session context (see
 * docs/accounts.md#other-applications).
 */
function openCompanionApp(baseUrl: string): void {
  const target = redirectTarget(baseUrl, useSessionStore.getState().user, {
    origin: window.location.origin,
    sourceUrl: window.location.href,
    timestamp: Date.now(),
  });
  if (!target.ok) {
    showAlert({ level: AlertLevel.danger, text: target.message });
    return;
  }
  window.open(target.url, '_blank', 'noopener');
}

function TokenField({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label}>
      {({ id }) => (
        <textarea
          id={id}
          className="field__input token-field"
          readOnly
          rows={5}
          value={value}
          data-testid="revealed-token"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Field>
  );
}

export function SignedInAccount({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const idToken = useSessionStore((state) => state.idToken);
  const config = useClientConfig();
  const [revealed, setRevealed] = useState<RevealedToken>(null);
  const federated = user.accountType !== 'local';
  const toggle = (token: Exclude<RevealedToken, null>) =>
    setRevealed((current) => (current === token ? null : token));

  return (
    <div className="account">
      <dl className="account__details" data-testid="account-details">
        <dt>{AccountMessages.nameLabel}</dt>
        <dd>{user.name}</dd>
        <dt>{AccountMessages.usernameLabel}</dt>
        <dd data-testid="account-username">{user.username}</dd>
        <dt>{AccountMessages.roleLabel}</dt>
        <dd data-testid="account-role">{user.role}</dd>
        <dt>{AccountMessages.accountLabel}</dt>
        <dd>{accountTypeLabel(user.accountType)}</dd>
      </dl>
      <div className="button-row">
        <ActionButton
          label={AccountMessages.signOut}
          testId="account-sign-out"
          onClick={() => signOut({ queryClient })}
        />
      </div>

      <h3 className="panel__subtitle">{AccountMessages.detailsHeading}</h3>
      <ProfileForm key={`profile-${user.id}`} user={user} />

      <h3 className="panel__subtitle">{AccountMessages.passwordHeading}</h3>
      <ChangePasswordForm key={`password-${user.id}`} user={user} />

      <h3 className="panel__subtitle">{AccountMessages.apiAccessHeading}</h3>
      <div className="button-row">
        <ActionButton
          label={AccountMessages.copyApiKey}
          testId="copy-api-key"
          onClick={() => void copyApiKey(user.access_token)}
        />
        <button
          type="button"
          className="button"
          aria-pressed={revealed === 'access'}
          data-testid="show-access-token"
          onClick={() => toggle('access')}
        >
          {revealed === 'access'
            ? AccountMessages.hideAccessToken
            : AccountMessages.showAccessToken}
        </button>
        {federated && idToken && (
          <button
            type="button"
            className="button"
            aria-pressed={revealed === 'id'}
            data-testid="show-id-token"
            onClick={() => toggle('id')}
          >
            {revealed === 'id' ? AccountMessages.hideIdToken : AccountMessages.showIdToken}
          </button>
        )}
      </div>
      {revealed === 'access' && (
        <TokenField label={AccountMessages.accessTokenLabel} value={user.access_token} />
      )}
      {revealed === 'id' && idToken && (
        <TokenField label={AccountMessages.idTokenLabel} value={idToken} />
      )}

      <h3 className="panel__subtitle">{AccountMessages.otherApplicationsHeading}</h3>
      <div className="button-row">
        <ActionButton
          label={AccountMessages.userManagement}
          testId="open-user-management"
          disabled={!config.data}
          onClick={() => config.data && openCompanionApp(config.data.userManagementUrl)}
        />
        <ActionButton
          label={AccountMessages.assetManagement}
          testId="open-asset-management"
          disabled={!config.data}
          onClick={() => config.data && openCompanionApp(config.data.assetManagementUrl)}
        />
      </div>
    </div>
  );
}
