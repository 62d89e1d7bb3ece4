import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormConfig } from '../../../schemas/config/form.ts';
import { showToast } from '../../stores/toasts.ts';

// One load per declared form, shared by every mounted copy (the header's and the panel's login form) and kept
// across remounts; zod, the generated schemas and the resolver arrive in the same round trip.
const loads = new WeakMap<FormConfig, Promise<Resolver>>();

/**
 * Starts loading the form's schema and zodResolver, or returns the load already under way. Neither is in a
 * page's first load: ConfigForm calls this when the player first focuses a field, so the first submit rarely
 * waits.
 */
export function loadFormResolver(form: FormConfig): Promise<Resolver> {
  const started = loads.get(form);
  if (started) return started;
  const loading = Promise.all([form.schema(), import('@hookform/resolvers/zod')]).then(
    // The resolver's generic types differ per zod schema; the form config guarantees the shape.
    ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver,
  );
  loads.set(form, loading);
  // A failed load (offline, a new deployment) is tried again by the next focus or submit, not kept.
  loading.catch(() => {
    if (loads.get(form) === loading) loads.delete(form);
  });
  return loading;
}

/**
 * A react-hook-form resolver that waits for the form's zod schema on first use (react-hook-form awaits a
 * resolver's promise). If the schema cannot be loaded, nothing is sent: the submit stops with a root error, the
 * typed values stay, and the player is told to check the network.
 */
export function lazyFormResolver<TValues extends FieldValues>(form: FormConfig): Resolver<TValues> {
  return async (values, context, options) => {
    let resolve: Resolver;
    try {
      resolve = await loadFormResolver(form);
    } catch {
      showToast({ type: 'error', messageKey: 'errors.network_error' });
      return { values: {}, errors: { root: { type: 'schema-load', message: 'errors.network_error' } } } as never;
    }
    return resolve(values, context, options as never) as never;
  };
}
