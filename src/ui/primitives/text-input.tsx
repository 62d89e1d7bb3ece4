import styled from '@emotion/styled';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldBox, fieldEndButton } from '../control-box.ts';
import { focusRing } from '../focus-ring.ts';
import { EyeIcon, EyeOffIcon } from '../icons.tsx';
import { theme } from '../theme.ts';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Error text under the input; the input is then aria-invalid and described by it. */
  error?: ReactNode | null;
  /** Help text under the input (rules, formats). */
  hint?: ReactNode;
  /** For `type="password"`: a button that shows or hides the typed text. */
  visibilityToggle?: boolean;
  /** A unit beside the input (a currency code), also read as part of its label. */
  unit?: string;
  /** Forwarded to the <input> (react-hook-form's register works). */
  ref?: Ref<HTMLInputElement>;
}

// The theme module, not the ThemeProvider: the field shows where no provider is mounted (the slip's code field on a
// sport page, the engine's tests), as Button and ButtonLink do.
// Free to shrink beside a button in a row (the slip's code field and its Load button): at its content's width, the
// input's own default width pushed the button out of the 340 px desktop slip.
const Field = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  inlineSize: '100%',
  minInlineSize: 0,
});

const Label = styled.label({
  fontSize: theme.fontSizes[1],
  fontWeight: 600,
  color: theme.colors.text,
});

const Row = styled.div({ position: 'relative', display: 'flex', alignItems: 'stretch' });

// `hasToggle` only styles: emotion keeps props that are not HTML attributes off the DOM.
const Input = styled.input<{ hasToggle: boolean }>(({ hasToggle }) => ({
  flex: 1,
  minInlineSize: 0,
  ...fieldBox(theme),
  paddingInlineEnd: hasToggle ? 52 : theme.space[3],
  '&:disabled': { opacity: 0.6 },
  ...focusRing(theme),
}));

const ToggleButton = styled.button({
  ...fieldEndButton(theme),
  minBlockSize: 44,
  borderRadius: theme.radii[2],
  ...focusRing(theme),
});

const Unit = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: theme.space[3],
  marginInlineStart: theme.space[2],
  borderRadius: theme.radii[2],
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontWeight: 600,
});

const Hint = styled.p({ margin: 0, fontSize: theme.fontSizes[1], color: theme.colors.textMuted });

const ErrorText = styled.p({ margin: 0, fontSize: theme.fontSizes[1], color: theme.colors.danger });

/** A labelled text input with optional hint, error text and, for passwords, a show/hide toggle. */
export function TextInput({ label, error, hint, visibilityToggle = false, unit, id, type = 'text', ref, ...inputProps }: TextInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? `input-${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const unitId = `${inputId}-unit`;
  const [revealed, setRevealed] = useState(false);
  const hasToggle = visibilityToggle && type === 'password';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [inputProps['aria-describedby'], hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <Field>
      <Label htmlFor={inputId} id={unit ? labelId : undefined}>
        {label}
      </Label>
      <Row>
        <Input
          {...inputProps}
          ref={ref}
          id={inputId}
          type={hasToggle && revealed ? 'text' : type}
          hasToggle={hasToggle}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          aria-labelledby={unit ? `${labelId} ${unitId}` : inputProps['aria-labelledby']}
        />
        {unit && <Unit id={unitId}>{unit}</Unit>}
        {hasToggle && (
          <ToggleButton
            type="button"
            aria-controls={inputId}
            aria-pressed={revealed}
            aria-label={t('common.password.showLabel')}
            title={t(revealed ? 'common.password.hideLabel' : 'common.password.showLabel')}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </ToggleButton>
        )}
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
