import styled from '@emotion/styled';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { fieldBox } from '../control-box.ts';
import { focusRing } from '../focus-ring.ts';

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices: the value sent and the text the player reads. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice (nothing chosen yet), with this text. */
  placeholder?: string;
  /** Error text under the select; the select is then aria-invalid and described by it. */
  error?: ReactNode | null;
  hint?: ReactNode;
  /** Forwarded to the <select> (react-hook-form's register works). */
  ref?: Ref<HTMLSelectElement>;
}

const Field = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1], inlineSize: '100%' }));

const Label = styled.label(({ theme }) => ({ fontSize: theme.fontSizes[1], fontWeight: 600, color: theme.colors.text }));

// The same box as TextInput, so a form of both reads as one.
const Select = styled.select(({ theme }) => ({
  ...fieldBox(theme),
  colorScheme: 'dark',
  ...focusRing(theme),
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes[1], color: theme.colors.textMuted }));

const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes[1], color: theme.colors.danger }));

/** A labelled native select (the phone's own picker) with optional hint and error text. */
export function SelectInput({ label, options, placeholder, error, hint, id, ref, ...selectProps }: SelectInputProps) {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select {...selectProps} ref={ref} id={selectId} aria-invalid={hasError || undefined} aria-describedby={describedBy || undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
