interface CheckboxFieldProps {
  label: string;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

export function CheckboxField({ label, name, checked, onChange, testId }: CheckboxFieldProps) {
  return (
    <label className="field field--checkbox">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
