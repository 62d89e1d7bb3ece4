import type { Queryable } from './db/database.ts';
import type { MarketFigures } from './market.ts';

/**
 * The words of the sandbox's e-mails in each language (§3 contact language): a player who set a contact language gets
 * their mails in it, everyone else in the market's default language. A language the market offers without texts here
 * falls back to English.
 */
export type MailKind = 'password-reset' | 'verify-email' | 'registration' | 'email-changed' | 'registration-email-taken' | 'registration-username-taken';

interface MailValues {
  username?: string;
  link?: string;
  base?: string;
  masked?: string;
}

type Texts = Record<MailKind, { subject: string; text: (values: MailValues) => string }>;

const english: Texts = {
  registration: {
    subject: 'Confirm your e-mail address to open your account',
    text: (v) =>
      `Hello ${v.username},\n\nTo create your account and sign in, open ${v.link}\nThe link works once, for 3 days.\nIf you did not ask for an account, there is nothing to do: none is made without this link.`,
  },
  'password-reset': { subject: 'Reset your password', text: (v) => `Hello ${v.username},\n\nTo choose a new password, open ${v.link}\nThe link works once, for 24 hours.` },
  'verify-email': { subject: 'Confirm your e-mail address', text: (v) => `Hello ${v.username},\n\nTo confirm your e-mail address, open ${v.link}\nThe link works for 3 days.` },
  'email-changed': {
    subject: 'The e-mail address of your account was changed',
    text: (v) =>
      `Hello ${v.username},\n\nThe e-mail address of your account was changed to ${v.masked}.\n` +
      `If you did not make this change, open ${v.link} within 7 days: this address comes back, every session of the ` +
      `account is signed out, and you can then choose a new password.`,
  },
  'registration-email-taken': {
    subject: 'You already have an account',
    text: (v) =>
      `Hello,\n\nSomeone asked to create an account with this e-mail address, which already has one, so no account was created.\nIf it was you, sign in at ${v.base}/auth/sign-in or choose a new password at ${v.base}/forgot-password.\nIf it was not you, there is nothing to do.`,
  },
  'registration-username-taken': {
    subject: 'Choose another username',
    text: (v) =>
      `Hello,\n\nThe username "${v.username}" is already taken, so no account was created.\nRegister again with another username at ${v.base}/sign-up.\nIf you did not ask for an account, there is nothing to do.`,
  },
};

const french: Texts = {
  registration: {
    subject: 'Confirmez votre adresse e-mail pour ouvrir votre compte',
    text: (v) =>
      `Bonjour ${v.username},\n\nPour créer votre compte et vous connecter, ouvrez ${v.link}\nLe lien fonctionne une fois, pendant 3 jours.\nSi vous n’avez pas demandé de compte, vous n’avez rien à faire : aucun compte n’est créé sans ce lien.`,
  },
  'password-reset': { subject: 'Réinitialisez votre mot de passe', text: (v) => `Bonjour ${v.username},\n\nPour choisir un nouveau mot de passe, ouvrez ${v.link}\nLe lien fonctionne une fois, pendant 24 heures.` },
  'verify-email': { subject: 'Confirmez votre adresse e-mail', text: (v) => `Bonjour ${v.username},\n\nPour confirmer votre adresse e-mail, ouvrez ${v.link}\nLe lien fonctionne pendant 3 jours.` },
  'email-changed': {
    subject: 'L’adresse e-mail de votre compte a été modifiée',
    text: (v) =>
      `Bonjour ${v.username},\n\nL’adresse e-mail de votre compte a été remplacée par ${v.masked}.\n` +
      `Si vous n’êtes pas à l’origine de ce changement, ouvrez ${v.link} dans les 7 jours : cette adresse revient, toutes les ` +
      `sessions du compte sont fermées et vous pouvez ensuite choisir un nouveau mot de passe.`,
  },
  'registration-email-taken': {
    subject: 'Vous avez déjà un compte',
    text: (v) =>
      `Bonjour,\n\nQuelqu’un a demandé à créer un compte avec cette adresse e-mail, qui en a déjà un : aucun compte n’a été créé.\nSi c’était vous, connectez-vous sur ${v.base}/auth/sign-in ou choisissez un nouveau mot de passe sur ${v.base}/forgot-password.\nSinon, vous n’avez rien à faire.`,
  },
  'registration-username-taken': {
    subject: 'Choisissez un autre nom d’utilisateur',
    text: (v) =>
      `Bonjour,\n\nLe nom d’utilisateur « ${v.username} » est déjà pris : aucun compte n’a été créé.\nInscrivez-vous de nouveau avec un autre nom sur ${v.base}/sign-up.\nSi vous n’avez pas demandé de compte, vous n’avez rien à faire.`,
  },
};

const arabic: Texts = {
  registration: {
    subject: 'أكّد عنوان بريدك الإلكتروني لفتح حسابك',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nلإنشاء حسابك وتسجيل الدخول، افتح ${v.link}\nيعمل الرابط مرة واحدة خلال 3 أيام.\nإن لم تطلب حسابًا، فلا شيء عليك فعله: لا يُنشأ أي حساب دون هذا الرابط.`,
  },
  'password-reset': { subject: 'أعد تعيين كلمة المرور', text: (v) => `مرحبًا ${v.username}،\n\nلاختيار كلمة مرور جديدة، افتح ${v.link}\nيعمل الرابط مرة واحدة خلال 24 ساعة.` },
  'verify-email': { subject: 'أكّد عنوان بريدك الإلكتروني', text: (v) => `مرحبًا ${v.username}،\n\nلتأكيد عنوان بريدك الإلكتروني، افتح ${v.link}\nيعمل الرابط لمدة 3 أيام.` },
  'email-changed': {
    subject: 'تم تغيير عنوان البريد الإلكتروني لحسابك',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nتم تغيير عنوان البريد الإلكتروني لحسابك إلى ${v.masked}.\n` +
      `إن لم تقم بهذا التغيير، افتح ${v.link} خلال 7 أيام: يعود هذا العنوان، وتُغلق كل جلسات الحساب، ويمكنك بعدها اختيار كلمة مرور جديدة.`,
  },
  'registration-email-taken': {
    subject: 'لديك حساب بالفعل',
    text: (v) =>
      `مرحبًا،\n\nطلب شخص ما إنشاء حساب بعنوان البريد الإلكتروني هذا، وله حساب بالفعل، لذلك لم يُنشأ أي حساب.\nإن كنت أنت، سجّل الدخول على ${v.base}/auth/sign-in أو اختر كلمة مرور جديدة على ${v.base}/forgot-password.\nإن لم تكن أنت، فلا شيء عليك فعله.`,
  },
  'registration-username-taken': {
    subject: 'اختر اسم مستخدم آخر',
    text: (v) =>
      `مرحبًا،\n\nاسم المستخدم "${v.username}" مأخوذ بالفعل، لذلك لم يُنشأ أي حساب.\nسجّل من جديد باسم آخر على ${v.base}/sign-up.\nإن لم تطلب حسابًا، فلا شيء عليك فعله.`,
  },
};

const textsByLanguage: Record<string, Texts> = { 'en-US': english, 'fr-fr': french, ar: arabic };

/** The contact language a player chose if the market still offers it, else the market's default language. */
export async function mailLanguageOf(db: Queryable, market: Pick<MarketFigures, 'languages' | 'defaultLanguage'>, userId: number | undefined): Promise<string> {
  if (userId !== undefined) {
    const row = await db.get<{ contact_language: string }>('SELECT contact_language FROM user_info WHERE user_id = ?', [userId]);
    if (row && market.languages.includes(row.contact_language)) return row.contact_language;
  }
  return market.defaultLanguage;
}

export function mailText(language: string, kind: MailKind, values: MailValues): { subject: string; text: string } {
  const texts = (textsByLanguage[language] ?? english)[kind];
  return { subject: texts.subject, text: texts.text(values) };
}
