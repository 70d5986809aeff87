import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Wires a react-hook-form registration into an MUI TextField: the error replaces the hint
 * under the field and is announced to screen readers.
 */
export function textFieldProps(
  registration: UseFormRegisterReturn,
  error: FieldError | undefined,
  hint?: string,
) {
  const { ref, ...rest } = registration;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message ?? hint,
    slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
  };
}
