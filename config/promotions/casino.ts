import { definePromotion } from '../../schemas/config/promotion.define.ts';

// §2 /promotions-detail/casino: the weekly casino cashback.
export default definePromotion({
  id: 'casino',
  page: { route: 'promotions-detail-type', params: { type: 'casino' } },
  order: 3,
  eligibility: 'signed-in-players',
  image: { src: '/promotions/casino.svg', width: 640, height: 320 },
  cta: { route: 'slots-casino' },
  figures: { percent: 10, maxBonus: '1000', wagering: 1 },
  text: {
    'fr-fr': {
      title: 'Cashback casino : {{percent}} % chaque semaine',
      summary: '{{percent}} % de vos pertes nettes au casino remboursés chaque lundi, jusqu’à {{maxBonus}}.',
      terms: [
        'Le cashback vaut {{percent}} % des pertes nettes de la semaine (du lundi au dimanche) sur les jeux de casino, plafonné à {{maxBonus}}.',
        'Il est crédité le lundi sur le solde bonus et doit être misé {{wagering}} fois avant d’être converti en solde réel.',
        'Les parties jouées avec un bonus et les jeux en mode démo ne comptent pas.',
        'L’opérateur peut modifier ou retirer l’offre à tout moment ; les conditions générales s’appliquent.',
      ],
      cta: 'Jouer',
    },
    'en-US': {
      title: 'Casino cashback: {{percent}}% every week',
      summary: '{{percent}}% of your net casino losses back every Monday, up to {{maxBonus}}.',
      terms: [
        'The cashback is {{percent}}% of the week’s net losses (Monday to Sunday) on casino games, capped at {{maxBonus}}.',
        'It is credited on Monday to the bonus balance and must be wagered {{wagering}} time before it turns into real balance.',
        'Rounds played with bonus money and demo games do not count.',
        'The operator may change or withdraw the offer at any time; the general terms apply.',
      ],
      cta: 'Play',
    },
    'ar': {
      title: 'استرداد الكازينو: {{percent}}٪ كل أسبوع',
      summary: 'استرداد {{percent}}٪ من صافي خسائرك في الكازينو كل يوم اثنين، حتى {{maxBonus}}',
      terms: [
        'الاسترداد {{percent}}٪ من صافي خسائر الأسبوع (من الاثنين إلى الأحد) في ألعاب الكازينو، بحد أقصى {{maxBonus}}',
        'يُضاف يوم الاثنين إلى رصيد المكافآت ويجب المراهنة به {{wagering}} مرة قبل تحويله إلى رصيد حقيقي.',
        'لا تُحتسب الجولات الملعوبة بأموال المكافآت ولا الألعاب التجريبية.',
        'يجوز للمشغل تعديل العرض أو سحبه في أي وقت؛ وتسري الشروط العامة.',
      ],
      cta: 'العب',
    },
  },
});
