import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from '@emotion/styled';
import type { FormConfig, FormField } from '../../../schemas/config/form.ts';
import { fieldErrors, toastApiError } from '../../api/errors.ts';
import { fieldErrorKey } from './field-message.ts';
import { hrefOf } from '../hrefs.ts';
import { lazyFormResolver, loadFormResolver } from './form-resolver.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { SelectInput } from '../../ui/primitives/select-input.tsx';
import { countryOptions } from '../../i18n/countries.ts';
import { getDefaultLanguage, getLanguages } from '../../i18n/languages.ts';
import { useLocale } from '../../stores/locale.ts';

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

const CheckboxRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minBlockSize: 44,
  input: { inlineSize: 22, blockSize: 22 },
  // A label's linked words (the terms): the kit's link colour, readable on the page (WCAG 1.4.3).
  a: { color: theme.colors.link },
}));

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
 * their inputs (§5), other failures as toasts (§8), and nothing typed is lost on an error. The fields render at
 * once; the schema (and zod) load when a field is first focused, and a submit waits for them if needed.
 */
export function ConfigForm<TValues extends FieldValues>({ form, onSubmit, defaultValues, children, compact }: ConfigFormProps<TValues>) {
  const { t } = useTranslation();
  const resolver = useMemo(() => lazyFormResolver<TValues>(form), [form]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TValues>({
    resolver,
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
      // §2 Player journey: a server refusal ("already used") is met where the player can see it: the first refused field
      // takes focus and is scrolled to the middle of the screen, clear of the sticky header, so the button the
      // player pressed does not seem dead.
      const first = form.fields.find((field) => field.name in known);
      const input = first ? document.getElementById(`${idPrefix}-${first.name}`) : null;
      if (input) {
        input.focus({ preventScroll: true });
        input.scrollIntoView?.({ block: 'center' });
      }
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
    <Form
      noValidate
      onSubmit={submit}
      // Focus bubbles in React: the first field the player enters starts loading the schema (prefetch).
      onFocus={() => void loadFormResolver(form).catch(() => undefined)}
      aria-label={t(form.submitKey)}
      data-compact={compact ? '' : undefined}
    >
      {form.fields.map((field) => (
        <FieldInput key={field.name} field={field} id={`${idPrefix}-${field.name}`} message={messageFor(field)} register={register as never} />
      ))}
      {children}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t(form.submitKey)}
      </Button>
    </Form>
  );
}

const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes[1], color: theme.colors.danger }));

/** The options of a field the player picks from a list, or null for a field typed or ticked. */
function choiceOptions(field: FormField, t: (key: string) => string, dateLocale: string): { value: string; label: string }[] | null {
  if (field.kind === 'country') {
    // §3 country (two letters): the player picks a name in their language, the form sends its ISO code.
    return countryOptions(dateLocale || getDefaultLanguage().dateLocale).map((country) => ({ value: country.code, label: country.name }));
  }
  // 'language': the market's languages, each under its own name (as the language selector shows them).
  if (field.kind === 'language') return getLanguages().map((language) => ({ value: language.code, label: language.label }));
  if (field.kind === 'select') return (field.options ?? []).map((option) => ({ value: option.value, label: t(option.labelKey) }));
  return null;
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
  const { dateLocale } = useLocale();
  const choices = choiceOptions(field, t, dateLocale);
  if (choices) {
    return (
      <SelectInput
        id={id}
        label={t(field.labelKey)}
        options={choices}
        placeholder={t('common.choose')}
        autoComplete={field.autoComplete}
        hint={field.hintKey ? t(field.hintKey) : undefined}
        error={message}
        {...register(field.name)}
      />
    );
  }
  if (field.kind === 'checkbox') {
    const errorId = `${id}-error`;
    return (
      <div>
        <CheckboxRow>
          <input type="checkbox" id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined} {...register(field.name)} />
          <label htmlFor={id}>{field.labelLink ? <LinkedLabel field={field} /> : t(field.labelKey)}</label>
        </CheckboxRow>
        {message && <ErrorText id={errorId}>{message}</ErrorText>}
      </div>
    );
  }
  return (
    <TextInput
      id={id}
      label={t(field.labelKey)}
      type={field.kind}
      autoComplete={field.autoComplete}
      readOnly={field.readOnly}
      // A typed Latin value turns a dir="auto" field left to right, moving its inline end (where the password's
      // show button leaves room) away from the button, which follows the page: in Arabic the dots ran under the
      // eye. A password keeps the page's direction; its dots read the same either way (§1 Languages).
      dir={field.kind === 'password' ? undefined : 'auto'}
      hint={field.hintKey ? t(field.hintKey) : undefined}
      error={message}
      visibilityToggle={field.kind === 'password'}
      inputMode={field.inputMode}
      unit={field.unit}
      {...register(field.name)}
    />
  );
}

/** A label whose <link>words</link> open the page it names in a new tab (the terms beside their checkbox). */
function LinkedLabel({ field }: { field: FormField }) {
  const { t } = useTranslation();
  const match = /^(.*)<link>(.+)<\/link>(.*)$/s.exec(t(field.labelKey));
  if (!match) return t(field.labelKey);
  return (
    <>
      {match[1]}
      <a href={hrefOf(field.labelLink!)} target="_blank" rel="noopener noreferrer">
        {match[2]}
      </a>
      {match[3]}
    </>
  );
}
