import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useUiStore } from '../state/ui';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** First-visit introduction; closing it (button or Escape) is remembered in localStorage. */
export function WelcomeModal() {
  const open = useUiStore((state) => state.welcomeOpen);
  const close = useUiStore((state) => state.closeWelcome);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // On the document, so Escape works even after a click on the backdrop took focus away.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      // Focus goes back where it was, e.g. the "?" button that reopened the modal.
      opener?.focus();
    };
  }, [open, close]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="welcome-modal"
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className="modal__title">
          Welcome to the indoor planner
        </h2>
        <p>
          This planner builds indoor maps: place buildings and vessels on the map, add their floors
          with georeferenced floor plans, and mark points of interest that double as an asset
          register. Connect points of interest into a navigation graph, and inspect the wifi
          coverage, fingerprints and access points collected on each floor. Planners also lay out
          audit routes for technicians and share read-only viewer links for a building or campus.
        </p>
        <p>
          Start with tab 1 to browse the published spaces, or type coordinates in the search box to
          go anywhere on the map.
        </p>
        <div className="modal__actions">
          <button ref={closeRef} type="button" className="button button--primary" onClick={close}>
            Start mapping
          </button>
        </div>
      </div>
    </div>
  );
}
