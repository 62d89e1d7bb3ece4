import { definePromotion } from '../../schemas/config/promotion.define.ts';

// §2 /promotions-detail/deposit (the default detail type): the reload bonus for signed-in players.
export default definePromotion({
  id: 'deposit',
  page: { route: 'promotions-detail-type', params: { type: 'deposit' } },
  order: 1,
  eligibility: 'signed-in-players',
  image: { src: '/promotions/deposit.svg', width: 640, height: 320 },
  cta: { route: 'profile-replenishment' },
  promoCode: 'RECHARGE50',
  figures: { percent: 50, maxBonus: '300', minDeposit: '20', wagering: 5, validDays: 7 },
  text: {
    'fr-fr': {
      title: 'Recharge : {{percent}} % de bonus',
      summary: '{{percent}} % de bonus sur un dépôt dès {{minDeposit}}, jusqu’à {{maxBonus}}, une fois par semaine.',
      terms: [
        'Offre réservée aux joueurs inscrits et majeurs, une fois par semaine calendaire.',
        'Dépôt minimum : {{minDeposit}}. Le bonus vaut {{percent}} % du dépôt, plafonné à {{maxBonus}}.',
        'Saisissez le code {{promoCode}} dans Profil › Code promo avant de déposer.',
        'Le bonus doit être misé {{wagering}} fois avant d’être converti en solde réel ; il expire après {{validDays}} jours.',
        'L’opérateur peut modifier ou retirer l’offre à tout moment ; les conditions générales s’appliquent.',
      ],
      cta: 'Déposer',
    },
    'en-US': {
      title: 'Reload: {{percent}}% bonus',
      summary: '{{percent}}% bonus on a deposit from {{minDeposit}}, up to {{maxBonus}}, once a week.',
      terms: [
        'For registered adult players only, once per calendar week.',
        'Minimum deposit: {{minDeposit}}. The bonus is {{percent}}% of the deposit, capped at {{maxBonus}}.',
        'Enter the code {{promoCode}} under Profile › Promo code before you deposit.',
        'The bonus must be wagered {{wagering}} times before it turns into real balance; it expires after {{validDays}} days.',
        'The operator may change or withdraw the offer at any time; the general terms apply.',
      ],
      cta: 'Deposit',
    },
    'ar': {
      title: 'إعادة الشحن: مكافأة {{percent}}٪',
      summary: 'مكافأة {{percent}}٪ على إيداع ابتداءً من {{minDeposit}}، حتى {{maxBonus}}، مرة في الأسبوع.',
      terms: [
        'العرض مخصص للاعبين المسجلين البالغين فقط، مرة واحدة في كل أسبوع.',
        'الحد الأدنى للإيداع: {{minDeposit}}. المكافأة {{percent}}٪ من الإيداع، بحد أقصى {{maxBonus}}',
        'أدخل الرمز {{promoCode}} في الملف الشخصي › الرمز الترويجي قبل الإيداع.',
        'يجب المراهنة بالمكافأة {{wagering}} مرات قبل تحويلها إلى رصيد حقيقي؛ وتنتهي صلاحيتها بعد {{validDays}} أيام.',
        'يجوز للمشغل تعديل العرض أو سحبه في أي وقت؛ وتسري الشروط العامة.',
      ],
      cta: 'إيداع',
    },
  },
});
