import type * as z from 'zod';
import type { FormConfig, FormFieldName } from './form.ts';

// Zod-free: config/forms/<id>.ts imports this, and the login form is in the header of every page. Only types
// come from form.ts (`import type`); the declaration is checked against formConfigSchema in
// config/forms/forms.test.ts, which also loads every form's schema.

/** Declares a form, typed while written: each field name must be a key of the schema's input. */
export function defineForm<TSchema extends z.ZodType>(config: FormConfig<TSchema, FormFieldName<TSchema>>): FormConfig<TSchema, FormFieldName<TSchema>> {
  return config;
}
