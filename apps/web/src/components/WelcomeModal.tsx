import { AppShellMessages } from '@indoor/domain';
import { useRef } from 'react';
import { useUiStore } from '../state/ui';
import { Dialog } from './Dialog';

/** First-visit introduction; closing it (button or Escape) is remembered in localStorage. */
export function WelcomeModal() {
  const open = useUiStore((state) => state.welcomeOpen);
  const close = useUiStore((state) => state.closeWelcome);
  const closeRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;

  return (
    <Dialog
      title={AppShellMessages.welcomeTitle}
      onClose={close}
      initialFocus={closeRef}
      testId="welcome-modal"
    >
      <p>{AppShellMessages.welcomeIntro}</p>
      <p>{AppShellMessages.welcomeStart}</p>
      <div className="modal__actions">
        <button ref={closeRef} type="button" className="button button--primary" onClick={close}>
          {AppShellMessages.startMapping}
        </button>
      </div>
    </Dialog>
  );
}
