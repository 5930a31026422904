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
      title="Welcome to the indoor planner"
      onClose={close}
      initialFocus={closeRef}
      testId="welcome-modal"
    >
      <p>
        This planner builds indoor maps: place buildings and vessels on the map, add their floors
        with georeferenced floor plans, and mark points of interest that double as an asset
        register. Connect points of interest into a navigation graph, and inspect the wifi coverage,
        fingerprints and access points collected on each floor. Planners also lay out audit routes
        for technicians and share read-only viewer links for a building or campus.
      </p>
      <p>
        Start with tab 1 to browse the published spaces, or type coordinates in the search box to go
        anywhere on the map.
      </p>
      <div className="modal__actions">
        <button ref={closeRef} type="button" className="button button--primary" onClick={close}>
          Start mapping
        </button>
      </div>
    </Dialog>
  );
}
