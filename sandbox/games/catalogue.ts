/**
 * The four casino integrations' synthetic catalogues (DESIGN "The sandbox"; §9 sizes 2939, 878, 101, 101).
 *
 * Deterministic: a seeded PRNG per integration, so every start, test and browser sees the same games in the same
 * order. Titles are built from word lists so they read like real slot names; producers and categories come
 * from fixed lists. Each game is kept in one internal shape (CatalogueGame) from which the integration services
 * answer in their own source shapes (sandbox/services/casino-*.ts).
 */
export type IntegrationName = 'first' | 'outcome' | 'third' | 'fourth';

export interface CatalogueGame {
  integration: IntegrationName;
  /** The integration's own game id (identifier, Id, game_id or symbol). */
  gameId: string;
  /** A numeric id where the source shape has one (outcome Id, third id). */
  numericId: number;
  title: string;
  description: string;
  producer: string;
  /** §3 slot or live categories (kebab-case). */
  categories: string[];
  live: boolean;
  hasDemo: boolean;
  /** Offered on desktops only: left out of a list asked for the mobile platform (§7 the first integration). */
  desktopOnly: boolean;
  hasFreeSpins: boolean;
  dropsAndWins: boolean;
  /** RTP-ish volatility used by the game page's RNG (1..5). */
  volatility: number;
}

export const catalogueSizes: Record<IntegrationName, number> = { first: 2939, outcome: 878, third: 101, fourth: 101 };

/** mulberry32: small, fast, good enough for synthetic data and deterministic across Node versions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

const themes: Record<string, { words: string[]; categories: string[] }> = {
  egypt: { words: ['Pharaoh', 'Cleopatra', 'Anubis', 'Pyramid', 'Scarab', 'Nile', 'Sphinx', 'Ra'], categories: ['egypt', 'books'] },
  asia: { words: ['Dragon', 'Panda', 'Jade', 'Koi', 'Samurai', 'Lotus', 'Tiger', 'Geisha'], categories: ['asia'] },
  fruits: { words: ['Cherry', 'Melon', 'Lemon', 'Plum', 'Grape', 'Fruit', 'Berry', 'Orange'], categories: ['fruits', 'hot'] },
  wild: { words: ['Buffalo', 'Mustang', 'Eagle', 'Bison', 'Grizzly', 'Rhino', 'Safari', 'Jungle'], categories: ['wild'] },
  wolfs: { words: ['Wolf', 'Moon', 'Howl', 'Pack', 'Alpha', 'Timber'], categories: ['wolfs', 'wild'] },
  sea: { words: ['Pearl', 'Mermaid', 'Kraken', 'Reef', 'Shark', 'Poseidon', 'Fishin', 'Atlantis'], categories: ['sea'] },
  sweets: { words: ['Candy', 'Sugar', 'Bonbon', 'Cupcake', 'Lollipop', 'Cookie', 'Donut'], categories: ['sweets'] },
  fantasy: { words: ['Wizard', 'Dragon', 'Elf', 'Unicorn', 'Rune', 'Crystal', 'Spell', 'Myth'], categories: ['fantasy'] },
  jokers: { words: ['Joker', 'Jester', 'Clown', 'Trick', 'Harlequin'], categories: ['jokers', 'old-school'] },
  gangsta: { words: ['Mafia', 'Heist', 'Vault', 'Boss', 'Cash', 'Tommy', 'Vegas'], categories: ['gangsta'] },
  clover: { words: ['Clover', 'Leprechaun', 'Rainbow', 'Shamrock', 'Lucky', 'Gold'], categories: ['lucky-clover'] },
  girls: { words: ['Diva', 'Queen', 'Goddess', 'Amazon', 'Princess', 'Muse'], categories: ['girls'] },
  classic: { words: ['Seven', 'Bar', 'Bell', 'Star', 'Diamond', 'Crown', 'Flame'], categories: ['old-school', 'hot'] },
  sport: { words: ['Goal', 'Striker', 'Champion', 'Penalty', 'Derby', 'Golden Boot'], categories: ['sport'] },
};
const themeNames = Object.keys(themes);
const patterns = ['{A} {B}', 'Book of {A}', '{A} Bonanza', '{A} Megaways', '{A} {B} Deluxe', 'Rise of {A}', '{A} Gold', '{A} Riches', '{A} & {B}', 'Mighty {A}', '{A} Hold and Win', 'Legend of {A}'];
const extraWords = ['Fortune', 'Treasure', 'Blaze', 'Spins', 'Jackpot', 'Power', 'Kingdom', 'Quest', 'Wins', 'Fury', 'Magic', 'Empire'];

const firstProducers = [
  ['pragmatic', 'Pragmatic Play'],
  ['playngo', "Play'n GO"],
  ['netent', 'NetEnt'],
  ['bgaming', 'BGaming'],
  ['hacksaw', 'Hacksaw Gaming'],
  ['nolimit', 'Nolimit City'],
  ['redtiger', 'Red Tiger'],
  ['push', 'Push Gaming'],
  ['relax', 'Relax Gaming'],
  ['spinomenal', 'Spinomenal'],
  ['endorphina', 'Endorphina'],
  ['wazdan', 'Wazdan'],
] as const;
const outcomeProducers = ['Amatic', 'Novomatic', 'EGT', 'Igrosoft', 'Apollo Games'];
const fourthProducers = ['Pragmatic Play', 'Pragmatic Play Live'];

function slotTitle(random: () => number, used: Set<string>): { title: string; categories: string[] } {
  for (let attempt = 0; ; attempt++) {
    const theme = themes[pick(random, themeNames)];
    const a = pick(random, theme.words);
    const b = pick(random, [...theme.words, ...extraWords].filter((word) => word !== a));
    let title = pick(random, patterns).replace('{A}', a).replace('{B}', b);
    if (attempt > 3) title = `${title} ${attempt}`;
    if (used.has(title)) continue;
    used.add(title);
    const categories = [...theme.categories];
    if (title.includes('Megaways')) categories.push('megaways');
    if (title.startsWith('Book of')) categories.push('books');
    return { title, categories: [...new Set(categories)] };
  }
}

const slugOf = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

const liveKinds = [
  ['blackjack', ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'Blackjack VIP']],
  ['baccarat', ['Baccarat', 'Speed Baccarat', 'Lightning Baccarat', 'Baccarat Squeeze']],
  ['poker', ["Casino Hold'em", 'Three Card Poker', 'Ultimate Texas Hold\'em', 'Caribbean Stud Poker']],
  ['dice', ['Sic Bo', 'Lightning Dice', 'Craps', 'Super Sic Bo']],
  ['lotto', ['Mega Ball', 'Keno Live', 'Deal or No Deal', 'Dream Catcher']],
] as const;

function liveTitle(random: () => number, index: number): { title: string; kind: string } {
  const [kind, titles] = liveKinds[index % liveKinds.length];
  const base = pick(random, titles);
  return { title: `${base} ${Math.floor(index / liveKinds.length) + 1}`, kind };
}

function build(integration: IntegrationName, seed: number, make: (random: () => number, index: number, used: Set<string>) => CatalogueGame): CatalogueGame[] {
  const random = seededRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: catalogueSizes[integration] }, (_, index) => make(random, index, used));
}

function buildCatalogue(integration: IntegrationName): CatalogueGame[] {
  switch (integration) {
    case 'first':
      return build('first', 2939, (random, index, used) => {
        const { title, categories } = slotTitle(random, used);
        const [producerSlug] = firstProducers[index % firstProducers.length];
        if (index % 7 === 0) categories.push('popular');
        if (index % 53 === 0) categories.push('first-person');
        return {
          integration,
          gameId: `${producerSlug}:${slugOf(title)}${title.includes('&') ? 'And' : ''}`,
          numericId: index + 1,
          title,
          description: `${title}: a ${5 + (index % 3)}-reel video slot.`,
          producer: producerSlug,
          categories,
          live: false,
          hasDemo: index % 5 !== 4,
          // About one in a hundred titles has no mobile version (older desktop-only releases).
          desktopOnly: index % 97 === 96,
          hasFreeSpins: false,
          dropsAndWins: index % 41 === 0,
          volatility: 1 + (index % 5),
        };
      });
    case 'outcome':
      return build('outcome', 878, (random, index, used) => {
        const card = index % 29 === 0;
        const roulette = index % 31 === 0;
        const { title, categories } = card
          ? { title: `${pick(random, ['Royal', 'Classic', 'Golden', 'Vegas'])} ${pick(random, ['Poker', 'Blackjack', 'Baccarat'])} ${index}`, categories: ['card-games'] }
          : roulette
            ? { title: `${pick(random, ['European', 'French', 'American', 'Mini'])} Roulette ${index}`, categories: ['roulette'] }
            : slotTitle(random, used);
        return {
          integration,
          gameId: String(1000 + index),
          numericId: 1000 + index,
          title,
          description: `${title} by ${outcomeProducers[index % outcomeProducers.length]}.`,
          producer: outcomeProducers[index % outcomeProducers.length],
          categories,
          live: false,
          hasDemo: true,
          desktopOnly: false,
          hasFreeSpins: index % 4 === 0,
          dropsAndWins: false,
          volatility: 1 + (index % 5),
        };
      });
    case 'third':
      return build('third', 101, (random, index) => {
        const producer = ['evosw', 'spribe', 'vivogaming'][index % 3];
        const crash = producer === 'spribe';
        const live = !crash;
        const crashTitles = ['Aviator', 'Mines', 'Plinko', 'Dice', 'Goal', 'Hi-Lo', 'Keno', 'Hotline', 'Mini Roulette'];
        const { title, kind } = crash ? { title: `${crashTitles[Math.floor(index / 3) % crashTitles.length]} ${Math.floor(index / 27) + 1}`, kind: 'show-games' } : liveTitle(random, index);
        return {
          integration,
          gameId: `${producer}-${String(index + 1).padStart(4, '0')}`,
          numericId: 500 + index,
          title,
          description: `${title} (${producer}).`,
          producer,
          categories: crash ? ['show-games'] : [kind],
          live,
          hasDemo: false,
          desktopOnly: false,
          hasFreeSpins: false,
          dropsAndWins: index % 5 === 0,
          volatility: 3,
        };
      });
    case 'fourth':
      return build('fourth', 101, (random, index, used) => {
        const live = index % 4 === 3;
        const { title, categories } = live ? { title: liveTitle(random, index).title, categories: [liveTitle(random, index).kind] } : slotTitle(random, used);
        return {
          integration,
          gameId: `${live ? 'lc' : 'vs'}${20 + index}${slugOf(title).toLowerCase().slice(0, 10)}`,
          numericId: index + 1,
          title,
          description: title,
          producer: fourthProducers[live ? 1 : 0],
          categories: index % 9 === 0 ? [...categories, 'popular'] : categories,
          live,
          hasDemo: false,
          desktopOnly: false,
          hasFreeSpins: false,
          dropsAndWins: index % 6 === 0,
          volatility: 1 + (index % 5),
        };
      });
  }
}

const cache = new Map<IntegrationName, CatalogueGame[]>();

export function catalogue(integration: IntegrationName): CatalogueGame[] {
  let games = cache.get(integration);
  if (!games) {
    games = buildCatalogue(integration);
    cache.set(integration, games);
  }
  return games;
}

export function findGame(integration: IntegrationName, gameId: string): CatalogueGame | undefined {
  return catalogue(integration).find((game) => game.gameId === gameId);
}

/** A small SVG poster for a game: colours from its id, the title on it. 4:3, like the lobby cards. */
export function gameImageSvg(game: Pick<CatalogueGame, 'title' | 'gameId' | 'producer'>): string {
  let hash = 0;
  for (const char of game.gameId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const words = game.title.split(' ');
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [game.title];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#g)"/>
<circle cx="${40 + (hash % 240)}" cy="${40 + (hash % 120)}" r="${30 + (hash % 40)}" fill="rgba(255,255,255,0.12)"/>
${lines.map((line, index) => `<text x="160" y="${120 + (index - (lines.length - 1) / 2) * 30}" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${escape(line)}</text>`).join('\n')}
<text x="160" y="220" font-family="sans-serif" font-size="13" fill="rgba(255,255,255,0.8)" text-anchor="middle">${escape(game.producer)}</text>
</svg>`;
}
