import { AlertLevel, Alerts } from '@indoor/domain';
import { create } from 'zustand';

export interface AlertRequest {
  level: AlertLevel;
  text: string;
  /** Overrides the level's default: 1500 ms for info, 5000 ms for the others. */
  autoHideMs?: number;
}

export interface ShownAlert {
  /** Increases with every alert, so a repeated text still restarts the animation. */
  id: number;
  level: AlertLevel;
  text: string;
  /** True during the fade-and-slide that precedes removal. */
  hiding: boolean;
}

interface AlertState {
  alert: ShownAlert | null;
  showAlert: (request: AlertRequest) => void;
  closeAlert: () => void;
}

export function defaultAutoHideMs(level: AlertLevel): number {
  return level === AlertLevel.info ? Alerts.infoAutoHideMs : Alerts.autoHideMs;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let removeTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers(): void {
  clearTimeout(hideTimer);
  clearTimeout(removeTimer);
  hideTimer = undefined;
  removeTimer = undefined;
}

/**
 * Only the latest alert is shown (docs/map-and-editor.md#alerts): a new one replaces the current
 * one and its timers.
 */
export const useAlertStore = create<AlertState>()((set, get) => {
  const startHiding = (id: number) => {
    const current = get().alert;
    if (!current || current.id !== id) return;
    clearTimeout(hideTimer);
    set({ alert: { ...current, hiding: true } });
    removeTimer = setTimeout(() => {
      if (get().alert?.id === id) set({ alert: null });
    }, Alerts.fadeMs);
  };

  return {
    alert: null,
    showAlert: ({ level, text, autoHideMs }) => {
      clearTimers();
      const id = nextId++;
      set({ alert: { id, level, text, hiding: false } });
      hideTimer = setTimeout(() => startHiding(id), autoHideMs ?? defaultAutoHideMs(level));
    },
    closeAlert: () => {
      const current = get().alert;
      if (current && !current.hiding) startHiding(current.id);
    },
  };
});

/** The entry point for code outside React (query callbacks, map modes). */
export function showAlert(request: AlertRequest): void {
  useAlertStore.getState().showAlert(request);
}
