import type { VisibilityPredicate } from '../../schemas/config/shared.ts';

/** What the visibility predicates of config/ are evaluated against. */
export interface VisibilityContext {
  isDesktop: boolean;
  flags: Readonly<Record<string, boolean>>;
  /** §3 userTypes of the signed-in player; unknown (guest, loading) hides items meant for one type. */
  userType?: 'self-registered' | 'with-cashier';
}

/** True when every predicate holds (no predicates: always visible). */
export function isVisible(predicates: readonly VisibilityPredicate[] | undefined, context: VisibilityContext): boolean {
  return (predicates ?? []).every((predicate) => {
    if ('viewport' in predicate) return predicate.viewport === 'desktop' ? context.isDesktop : !context.isDesktop;
    if ('userType' in predicate) return context.userType === predicate.userType;
    return context.flags[predicate.setting] === true;
  });
}
