// The words the welcome package's offers share (§2 promotions/welcome-offer-1 to 9): each offer's figures fill the
// {{placeholders}}, so one text serves the nine pages and a figure is never retyped.
export const welcomeText = {
  'fr-fr': {
    title: 'Bienvenue n° {{depositNumber}} : {{percent}} % de bonus',
    summary: '{{percent}} % de bonus sur votre dépôt n° {{depositNumber}}, jusqu’à {{maxBonus}}.',
    terms: [
      'Offre réservée aux joueurs majeurs résidant dans le pays du site, un seul compte par personne et par foyer.',
      'Dépôt minimum : {{minDeposit}}. Le bonus vaut {{percent}} % du dépôt n° {{depositNumber}}, plafonné à {{maxBonus}}.',
      'Le bonus est crédité sur le solde bonus et doit être misé {{wagering}} fois avant d’être converti en solde réel.',
      'Le bonus non utilisé expire {{validDays}} jours après avoir été crédité.',
      'Code promo : {{promoCode}}, à saisir à l’inscription ou dans Profil › Code promo.',
      'L’opérateur peut modifier ou retirer l’offre à tout moment ; les conditions générales s’appliquent.',
    ],
    cta: 'J’en profite',
  },
  'en-US': {
    title: 'Welcome no. {{depositNumber}}: {{percent}}% bonus',
    summary: '{{percent}}% bonus on your deposit no. {{depositNumber}}, up to {{maxBonus}}.',
    terms: [
      'For adult players living in the site’s country only, one account per person and household.',
      'Minimum deposit: {{minDeposit}}. The bonus is {{percent}}% of deposit no. {{depositNumber}}, capped at {{maxBonus}}.',
      'The bonus is credited to the bonus balance and must be wagered {{wagering}} times before it turns into real balance.',
      'Unused bonus expires {{validDays}} days after it was credited.',
      'Promo code: {{promoCode}}, entered at sign-up or under Profile › Promo code.',
      'The operator may change or withdraw the offer at any time; the general terms apply.',
    ],
    cta: 'Claim it',
  },
  'ar': {
    title: 'ترحيب رقم {{depositNumber}}: مكافأة {{percent}}٪',
    summary: 'مكافأة {{percent}}٪ على إيداعك رقم {{depositNumber}}، حتى {{maxBonus}}',
    terms: [
      'العرض مخصص للاعبين البالغين المقيمين في بلد الموقع فقط، حساب واحد لكل شخص ولكل أسرة.',
      'الحد الأدنى للإيداع: {{minDeposit}}. المكافأة {{percent}}٪ من الإيداع رقم {{depositNumber}}، بحد أقصى {{maxBonus}}',
      'تُضاف المكافأة إلى رصيد المكافآت ويجب المراهنة بها {{wagering}} مرات قبل تحويلها إلى رصيد حقيقي.',
      'تنتهي صلاحية المكافأة غير المستخدمة بعد {{validDays}} يومًا من إضافتها.',
      'الرمز الترويجي: {{promoCode}}، يُدخل عند التسجيل أو في الملف الشخصي › الرمز الترويجي.',
      'يجوز للمشغل تعديل العرض أو سحبه في أي وقت؛ وتسري الشروط العامة.',
    ],
    cta: 'احصل عليه',
  },
} as const;
