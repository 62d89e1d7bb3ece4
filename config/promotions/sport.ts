import { definePromotion } from '../../schemas/config/promotion.define.ts';

// §2 /promotions-detail/sport: the accumulator boost on the sportsbook.
export default definePromotion({
  id: 'sport',
  page: { route: 'promotions-detail-type', params: { type: 'sport' } },
  order: 2,
  eligibility: 'everyone',
  image: { src: '/promotions/sport.svg', width: 640, height: 320 },
  cta: { route: 'sport-page', params: { section: 'Home' } },
  // The boost itself is config/sportsbook/accumulator-boost.ts, which the slip shows and settlement pays; its test holds
  // these words and figures to it (imported here, it would weigh on every promotions page's first load).
  figures: { percent: 20, validDays: 30 },
  text: {
    'fr-fr': {
      title: 'Combiné boosté : jusqu’à +{{percent}} %',
      summary: 'Vos gains de combinés de 5 sélections ou plus augmentés jusqu’à {{percent}} %.',
      terms: [
        'Valable sur les paris combinés d’avant-match de 5 sélections ou plus, chacune à une cote d’au moins 1,30.',
        'Le gain net est augmenté de 5 % à 5 sélections, puis de 1 % par sélection supplémentaire, jusqu’à {{percent}} %.',
        'Le boost est versé en solde réel au règlement du pari ; un pari remboursé ou encaissé par cash-out n’y a pas droit.',
        'Les gains restent soumis aux plafonds des conditions générales. Offre valable {{validDays}} jours à compter de sa publication.',
      ],
      cta: 'Parier',
    },
    'en-US': {
      title: 'Accumulator boost: up to +{{percent}}%',
      summary: 'Winnings on accumulators of 5 or more selections boosted by up to {{percent}}%.',
      terms: [
        'Applies to prematch accumulators of 5 or more selections, each at odds of at least 1.30.',
        'Net winnings are boosted by 5% at 5 selections, then 1% per further selection, up to {{percent}}%.',
        'The boost is paid as real balance when the bet settles; a voided or cashed-out bet does not qualify.',
        'Winnings remain subject to the caps of the general terms. The offer runs for {{validDays}} days from publication.',
      ],
      cta: 'Bet now',
    },
    'ar': {
      title: 'تعزيز الرهان المركب: حتى +{{percent}}٪',
      summary: 'أرباح الرهانات المركبة من 5 اختيارات أو أكثر معززة حتى {{percent}}٪.',
      terms: [
        'يسري على الرهانات المركبة قبل المباراة من 5 اختيارات أو أكثر، كل منها باحتمال 1.30 على الأقل.',
        'يُعزز صافي الربح بنسبة 5٪ عند 5 اختيارات، ثم 1٪ لكل اختيار إضافي، حتى {{percent}}٪.',
        'يُدفع التعزيز رصيدًا حقيقيًا عند تسوية الرهان؛ الرهان الملغى أو المسحوب نقدًا لا يستحقه.',
        'تبقى الأرباح خاضعة لحدود الشروط العامة. العرض ساري لمدة {{validDays}} يومًا من نشره.',
      ],
      cta: 'راهن الآن',
    },
  },
});
