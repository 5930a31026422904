/** Viewer directions: the step-free option and the link to a route. */
export const WayfindingMessages = {
  stepFree: 'Step-free: elevators and ramps, no stairs',
  noStepFreeRoute:
    'There is no step-free route between these two points: every way between them uses stairs.',
  copyLink: 'Copy link',
  linkCopied: 'Link to this route copied!',
  linkCopyFailed: 'The link could not be copied. Copy it from here:',
} as const;
