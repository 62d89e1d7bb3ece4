import { formatMoneyIn, fromMinorUnits } from '../../src/domain/money.ts';

/**
 * The stand-in game page's words in each language of the market (§8: a refused bet says why in the player's
 * language). The page is the provider's, on the game origin, so it cannot read the site's packs; like a provider's
 * page it takes the language the site's `lang` cookie names (the browser sends it to the game origin on the same
 * host), else the browser's Accept-Language, else the market's default. A language without texts here is English.
 */
export interface GamePageTexts {
  locale: string;
  direction: 'ltr' | 'rtl';
  demo: string;
  freeSpins: string;
  realMoney: string;
  balance: string;
  freeSpinsLeft: string;
  bet: string;
  spin: string;
  lobby: string;
  win: string;
  noWin: string;
  sessionOver: string;
  /** The bet range under the input, and the reasons a bet is refused; {min} and {max} are amounts with their currency. */
  betRange: string;
  refusals: Record<string, string>;
  fallback: string;
}

const english: GamePageTexts = {
  locale: 'en-US',
  direction: 'ltr',
  demo: 'Demo',
  freeSpins: 'Free spins',
  realMoney: 'Real money',
  balance: 'Balance',
  freeSpinsLeft: 'Free spins left',
  bet: 'Bet',
  spin: 'Spin',
  lobby: 'Lobby',
  win: 'Win',
  noWin: 'No win',
  sessionOver: 'Session over.',
  betRange: 'Bets from {min} to {max} per round.',
  refusals: {
    casino_bet_below_minimum: 'Bet refused: the minimum bet per round is {min}.',
    casino_bet_above_maximum: 'Bet refused: the maximum bet per round is {max}.',
    not_enough_money: 'Bet refused: not enough money.',
    loss_limit_exceeded: 'Bet refused: it would pass your loss limit.',
    session_time_limit_reached: 'Bet refused: your session-time limit for today is reached.',
    stake_cap_exceeded: 'Bet refused: the most you may stake per round is {max}.',
    round_too_soon: 'Bet refused: a round may start {seconds} s after the last one at the earliest.',
    limit_required: 'Bet refused: set a deposit limit in your account before playing.',
    play_locked: 'Play is locked: you used the panic button. Your account says when it ends.',
    validation_error: 'Enter a bet such as 1.00.',
    not_found: 'This game session has ended: it was closed here or opened elsewhere.',
  },
  fallback: 'Something went wrong.',
};

const french: GamePageTexts = {
  locale: 'fr-FR',
  direction: 'ltr',
  demo: 'Démo',
  freeSpins: 'Tours gratuits',
  realMoney: 'Argent réel',
  balance: 'Solde',
  freeSpinsLeft: 'Tours gratuits restants',
  bet: 'Mise',
  spin: 'Lancer',
  lobby: 'Lobby',
  win: 'Gain',
  noWin: 'Pas de gain',
  sessionOver: 'Session terminée.',
  betRange: 'Mises de {min} à {max} par partie.',
  refusals: {
    casino_bet_below_minimum: 'Mise refusée : la mise minimale par partie est de {min}.',
    casino_bet_above_maximum: 'Mise refusée : la mise maximale par partie est de {max}.',
    not_enough_money: 'Mise refusée : solde insuffisant.',
    loss_limit_exceeded: 'Mise refusée : elle dépasserait votre limite de pertes.',
    session_time_limit_reached: 'Mise refusée : votre limite de temps de jeu du jour est atteinte.',
    stake_cap_exceeded: 'Mise refusée : la mise maximale autorisée par partie est de {max}.',
    round_too_soon: 'Mise refusée : une partie ne peut commencer que {seconds} s après la précédente.',
    limit_required: 'Mise refusée : fixez une limite de dépôt dans votre compte avant de jouer.',
    play_locked: 'Le jeu est bloqué : vous avez utilisé le bouton d’arrêt d’urgence. Votre compte indique quand il prend fin.',
    validation_error: 'Saisissez une mise, par exemple 1,00.',
    not_found: 'Cette session de jeu est terminée : elle a été fermée ici ou ouverte ailleurs.',
  },
  fallback: 'Une erreur est survenue.',
};

const arabic: GamePageTexts = {
  locale: 'ar-TN',
  direction: 'rtl',
  demo: 'تجريبي',
  freeSpins: 'دورات مجانية',
  realMoney: 'أموال حقيقية',
  balance: 'الرصيد',
  freeSpinsLeft: 'الدورات المجانية المتبقية',
  bet: 'الرهان',
  spin: 'تدوير',
  lobby: 'الردهة',
  win: 'ربح',
  noWin: 'لا ربح',
  sessionOver: 'انتهت الجلسة.',
  betRange: 'الرهانات من {min} إلى {max} لكل جولة.',
  refusals: {
    casino_bet_below_minimum: 'رُفض الرهان: الحد الأدنى للرهان في الجولة هو {min}.',
    casino_bet_above_maximum: 'رُفض الرهان: الحد الأقصى للرهان في الجولة هو {max}.',
    not_enough_money: 'رُفض الرهان: الرصيد غير كافٍ.',
    loss_limit_exceeded: 'رُفض الرهان: سيتجاوز حد الخسارة الخاص بك.',
    session_time_limit_reached: 'رُفض الرهان: بلغت حد وقت اللعب لهذا اليوم.',
    stake_cap_exceeded: 'رُفض الرهان: أقصى رهان مسموح به في الجولة هو {max}.',
    round_too_soon: 'رُفض الرهان: لا تبدأ الجولة إلا بعد {seconds} ثوانٍ من الجولة السابقة.',
    limit_required: 'رُفض الرهان: حدّد حدًّا للإيداع في حسابك قبل اللعب.',
    play_locked: 'اللعب مقفل: استخدمت زر الإيقاف الفوري. يبيّن حسابك متى ينتهي القفل.',
    validation_error: 'أدخل رهانًا مثل 1.00.',
    not_found: 'انتهت جلسة اللعب هذه: أُغلقت هنا أو فُتحت في مكان آخر.',
  },
  fallback: 'حدث خطأ ما.',
};

const textsByLanguage: Record<string, GamePageTexts> = { 'en-US': english, 'fr-fr': french, ar: arabic };

/** The page's language: the site's `lang` cookie, else the first Accept-Language the market offers, else its default. */
export function gamePageLanguage(request: { cookie?: string; acceptLanguage?: string }, market: { languages: readonly string[]; defaultLanguage: string }): string {
  const offered = (code: string | undefined) => market.languages.find((language) => language.toLowerCase() === code?.toLowerCase());
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(request.cookie ?? '')?.[1];
  const fromCookie = offered(cookie ? decodeURIComponent(cookie) : undefined);
  if (fromCookie) return fromCookie;
  for (const part of (request.acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim();
    const exact = offered(tag) ?? market.languages.find((language) => language.split('-')[0].toLowerCase() === tag.split('-')[0].toLowerCase());
    if (exact) return exact;
  }
  return market.defaultLanguage;
}

export function gamePageTexts(language: string): GamePageTexts {
  return textsByLanguage[language] ?? english;
}

/** A refusal's reason in the page's language, with the bet range filled in. */
export function refusalText(texts: GamePageTexts, code: string, range: { minMinor: number; maxMinor: number; currency: string }): string {
  const template = texts.refusals[code] ?? texts.fallback;
  return fillRange(template, texts, range);
}

export function fillRange(template: string, texts: GamePageTexts, range: { minMinor: number; maxMinor: number; currency: string }): string {
  const amount = (minor: number) => formatMoneyIn(fromMinorUnits(minor), range.currency, texts.locale);
  return template.replace('{min}', amount(range.minMinor)).replace('{max}', amount(range.maxMinor));
}
