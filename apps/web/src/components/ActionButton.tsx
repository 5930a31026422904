interface ActionButtonProps {
  label: string;
  onClick: () => void;
  testId?: string;
  /** A primary or a destructive action; a plain button without. */
  variant?: 'primary' | 'danger';
  /** The compact size of buttons in lists and rows. */
  small?: boolean;
  disabled?: boolean;
}

/** A button that does something on the spot (no form submit), in the app's button styles. */
export function ActionButton({
  label,
  onClick,
  testId,
  variant,
  small = false,
  disabled,
}: ActionButtonProps) {
  const className = ['button', small && 'button--small', variant && `button--${variant}`]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      data-testid={testId}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
