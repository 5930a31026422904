import { type MouseEvent, useEffect, useState } from 'react';
import { useOnline } from './useOnline';

export interface OfflineRefusal {
  /** The device is offline now: the button is marked aria-disabled. */
  offline: boolean;
  /** The button was pressed since the device went offline: its reason is shown. */
  refused: boolean;
  /**
   * Call first in the button's click handler: offline, it cancels the press (a submit
   * button's form is not submitted, so nothing in it changes) and answers true.
   */
  refuse: (event: MouseEvent<HTMLButtonElement>) => boolean;
}

/**
 * A button whose action needs the server. Offline it stays pressable, so that a press
 * (or Enter in a field of its form) can say why nothing happens, instead of a disabled
 * button that says nothing; the reason goes once the connection is back.
 */
export function useOfflineRefusal(): OfflineRefusal {
  const online = useOnline();
  const [pressedOffline, setPressedOffline] = useState(false);
  useEffect(() => {
    if (online) setPressedOffline(false);
  }, [online]);
  return {
    offline: !online,
    refused: !online && pressedOffline,
    refuse: (event) => {
      if (online) return false;
      event.preventDefault();
      setPressedOffline(true);
      return true;
    },
  };
}
