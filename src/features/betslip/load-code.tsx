import { useCallback, useState, type FormEvent, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { Button } from '../../ui/primitives/button.tsx';
import { TextInput } from '../../ui/primitives/text-input.tsx';
import { BookedSlipLoader } from './booking.tsx';

// docs/product.md §5 Bet slip, booking codes: a code someone sent is typed into the slip ("Load a code", in the empty
// slip and beside Share) and loaded as its link loads it (BookedSlipLoader: today's prices, the gone ones named, a
// localized refusal for an unknown or expired code). Loaded when shown (§2 Speed: the slip's first load).

/** What was typed and asked for, kept across the slip's empty and filled states (the field is drawn in both). */
const loadCodeStore = proxy({ typed: '', code: null as string | null, loaded: false });

/** The field and its outcome; `where` says which state of the slip draws it (the loaded status shows beside Share). */
export default function LoadBookingCode({ where }: { where: 'empty' | 'share' }): JSX.Element {
  const { t } = useTranslation();
  const state = useSnapshot(loadCodeStore);
  const [missing, setMissing] = useState(false);
  const onLoaded = useCallback(() => void (loadCodeStore.loaded = true), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Codes are 8 letters and digits; one read out may come with spaces or in small letters.
    const code = loadCodeStore.typed.replace(/\s+/g, '').toUpperCase();
    setMissing(code === '');
    if (code === '') return;
    loadCodeStore.code = code;
    loadCodeStore.loaded = false;
  };
  return (
    <form onSubmit={submit} aria-label={t('betslip.booking.loadTitle')} data-testid="booking-load">
      <div className="row" style={{ alignItems: 'end', flexWrap: 'nowrap' }}>
        <TextInput
          label={t('betslip.booking.loadLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={state.typed}
          onChange={(event) => (loadCodeStore.typed = event.target.value)}
          error={missing ? t('betslip.booking.codeRequired') : null}
        />
        <Button type="submit" variant="secondary">
          {t('betslip.booking.load')}
        </Button>
      </div>
      {state.code !== null && (where === 'share' || !state.loaded) && <BookedSlipLoader key={state.code} code={state.code} loadedAlready={state.loaded} onLoaded={onLoaded} />}
    </form>
  );
}

/** Back to nothing typed (tests, sign-out). */
export function resetLoadBookingCode(): void {
  Object.assign(loadCodeStore, { typed: '', code: null, loaded: false });
}
