import fs from 'node:fs';
import os from 'node:os';

/**
 * On Linux a thread has a priority of its own: a worker computing in the background gives the
 * processor to the server's requests first (a map or an estimate can wait a moment; a request
 * should not). Elsewhere it keeps the process's.
 */
export function yieldToRequests(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) {
      os.setPriority(threadId, os.constants.priority.PRIORITY_BELOW_NORMAL);
    }
  } catch {
    // No per-thread priority here: the work competes with requests as any other.
  }
}
