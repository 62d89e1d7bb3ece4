import { z } from 'zod';

/** One input of a declared form (DESIGN "forms"). */
export const formFieldSchema = z.object({
  /** Field name: the key in the submitted body and in the server's field errors (§5 Field errors). */
  name: z.string().min(1),
  /** Which input renders it. */
  kind: z.enum(['text', 'email', 'password', 'checkbox', 'date', 'tel', 'select', 'number']),
  /** i18n key of the label. */
  labelKey: z.string().min(1),
  /** i18n key of a hint shown under the input (password rules, §5). */
  hintKey: z.string().optional(),
  /** HTML autocomplete token, so password managers and autofill work. */
  autoComplete: z.string().optional(),
  /** Choices for a select: value and i18n key. */
  options: z.array(z.object({ value: z.string(), labelKey: z.string() })).optional(),
  /** i18n key shown when the value breaks a rule (other than being empty), e.g. the password rules of §5. */
  invalidKey: z.string().optional(),
  /** Read-only when prefilled from the URL (sign-up promo code stays editable unless set). */
  readOnly: z.boolean().optional(),
});

export const formConfigSchema = z.object({
  /** Form id: also the async-status id of its submission. */
  id: z.string().min(1),
  /** The inputs, in order. */
  fields: z.array(formFieldSchema).min(1),
  /** i18n key of the submit button. */
  submitKey: z.string().min(1),
  /** The zod schema that validates the values: the generated body schema extended with UI-only rules (CONVENTIONS 8). */
  schema: z.custom<z.ZodType>((value) => value instanceof z.ZodType, { message: 'schema must be a zod schema' }),
});

export type FormField = z.infer<typeof formFieldSchema>;

export interface FormConfig<TSchema extends z.ZodType = z.ZodType> {
  id: string;
  fields: Array<FormField & { name: Extract<keyof z.input<TSchema>, string> }>;
  submitKey: string;
  schema: TSchema;
}

/** Declares a form; a bad declaration fails at import with the form id and the field path. */
export function defineForm<TSchema extends z.ZodType>(config: FormConfig<TSchema>): FormConfig<TSchema> {
  const parsed = formConfigSchema.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`config/forms/${config.id ?? '?'}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return config;
}
