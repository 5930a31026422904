import type { ReactNode } from 'react';

interface IconButtonProps {
  /** What the button does: its accessible name, and its tooltip unless `title` says otherwise. */
  label: string;
  /** A tooltip other than the label (a toggle's, which says what a click will do). */
  title?: string;
  testId: string;
  onClick: () => void;
  /** The button's look; the square `icon-button` unless told otherwise. */
  className?: string;
  disabled?: boolean;
  /** A toggle's state, for `aria-pressed`; a plain button without. */
  pressed?: boolean;
  /** The icon or glyph, hidden from assistive technology by the caller. */
  children: ReactNode;
}

/** A button shown as an icon alone: the label names it and is its tooltip. */
export function IconButton({
  label,
  title = label,
  testId,
  onClick,
  className = 'icon-button',
  disabled,
  pressed,
  children,
}: IconButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
