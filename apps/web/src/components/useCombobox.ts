import { type MouseEvent, useId, useState } from 'react';

/**
 * What the search box and the directions fields share: an input with role combobox and
 * its listbox, as WAI-ARIA's combobox pattern has it. The keyboard stays in the input and
 * the highlighted option is its aria-activedescendant; the options never take the focus.
 * When the list opens, what Enter chooses and what Escape closes are the caller's.
 */
export function useCombobox() {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  // The highlighted option's index; -1 is none.
  const [active, setActive] = useState(-1);

  return {
    inputId: `${baseId}-input`,
    hintId: `${baseId}-hint`,
    listId,
    open,
    setOpen,
    active,
    setActive,
    /** Closes the list and forgets the highlighted option. */
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    /**
     * Highlights the next or the previous of `count` options, wrapping around; from none,
     * ArrowDown goes to the first and ArrowUp to the last.
     */
    moveActive: (key: 'ArrowDown' | 'ArrowUp', count: number) => {
      if (count === 0) return;
      const step = key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count,
      );
    },
    /** The input's role and ARIA attributes while its list is shown or not. */
    inputProps: (listOpen: boolean) => ({
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': listOpen,
      'aria-controls': listId,
      'aria-activedescendant': listOpen && active >= 0 ? optionId(active) : undefined,
    }),
    /**
     * The attributes of the option at `index`; its role and tabIndex -1 stay in the markup,
     * where the linter checks them.
     */
    optionProps: (index: number) => ({
      id: optionId(index),
      'aria-selected': index === active,
      // Keeps the focus in the input, so the option's click still lands.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
    }),
  };
}
