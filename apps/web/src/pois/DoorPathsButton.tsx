import { DoorPathMessages } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { makeDoorPaths } from './doorPaths';

/**
 * The connections section's "Make walking paths through doors" (docs/rooms.md#walking-paths-through-doors):
 * one request for the selected floor, then edge mode to review what was made.
 */
export function DoorPathsButton({ buid, floorNumber }: { buid: string; floorNumber: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const run = async () => {
    setBusy(true);
    try {
      await makeDoorPaths(queryClient, buid, floorNumber);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="poi-toolbar">
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-describedby={hintId}
        data-testid="door-paths-button"
        onClick={() => void run()}
      >
        {busy ? DoorPathMessages.making : DoorPathMessages.makeButton}
      </button>
      <p id={hintId} className="field__hint">
        {DoorPathMessages.makeHint}
      </p>
    </div>
  );
}
