import * as z from 'zod';
import { i18nKeySchema, idSchema, routeRefSchema } from './shared.ts';

// The form kind (DESIGN "forms"). This zod schema checks declarations in tests (config/forms/forms.test.ts);
// config files call defineForm() from form.define.ts, which is zod-free, and each form's own value schema is
// loaded when the form is first used (FormConfig.schema), so zod stays out of every page's first load.

/** One input of a declared form. */
export const formFieldSchema = z.strictObject({
  /** Field name: the key in the submitted body and in the server's field errors (§5 Field errors). */
  name: z.string().min(1),
  /**
   * Which input renders it; 'country' is the list of countries named in the player's language, ISO codes as values;
   * 'language' the languages the market offers, each named in its own language, codes as values.
   */
  kind: z.enum(['text', 'email', 'password', 'checkbox', 'date', 'tel', 'select', 'number', 'country', 'language']),
  /** i18n key of the label. */
  labelKey: i18nKeySchema,
  /**
   * The page the label's <link>words</link> open (the terms a player accepts, §5 Registration), in a new tab so
   * nothing typed in the form is lost.
   */
  labelLink: routeRefSchema.optional(),
  /** i18n key of a hint shown under the input (password rules, §5). */
  hintKey: i18nKeySchema.optional(),
  /** HTML autocomplete token, so password managers and autofill work. */
  autoComplete: z.string().min(1).optional(),
  /** Choices for a select: value and i18n key. */
  options: z.array(z.strictObject({ value: z.string(), labelKey: i18nKeySchema })).optional(),
  /** i18n key shown when the value breaks a rule (other than being empty), e.g. the password rules of §5. */
  invalidKey: i18nKeySchema.optional(),
  /** Read-only when prefilled from the URL (sign-up promo code stays editable unless set). */
  readOnly: z.boolean().optional(),
  /** The on-screen keyboard phones show (§2 Player journey: 'decimal' for amounts, a keypad with the decimal separator). */
  inputMode: z.enum(['text', 'decimal', 'numeric', 'tel', 'email']).optional(),
  /** A unit shown beside the input and read with its label (§2 Player journey: the currency beside a deposit amount). */
  unit: z.string().min(1).optional(),
});

/**
 * Loads the zod schema that validates the form's values: the generated body schema, extended with UI-only rules
 * (CONVENTIONS 8) in a `<form>.schema.ts` beside the declaration. Always a dynamic import, e.g.
 * `() => import('./sign-up.schema.ts').then((module) => module.signUpSchema)`, so the schema, the generated
 * schemas and zod load when the form is first focused or submitted, never with the page.
 */
export type FormSchemaLoader<TSchema extends z.ZodType = z.ZodType> = () => Promise<TSchema>;

export const formConfigSchema = z.strictObject({
  /** Form id, the name of its file (config/forms/<id>.ts): also the async-status id of its submission. */
  id: idSchema,
  /** The inputs, in order. */
  fields: z.array(formFieldSchema).min(1),
  /** i18n key of the submit button. */
  submitKey: i18nKeySchema,
  /** Loads the schema that validates the values before anything is sent (FormSchemaLoader). */
  schema: z.custom<FormSchemaLoader>((value) => typeof value === 'function', {
    message: "Expected a lazy schema loader: () => import('./<form>.schema.ts').then((module) => module.<schema>)",
  }),
});

/** One input; TName narrows the name to the schema's keys (defineForm fills it in). */
export type FormField<TName extends string = string> = z.infer<typeof formFieldSchema> & { name: TName };

/** The field names a schema reads. */
export type FormFieldName<TSchema extends z.ZodType> = Extract<keyof z.input<TSchema>, string>;

/**
 * A declared form: formConfigSchema's shape, with the field names tied to the schema's keys. The defaults (any
 * schema, any name) are how the renderer and the config test see every form.
 */
export interface FormConfig<TSchema extends z.ZodType = z.ZodType, TName extends string = string> extends Omit<z.infer<typeof formConfigSchema>, 'fields' | 'schema'> {
  fields: Array<FormField<TName>>;
  schema: FormSchemaLoader<TSchema>;
}

/** The values a declared form's schema reads, as its inputs hold them. */
export type FormValues<TForm extends FormConfig> = TForm extends FormConfig<infer TSchema> ? z.input<TSchema> : never;
