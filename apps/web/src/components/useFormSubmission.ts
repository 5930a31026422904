import { ConnectivityMessages } from '@indoor/domain';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { isOnline } from '../connectivity/useOnline';

/** A problem the form finds itself before asking the server; its message is shown as it is. */
export class FormProblem extends Error {}

export interface FormSubmission {
  busy: boolean;
  /** The server's message (or the fallback) of the last failed attempt. */
  error: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Give it to the first field: it has the focus when the form opens. */
  firstField: RefObject<HTMLInputElement | null>;
}

/**
 * The submit cycle every dialog form shares: one attempt at a time, a busy state,
 * and the failure shown in the form (the server's message, else the default:
 * docs/validation.md#error-answers). The form's fields are its own state and are never
 * cleared here: after a failure, or offline, they hold what was typed for another try.
 */
export function useFormSubmission(
  action: () => Promise<void>,
  fallbackMessage: string,
): FormSubmission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // The submit button refuses a press offline; this covers a form submitted another way.
    if (!isOnline()) {
      setError(ConnectivityMessages.formOffline);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(
        failure instanceof FormProblem ? failure.message : errorMessage(failure, fallbackMessage),
      );
    } finally {
      // A form that stays open after a success (one's own details) can be sent again.
      setBusy(false);
    }
  };

  return { busy, error, submit, firstField };
}
