import type { Space } from '@indoor/domain';
import { AlertLevel, BackupMessages } from '@indoor/domain';
import { create } from 'zustand';
import { showAlert } from '../state/alerts';
import { BackupError, backUpBuilding } from './backUpBuilding';

/**
 * The running backup: its progress survives switching tabs (the panel is unmounted
 * meanwhile) and a second backup cannot start before the first has ended.
 */
interface BackupState {
  /** Percent done (docs/import-export.md#backups); null when no backup runs. */
  progress: number | null;
  buid: string | null;
  start: (space: Space) => Promise<void>;
}

export const useBackupStore = create<BackupState>()((set, get) => ({
  progress: null,
  buid: null,
  start: async (space) => {
    if (get().progress !== null) return;
    set({ progress: 0, buid: space.buid });
    try {
      const fileName = await backUpBuilding(space, (progress) => set({ progress }));
      showAlert({ level: AlertLevel.success, text: BackupMessages.saved(fileName) });
    } catch (error) {
      showAlert({
        level: AlertLevel.danger,
        text: error instanceof BackupError ? error.message : BackupMessages.archiveFailed,
      });
    } finally {
      set({ progress: null, buid: null });
    }
  },
}));
