/** A form's or a request's failure, announced as it appears; nothing without one. */
export function FormError({
  message,
  testId,
}: {
  message: string | null | undefined;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p className="form__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
