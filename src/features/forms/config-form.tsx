import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';
import type { FormConfig, FormField } from '../../../schemas/config/form.ts';
import { fieldErrors, toastApiError } from '../../api/errors.ts';
import { fieldErrorKey } from './field-message.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  inline-size: 100%;
  &[data-compact] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    & > div {
      flex: 1 1 140px;
    }
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Label = styled.label`
  font-size: 14px;
  color: #d5dbe8;
`;

const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: 4px;
`;

const Input = styled.input`
  flex: 1;
  min-block-size: 44px;
  padding-inline: 12px;
  border-radius: 8px;
  border: 1px solid #5b6684;
  background: #0b101b;
  color: #f4f6fb;
  font-size: 16px;
  &[aria-invalid='true'] {
    border-color: #ff8a8a;
  }
  &:focus-visible {
    outline: 3px solid #ffe08a;
    outline-offset: 1px;
  }
`;

const ToggleButton = styled.button`
  min-inline-size: 44px;
  border-radius: 8px;
  border: 1px solid #5b6684;
  background: #232c42;
  color: #f4f6fb;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #ffe08a;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: #ff9d9d;
  font-size: 14px;
`;

const Hint = styled.p`
  margin: 0;
  color: #b7c0d3;
  font-size: 13px;
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-block-size: 44px;
  input {
    inline-size: 22px;
    block-size: 22px;
  }
`;

export const SubmitButton = styled.button`
  min-block-size: 44px;
  border: 0;
  border-radius: 8px;
  background: #ffc629;
  color: #1a1300;
  font-weight: 700;
  font-size: 16px;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid #ffe08a;
    outline-offset: 2px;
  }
`;

interface ConfigFormProps<TValues extends FieldValues> {
  form: FormConfig;
  onSubmit: (values: TValues) => Promise<unknown>;
  defaultValues?: DefaultValues<TValues>;
  /** Rendered above the submit button (a link, a notice). */
  children?: ReactNode;
  /** Field names whose server errors are shown under the input; others become toasts (§8). */
  compact?: boolean;
}

/**
 * Renders a form declared in config/forms: zod-validated before anything is sent, server field errors under
 * their inputs (§5), other failures as toasts (§8), and nothing typed is lost on an error.
 */
export function ConfigForm<TValues extends FieldValues>({ form, onSubmit, defaultValues, children, compact }: ConfigFormProps<TValues>) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TValues>({
    // The resolver's generic types differ per zod schema; the form config guarantees the shape.
    resolver: zodResolver(form.schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverMessages, setServerMessages] = useState<Record<string, { messageKey?: string; text?: string }>>({});
  const idPrefix = useId();

  useEffect(() => {
    if (defaultValues) reset(defaultValues, { keepDirtyValues: true });
  }, [defaultValues, reset]);

  const submit = handleSubmit(async (values) => {
    setServerMessages({});
    try {
      await onSubmit(values);
    } catch (error) {
      const byField = fieldErrors(error);
      const known = Object.fromEntries(Object.entries(byField).filter(([name]) => form.fields.some((field) => field.name === name)));
      for (const name of Object.keys(known)) setError(name as Path<TValues>, { type: 'server' });
      setServerMessages(known);
      if (Object.keys(known).length === 0) toastApiError(error);
    }
  });

  const messageFor = (field: FormField): string | null => {
    const server = serverMessages[field.name];
    if (server) return server.messageKey ? t(server.messageKey) : (server.text ?? null);
    const key = fieldErrorKey(errors[field.name] as FieldError | undefined, field.invalidKey);
    return key ? t(key) : null;
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t(form.submitKey)} data-compact={compact ? '' : undefined}>
      {form.fields.map((field) => (
        <FieldInput key={field.name} field={field} id={`${idPrefix}-${field.name}`} message={messageFor(field)} register={register as never} />
      ))}
      {children}
      <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(form.submitKey)}
      </SubmitButton>
    </Form>
  );
}

function FieldInput({
  field,
  id,
  message,
  register,
}: {
  field: FormField;
  id: string;
  message: string | null;
  register: (name: string) => Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : null, field.hintKey ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy, ...register(field.name) };

  if (field.kind === 'checkbox') {
    return (
      <FieldBox>
        <CheckboxRow>
          <input type="checkbox" {...common} />
          <Label htmlFor={id}>{t(field.labelKey)}</Label>
        </CheckboxRow>
        {message && <ErrorText id={errorId}>{message}</ErrorText>}
      </FieldBox>
    );
  }
  const type = field.kind === 'password' ? (visible ? 'text' : 'password') : field.kind;
  return (
    <FieldBox>
      <Label htmlFor={id}>{t(field.labelKey)}</Label>
      <InputRow>
        <Input type={type} autoComplete={field.autoComplete} readOnly={field.readOnly} dir="auto" {...common} />
        {field.kind === 'password' && (
          <ToggleButton type="button" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
            {t(visible ? 'auth.password.hide' : 'auth.password.show')}
          </ToggleButton>
        )}
      </InputRow>
      {field.hintKey && <Hint id={hintId}>{t(field.hintKey)}</Hint>}
      {message && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
    </FieldBox>
  );
}
