import { PanelIntro } from '../PanelIntro';

export function AccountPanel() {
  return (
    <PanelIntro>
      Sign in with a local or federated account, copy your API key, and open the user-management and
      asset-management applications with your session.
    </PanelIntro>
  );
}
