import { Field } from './Field';

interface SelectFieldProps<Value extends string> {
  label: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  testId?: string;
}

export function SelectField<Value extends string>({
  label,
  name,
  value,
  options,
  onChange,
  testId,
}: SelectFieldProps<Value>) {
  return (
    <Field label={label}>
      {({ id }) => (
        <select
          id={id}
          className="field__input"
          name={name}
          value={value}
          data-testid={testId}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
