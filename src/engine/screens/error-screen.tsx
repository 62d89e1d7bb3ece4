import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { appConfig } from '../load-config.ts';
import { href } from '../hrefs.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { MessageGroup, MessageSection, MessageText, MessageTitle, SecondaryLink } from './message-page.tsx';
import { nextRecoveryStep, resetRecovery, sessionRecoveryStorage, type RecoveryStep, type RecoveryStorage } from './error-recovery.ts';

/** What the error screen acts on; every part can be replaced (tests inject a fake storage and reload). */
export interface ErrorRecoveryEnvironment {
  storage: RecoveryStorage | null;
  /** Reloads the page. */
  reload: () => void;
  /** Loads the root address afresh. */
  goToRoot: () => void;
  /** §9: error page reload limit. */
  reloadLimit: number;
}

const ErrorRecoveryContext = createContext<Partial<ErrorRecoveryEnvironment> | null>(null);

/** Overrides parts of the recovery environment for everything below (mount it above the RouterProvider). */
export function ErrorRecoveryProvider({ value, children }: { value: Partial<ErrorRecoveryEnvironment>; children: ReactNode }) {
  return <ErrorRecoveryContext.Provider value={value}>{children}</ErrorRecoveryContext.Provider>;
}

function useRecoveryEnvironment(): ErrorRecoveryEnvironment {
  const overrides = useContext(ErrorRecoveryContext);
  return useMemo(
    () => ({
      storage: overrides && 'storage' in overrides ? (overrides.storage ?? null) : sessionRecoveryStorage(),
      reload: overrides?.reload ?? (() => window.location.reload()),
      goToRoot: overrides?.goToRoot ?? (() => window.location.assign(href('root'))),
      reloadLimit: overrides?.reloadLimit ?? appConfig.app.errorPageReloadLimit,
    }),
    [overrides],
  );
}

// One decision per page load: React renders an error boundary more than once (StrictMode, its retry after a
// render error — a broken screen throws a new Error each time), and the counters must move once per failure.
// Every step but 'show-message' leaves the page, so the next decision belongs to the next load.
let decisionThisLoad: RecoveryStep | null = null;
let stepTaken = false;

function decideOnce(error: unknown, environment: ErrorRecoveryEnvironment): RecoveryStep {
  if (decisionThisLoad) return decisionThisLoad;
  decisionThisLoad = nextRecoveryStep(error, environment.storage, environment.reloadLimit);
  if (decisionThisLoad === 'show-message') console.error(error);
  return decisionThisLoad;
}

/** Tests: simulates a new page load (the decision made for this one is forgotten). */
export function forgetRecoveryDecision(): void {
  decisionThisLoad = null;
  stepTaken = false;
}

/**
 * §2/§8 error screen: reloads up to the limit, then goes to the root, then shows the default message and a
 * try-again button. Chunk and CSS load failures reload once.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const environment = useRecoveryEnvironment();
  const step = decideOnce(error, environment);

  useEffect(() => {
    if (stepTaken || step === 'show-message') return;
    stepTaken = true;
    if (step === 'reload') environment.reload();
    else environment.goToRoot();
  }, [step, environment]);

  if (step !== 'show-message') {
    return (
      <MessageSection>
        <MessageText role="status">{t('engine.errorScreen.recovering')}</MessageText>
      </MessageSection>
    );
  }
  const tryAgain = () => {
    resetRecovery(environment.storage);
    environment.reload();
  };
  return (
    <MessageSection aria-labelledby="error-screen-title">
      <MessageGroup role="alert">
        <MessageTitle id="error-screen-title">{t('engine.errorScreen.title')}</MessageTitle>
        <MessageText>{t('engine.errorScreen.message')}</MessageText>
      </MessageGroup>
      <Button type="button" onClick={tryAgain}>
        {t('engine.errorScreen.tryAgain')}
      </Button>
      <SecondaryLink href={href('root')}>{t('engine.errorScreen.backHome')}</SecondaryLink>
    </MessageSection>
  );
}

/** The router's error element: render errors and failed lazy imports of any route land here. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Forgets past failures once the app has run `delayMs` without one (mounted by the engine's root layout). */
export function useErrorRecoveryReset(delayMs = 10000): void {
  const environment = useRecoveryEnvironment();
  useEffect(() => {
    const timer = setTimeout(() => resetRecovery(environment.storage), delayMs);
    return () => clearTimeout(timer);
  }, [environment, delayMs]);
}
