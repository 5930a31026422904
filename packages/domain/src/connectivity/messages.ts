/**
 * What the planner says while the device has no connection (see
 * docs/map-and-editor.md#offline): a notice in the control bar and in the header of the
 * standalone pages, and the reason a form or a confirmation gives when pressed offline.
 * Each text says only what the app does: nothing is queued except an auditor's results.
 */
export const ConnectivityMessages = {
  /** The notice's first sentence; a phone sheet at its lowest height shows only this. */
  offline: 'You are offline.',
  /** The rest of the notice on the planner's screens and the user management page. */
  editsWait:
    'Changes cannot be saved until the connection is back; an open form keeps what you type.',
  /** The rest of the notice for an auditor in the audit routes tab (the result outbox). */
  resultsKept: 'Results you record are kept on this device and sent when the connection is back.',
  /** The rest of the notice on the asset register, which only reads. */
  registerWaits: 'The register is brought up to date when the connection is back.',
  /** A form's submit button pressed offline: nothing was sent, nothing was cleared. */
  formOffline:
    'You are offline: this cannot be sent until the connection is back. What you typed stays here.',
  /** A confirmation (delete, role change) pressed offline: nothing was done. */
  actionOffline: 'You are offline: this cannot be done until the connection is back.',
} as const;
