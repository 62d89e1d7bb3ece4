import { namePools as namePoolIds } from '../../schemas/config/sport-feed.ts';
import { sports } from './sports.ts';

/**
 * The feed's competitions and competitors: real-looking countries, leagues and teams (Tunisian Ligue 1 and the
 * CAF competitions beside the big European leagues, ATP/WTA, NBA, EuroLeague, esports...), and how often each
 * plays (generator.ts turns this into fixtures).
 *
 * Two kinds of schedule:
 * - fixtures: matches on given hours of the day (UTC), published some days ahead (7 for the big leagues), as a
 *   real book lists them;
 * - arenas: back-to-back matches on a few parallel tables or channels, around the clock, listed a few matches
 *   ahead (e-football, table tennis, esports...). As in the African books this sandbox stands in for, they keep
 *   the live list full at any hour: 30 to 60 live events whatever the time of day (tested).
 *
 * Ids are written here once and never reused: leagues by hand, teams numbered in the order they first appear.
 */

export interface FixtureSchedule {
  kind: 'fixtures';
  /** Mean matches a day. */
  perDay: number;
  /** Kick-off hours, UTC, [first, last]. */
  hours: readonly [number, number];
  /** Days ahead a match is listed. */
  publishDays: number;
  /** Kick-offs fall on multiples of this many minutes. */
  slotMinutes?: number;
}

export interface ArenaSchedule {
  kind: 'arenas';
  /** Parallel tables / channels, each with a match every `cycleMinutes`. */
  arenas: number;
  cycleMinutes: number;
  /** Matches listed ahead on each arena. */
  listAhead: number;
}

export interface LeagueDefinition {
  id: number;
  sportId: number;
  name: string;
  /** ISO 3166 alpha-2, or null for an international competition. */
  countryCode: string | null;
  /** The country or region as the feed names it (the front end may localise countryCode itself). */
  countryName: string;
  /** Shown among the top tourneys (§2 /sportsbook/top-tourneys). */
  top: boolean;
  /** Name pool of the players of this league's teams (goalscorers, player points). */
  names?: NamePool;
  teams: readonly string[];
  schedule: FixtureSchedule | ArenaSchedule;
}

export type NamePool = (typeof namePoolIds)[number];

const fixtures = (perDay: number, hours: readonly [number, number], publishDays = 7, slotMinutes = 15): FixtureSchedule => ({ kind: 'fixtures', perDay, hours, publishDays, slotMinutes });
const arenas = (count: number, cycleMinutes: number, listAhead = 3): ArenaSchedule => ({ kind: 'arenas', arenas: count, cycleMinutes, listAhead });

const tunisiaLigue1 = [
  'Espérance de Tunis',
  'Club Africain',
  'Étoile du Sahel',
  'CS Sfaxien',
  'US Monastir',
  'Stade Tunisien',
  'CA Bizertin',
  'US Ben Guerdane',
  'AS Marsa',
  'JS Kairouan',
  'Olympique Béja',
  'ES Métlaoui',
  'AS Soliman',
  'CS Hammam-Lif',
  'JS Omrane',
  'ES Zarzis',
];

const cafClubs = [
  'Al Ahly',
  'Zamalek',
  'Pyramids FC',
  'Wydad AC',
  'Raja CA',
  'RS Berkane',
  'Mamelodi Sundowns',
  'Orlando Pirates',
  'TP Mazembe',
  'Petro de Luanda',
  'Simba SC',
  'Young Africans',
  'CR Belouizdad',
  'MC Alger',
  'USM Alger',
  'Al Hilal Omdurman',
  'Horoya AC',
  'ASEC Mimosas',
  'Espérance de Tunis',
  'Étoile du Sahel',
  'CS Sfaxien',
  'Stade Malien',
  'Enyimba',
  'Asante Kotoko',
];

const africanNations = [
  'Tunisia',
  'Morocco',
  'Algeria',
  'Egypt',
  'Senegal',
  'Nigeria',
  'Cameroon',
  "Côte d'Ivoire",
  'Ghana',
  'Mali',
  'Burkina Faso',
  'South Africa',
  'DR Congo',
  'Guinea',
  'Cape Verde',
  'Zambia',
  'Libya',
  'Mauritania',
];

const premierLeague = [
  'Arsenal',
  'Aston Villa',
  'Bournemouth',
  'Brentford',
  'Brighton',
  'Chelsea',
  'Crystal Palace',
  'Everton',
  'Fulham',
  'Liverpool',
  'Manchester City',
  'Manchester United',
  'Newcastle United',
  'Nottingham Forest',
  'Tottenham Hotspur',
  'West Ham United',
  'Wolverhampton',
  'Leeds United',
  'Burnley',
  'Sunderland',
];
const laLiga = ['Real Madrid', 'FC Barcelona', 'Atlético Madrid', 'Athletic Club', 'Real Sociedad', 'Villarreal', 'Real Betis', 'Sevilla', 'Valencia', 'Girona', 'Celta Vigo', 'Osasuna', 'Getafe', 'Rayo Vallecano', 'Mallorca', 'Espanyol', 'Alavés', 'Elche'];
const serieA = ['Inter', 'AC Milan', 'Juventus', 'Napoli', 'AS Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Udinese', 'Genoa', 'Como', 'Cagliari', 'Lecce', 'Parma', 'Sassuolo', 'Verona'];
const bundesliga = ['Bayern München', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'Eintracht Frankfurt', 'VfB Stuttgart', 'SC Freiburg', 'VfL Wolfsburg', 'Borussia Mönchengladbach', 'Werder Bremen', 'Union Berlin', 'Mainz 05', 'TSG Hoffenheim', 'FC Augsburg', 'Hamburger SV', '1. FC Köln'];
const franceLigue1 = ['Paris Saint-Germain', 'Olympique de Marseille', 'AS Monaco', 'LOSC Lille', 'OGC Nice', 'Olympique Lyonnais', 'RC Lens', 'Stade Rennais', 'Stade Brestois', 'RC Strasbourg', 'Toulouse FC', 'FC Nantes', 'AJ Auxerre', 'Angers SCO', 'Le Havre AC', 'FC Lorient'];
const championsLeague = [
  'Real Madrid',
  'FC Barcelona',
  'Bayern München',
  'Manchester City',
  'Liverpool',
  'Arsenal',
  'Inter',
  'Paris Saint-Germain',
  'Borussia Dortmund',
  'Atlético Madrid',
  'Juventus',
  'Benfica',
  'FC Porto',
  'PSV Eindhoven',
  'Celtic',
  'Galatasaray',
];
const europaLeague = ['AS Roma', 'Lazio', 'Tottenham Hotspur', 'Manchester United', 'Olympique Lyonnais', 'Real Sociedad', 'Eintracht Frankfurt', 'Ajax', 'Fenerbahçe', 'Sporting CP', 'SC Braga', 'Rangers', 'Olympiacos', 'Feyenoord', 'Fiorentina', 'Real Betis'];
const egyptLeague = ['Al Ahly', 'Zamalek', 'Pyramids FC', 'Al Masry', 'Ismaily', 'Future FC', 'ENPPI', 'Smouha', 'Al Ittihad Alexandria', 'Ceramica Cleopatra', 'El Gouna', 'Talaea El Gaish'];
const botola = ['Wydad AC', 'Raja CA', 'RS Berkane', 'AS FAR', 'FUS Rabat', 'Maghreb de Fès', 'Hassania Agadir', 'Ittihad Tanger', 'Olympique Safi', 'Difaâ El Jadidi', 'Moghreb Tétouan', 'Union Touarga'];
const algeriaLigue1 = ['MC Alger', 'CR Belouizdad', 'USM Alger', 'JS Kabylie', 'ES Sétif', 'CS Constantine', 'MC Oran', 'Paradou AC', 'ASO Chlef', 'USM Khenchela', 'NC Magra', 'ES Mostaganem'];
const saudiLeague = ['Al Hilal', 'Al Nassr', 'Al Ittihad', 'Al Ahli', 'Al Qadsiah', 'Al Shabab', 'Al Ettifaq', 'Al Taawoun', 'Al Fateh', 'Al Fayha', 'Al Khaleej', 'Al Riyadh'];
const mls = ['Inter Miami', 'LA Galaxy', 'Los Angeles FC', 'Seattle Sounders', 'Columbus Crew', 'FC Cincinnati', 'New York Red Bulls', 'New York City FC', 'Atlanta United', 'Orlando City', 'Philadelphia Union', 'Portland Timbers', 'Real Salt Lake', 'Austin FC'];
const brasileirao = ['Flamengo', 'Palmeiras', 'São Paulo', 'Corinthians', 'Fluminense', 'Botafogo', 'Grêmio', 'Internacional', 'Atlético Mineiro', 'Cruzeiro', 'Vasco da Gama', 'Santos', 'Bahia', 'Fortaleza'];
const argentina = ['River Plate', 'Boca Juniors', 'Racing Club', 'Independiente', 'San Lorenzo', 'Estudiantes', "Newell's Old Boys", 'Rosario Central', 'Vélez Sarsfield', 'Talleres', 'Lanús', 'Huracán'];
const jLeague = ['Vissel Kobe', 'Sanfrecce Hiroshima', 'Machida Zelvia', 'Gamba Osaka', 'Kashima Antlers', 'Tokyo Verdy', 'FC Tokyo', 'Kawasaki Frontale', 'Urawa Reds', 'Cerezo Osaka', 'Yokohama F. Marinos', 'Nagoya Grampus'];

const nba = [
  'Boston Celtics',
  'New York Knicks',
  'Philadelphia 76ers',
  'Milwaukee Bucks',
  'Cleveland Cavaliers',
  'Miami Heat',
  'Orlando Magic',
  'Indiana Pacers',
  'Atlanta Hawks',
  'Chicago Bulls',
  'Denver Nuggets',
  'Oklahoma City Thunder',
  'Minnesota Timberwolves',
  'Los Angeles Lakers',
  'Golden State Warriors',
  'Phoenix Suns',
  'Dallas Mavericks',
  'LA Clippers',
  'Sacramento Kings',
  'Houston Rockets',
  'Memphis Grizzlies',
  'San Antonio Spurs',
];
const euroleague = ['Real Madrid', 'FC Barcelona', 'Olympiacos', 'Panathinaikos', 'Fenerbahçe Beko', 'Anadolu Efes', 'AS Monaco', 'Maccabi Tel Aviv', 'Partizan', 'Crvena Zvezda', 'Žalgiris Kaunas', 'Baskonia', 'Virtus Bologna', 'Olimpia Milano', 'Bayern München', 'Paris Basketball', 'LDLC ASVEL', 'Dubai Basketball'];
const tunisiaBasket = ['US Monastir', 'Club Africain', 'Ezzahra Sports', 'ES Radès', 'Étoile du Sahel', 'JS Kairouan', 'Stade Nabeulien', 'DS Grombalia', 'US Ansar', 'ES Goulette Kram'];
const bal = ['US Monastir', 'Petro de Luanda', 'Al Ahly', 'Rivers Hoopers', 'FUS Rabat', 'AS Douanes', 'Stade Malien', 'Cape Town Tigers', 'APR', 'Al Ittihad Alexandria', 'Kriol Star', 'Nairobi City Thunder'];

const atpPlayers = [
  'Sinner J.',
  'Alcaraz C.',
  'Zverev A.',
  'Djokovic N.',
  'Fritz T.',
  'Draper J.',
  'De Minaur A.',
  'Musetti L.',
  'Rune H.',
  'Medvedev D.',
  'Ruud C.',
  'Shelton B.',
  'Paul T.',
  'Tsitsipas S.',
  'Rublev A.',
  'Fils A.',
  'Mensik J.',
  'Humbert U.',
  'Jaziri M.',
  'Mpetshi Perricard G.',
  'Cerundolo F.',
  'Khachanov K.',
];
const wtaPlayers = [
  'Sabalenka A.',
  'Swiatek I.',
  'Gauff C.',
  'Rybakina E.',
  'Pegula J.',
  'Paolini J.',
  'Zheng Q.',
  'Andreeva M.',
  'Jabeur O.',
  'Navarro E.',
  'Keys M.',
  'Badosa P.',
  'Muchova K.',
  'Svitolina E.',
  'Ostapenko J.',
  'Mboko V.',
  'Alexandrova E.',
  'Kasatkina D.',
];
const itfMonastir = ['Aouni A.', 'Echargui M.', 'Ben Ammar S.', 'Bouzige K.', 'Hamdi A.', 'Rejeb S.', 'Trabelsi Y.', 'Mrabet N.', 'Lopez Garcia D.', 'Rossi F.', 'Martin P.', 'Kovac M.', 'Novak T.', 'Schneider L.', 'Dupont R.', 'Moreau C.'];

const tableTennisPlayers = ['Kovalenko O.', 'Bondarenko S.', 'Shevchenko M.', 'Tkachenko V.', 'Kravchenko I.', 'Melnyk A.', 'Polishchuk D.', 'Lysenko Y.', 'Moroz P.', 'Savchenko R.', 'Marchenko T.', 'Rudenko K.'];
const czechTableTennis = ['Novak J.', 'Svoboda P.', 'Dvorak M.', 'Cerny T.', 'Prochazka L.', 'Kucera O.', 'Vesely F.', 'Horak D.', 'Nemec V.', 'Pokorny A.'];
const polandTableTennis = ['Kowalski P.', 'Nowak M.', 'Wisniewski K.', 'Wojcik T.', 'Kaminski J.', 'Lewandowski D.', 'Zielinski A.', 'Szymanski B.', 'Wozniak R.', 'Dabrowski L.'];

const cs2Teams = ['Team Vitality', 'Natus Vincere', 'FaZe Clan', 'G2 Esports', 'MOUZ', 'Team Spirit', 'Heroic', 'Astralis', 'Team Liquid', 'FURIA', 'Eternal Fire', 'The MongolZ', 'Virtus.pro', 'Complexity', '3DMAX', 'Aurora'];
const valorantTeams = ['Fnatic', 'Team Heretics', 'Sentinels', 'Paper Rex', 'Gen.G', 'EDward Gaming', 'Team Liquid', 'G2 Esports', 'LOUD', 'DRX', 'Karmine Corp', 'Natus Vincere'];

const eFootballBattle = [
  'Real Madrid (Zangief)',
  'FC Barcelona (Tomcat)',
  'Liverpool (Cyber)',
  'Manchester City (Kodak)',
  'Bayern München (Hotshot)',
  'Paris Saint-Germain (Koftovsky)',
  'Inter (Bolt)',
  'Juventus (Wolf)',
  'Arsenal (Nazario)',
  'Chelsea (Lucky)',
  'AC Milan (Rossi)',
  'Atlético Madrid (Santos)',
];
const eFootballGt = ['Tunisia (Karim)', 'Morocco (Hakimi_10)', 'Egypt (Pharaoh)', 'Algeria (Fennec)', 'Senegal (Lion)', 'Nigeria (Eagle)', 'France (Croco)', 'Spain (Torero)', 'Portugal (Ronaldo7)', 'Brazil (Samba)', 'Argentina (Messi_Fan)', 'England (Lions3)'];
const eFootballH2h = ['Napoli (Dexter)', 'Borussia Dortmund (Kraken)', 'Bayer Leverkusen (Flash)', 'Tottenham Hotspur (Hawk)', 'Manchester United (Red_Devil)', 'Aston Villa (Villain)', 'AS Roma (Lupo)', 'Benfica (Aguia)', 'Ajax (Amster)', 'Galatasaray (Aslan)'];
const eBasketball = ['Boston Celtics (Spike)', 'Los Angeles Lakers (Kobe_fan)', 'Golden State Warriors (Splash)', 'Denver Nuggets (Joker)', 'Milwaukee Bucks (Freak)', 'Dallas Mavericks (Luka77)', 'Phoenix Suns (Sunny)', 'Miami Heat (Heatwave)', 'New York Knicks (Bronx)', 'Oklahoma City Thunder (Storm)'];
const eIceHockey = ['Canada (Gretzky)', 'USA (Eagle)', 'Sweden (Viking)', 'Finland (Lion)', 'Czechia (Jagr)', 'Switzerland (Alps)', 'Germany (Panzer)', 'Slovakia (Tatry)', 'Latvia (Riga)', 'Denmark (Dane)'];

const nhl = ['Toronto Maple Leafs', 'Montréal Canadiens', 'Boston Bruins', 'Florida Panthers', 'Tampa Bay Lightning', 'New York Rangers', 'Carolina Hurricanes', 'New Jersey Devils', 'Edmonton Oilers', 'Colorado Avalanche', 'Dallas Stars', 'Vegas Golden Knights', 'Winnipeg Jets', 'Vancouver Canucks', 'Los Angeles Kings', 'Pittsburgh Penguins'];
const volleyItaly = ['Sir Safety Perugia', 'Itas Trentino', 'Cucine Lube Civitanova', 'Allianz Milano', 'Rana Verona', 'Gas Sales Piacenza', 'Valsa Modena', 'Vero Volley Monza', 'Cisterna Volley', 'Pallavolo Padova'];
const volleyPoland = ['Jastrzębski Węgiel', 'Aluron Zawiercie', 'ZAKSA Kędzierzyn-Koźle', 'PGE Projekt Warszawa', 'Asseco Resovia', 'Bogdanka Lublin', 'Trefl Gdańsk', 'PGE Skra Bełchatów'];
const volleyTunisia = ['Espérance de Tunis', 'CS Sfaxien', 'Étoile du Sahel', 'Club Africain', 'CO Kélibia', 'AS Hammamet', 'US Carthage', 'Saydia Sports'];
const handballEhf = ['Barça', 'Telekom Veszprém', 'Aalborg Håndbold', 'THW Kiel', 'SC Magdeburg', 'Paris Saint-Germain Handball', 'Füchse Berlin', 'Industria Kielce', 'HBC Nantes', 'OTP Bank-Pick Szeged', 'Sporting CP', 'Orlen Wisła Płock'];
const handballTunisia = ['Espérance de Tunis', 'Club Africain', 'Étoile du Sahel', 'CS Sakiet Ezzit', 'AS Hammamet', 'JS Kairouan', 'Stade Tunisien', 'ES Tunis Mahdia'];
const futsalSpain = ['ElPozo Murcia', 'Barça Futsal', 'Inter Movistar', 'Palma Futsal', 'Jaén Paraíso Interior', 'Industrias Santa Coloma', 'Levante UD FS', 'Real Betis Futsal'];
const futsalUefa = ['Sporting CP', 'Benfica', 'Palma Futsal', 'Kairat Almaty', 'Anderlecht Futsal', 'Sporting Anderlecht', 'Haladás', 'Dobovec'];
const beachSoccer = ['Portugal', 'Spain', 'Italy', 'Switzerland', 'Ukraine', 'Poland', 'Germany', 'France', 'Belarus', 'Egypt', 'Senegal', 'Morocco'];
const beachVolley = ['Mol A./Sorum C.', 'Ahman D./Hellvig J.', 'Perusic O./Schweiner D.', 'Cherif C./Ahmed A.', 'Evandro G./Arthur L.', 'Boermans Y./De Groot S.', 'Partain M./Benesh A.', 'Nicolai P./Cottafava S.', 'Krattiger F./Dillier M.', 'Aye A./Gauthier-Rat L.'];
const badminton = ['Shi Y.', 'Vitidsarn K.', 'Antonsen A.', 'Axelsen V.', 'Lee Z. J.', 'Christie J.', 'Ginting A. S.', 'Naraoka K.', 'Li S. F.', 'Popov C.', 'Sen L.', 'Chou T. C.'];
const fighters = ['Makhachev I.', 'Tsarukyan A.', 'Oliveira C.', 'Poirier D.', 'Gaethje J.', 'Topuria I.', 'Holloway M.', 'Volkanovski A.', 'Du Plessis D.', 'Chimaev K.', 'Adesanya I.', 'Pereira A.', 'Ankalaev M.', 'Aspinall T.', 'Gane C.', 'Benoit S.'];
const darts = ['Littler L.', 'Humphries L.', 'Van Gerwen M.', 'Price G.', 'Smith M.', 'Cross R.', 'Bunting S.', 'Aspinall N.', 'Van Veen G.', 'Clayton J.', 'Heta D.', 'Noppert D.', 'Wright P.', 'Chisnall D.'];
const ipl = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Sunrisers Hyderabad', 'Rajasthan Royals', 'Delhi Capitals', 'Punjab Kings', 'Lucknow Super Giants', 'Gujarat Titans'];
const bbl = ['Sydney Sixers', 'Perth Scorchers', 'Brisbane Heat', 'Melbourne Stars', 'Adelaide Strikers', 'Hobart Hurricanes', 'Sydney Thunder', 'Melbourne Renegades'];
const top14 = ['Stade Toulousain', 'Stade Rochelais', 'Racing 92', 'Stade Français', 'Union Bordeaux-Bègles', 'RC Toulon', 'ASM Clermont', 'Castres Olympique', 'Montpellier HR', 'Section Paloise', 'Aviron Bayonnais', 'Lyon OU', 'USA Perpignan', 'US Montauban'];
const premiershipRugby = ['Leicester Tigers', 'Saracens', 'Northampton Saints', 'Bath Rugby', 'Bristol Bears', 'Harlequins', 'Exeter Chiefs', 'Gloucester Rugby', 'Sale Sharks', 'Newcastle Red Bulls'];
const fihProLeague = ['Netherlands', 'Belgium', 'Germany', 'Australia', 'India', 'Argentina', 'England', 'Spain', 'Ireland', 'Pakistan'];
const miniFootball = ['Tunis City', 'Sfax United', 'Sousse Stars', 'Bizerte Marins', 'Nabeul Potiers', 'Kairouan Aghlabides', 'Gabès Oasis', 'Monastir Ribat'];

export const leagues: readonly LeagueDefinition[] = [
  // Football (1)
  { id: 1001, sportId: 1, name: 'Ligue Professionnelle 1', countryCode: 'TN', countryName: 'Tunisia', top: true, names: 'maghreb', teams: tunisiaLigue1, schedule: fixtures(3, [13, 19]) },
  { id: 1002, sportId: 1, name: 'Coupe de Tunisie', countryCode: 'TN', countryName: 'Tunisia', top: false, names: 'maghreb', teams: tunisiaLigue1, schedule: fixtures(0.6, [14, 18], 4) },
  { id: 1003, sportId: 1, name: 'CAF Champions League', countryCode: null, countryName: 'Africa', top: true, names: 'africa', teams: cafClubs, schedule: fixtures(1.6, [13, 19]) },
  { id: 1004, sportId: 1, name: 'CAF Confederation Cup', countryCode: null, countryName: 'Africa', top: true, names: 'africa', teams: cafClubs, schedule: fixtures(1.4, [12, 18]) },
  { id: 1005, sportId: 1, name: 'Africa Cup of Nations Qualifiers', countryCode: null, countryName: 'Africa', top: true, names: 'africa', teams: africanNations, schedule: fixtures(1, [15, 20]) },
  { id: 1006, sportId: 1, name: 'Premier League', countryCode: 'GB', countryName: 'England', top: true, names: 'english', teams: premierLeague, schedule: fixtures(3.5, [11, 19]) },
  { id: 1007, sportId: 1, name: 'LaLiga', countryCode: 'ES', countryName: 'Spain', top: true, names: 'spanish', teams: laLiga, schedule: fixtures(3, [12, 20]) },
  { id: 1008, sportId: 1, name: 'Serie A', countryCode: 'IT', countryName: 'Italy', top: true, names: 'italian', teams: serieA, schedule: fixtures(3, [11, 19]) },
  { id: 1009, sportId: 1, name: 'Bundesliga', countryCode: 'DE', countryName: 'Germany', top: true, names: 'german', teams: bundesliga, schedule: fixtures(2.5, [13, 19]) },
  { id: 1010, sportId: 1, name: 'Ligue 1', countryCode: 'FR', countryName: 'France', top: true, names: 'french', teams: franceLigue1, schedule: fixtures(2.5, [12, 20]) },
  { id: 1011, sportId: 1, name: 'UEFA Champions League', countryCode: null, countryName: 'Europe', top: true, names: 'spanish', teams: championsLeague, schedule: fixtures(2, [16, 20]) },
  { id: 1012, sportId: 1, name: 'UEFA Europa League', countryCode: null, countryName: 'Europe', top: false, names: 'italian', teams: europaLeague, schedule: fixtures(1.6, [16, 20]) },
  { id: 1013, sportId: 1, name: 'Egyptian Premier League', countryCode: 'EG', countryName: 'Egypt', top: false, names: 'egypt', teams: egyptLeague, schedule: fixtures(2.5, [13, 19], 3) },
  { id: 1014, sportId: 1, name: 'Botola Pro', countryCode: 'MA', countryName: 'Morocco', top: false, names: 'maghreb', teams: botola, schedule: fixtures(2.5, [14, 20], 3) },
  { id: 1015, sportId: 1, name: 'Ligue 1 Mobilis', countryCode: 'DZ', countryName: 'Algeria', top: false, names: 'maghreb', teams: algeriaLigue1, schedule: fixtures(2.5, [13, 19], 3) },
  { id: 1016, sportId: 1, name: 'Saudi Pro League', countryCode: 'SA', countryName: 'Saudi Arabia', top: false, names: 'gulf', teams: saudiLeague, schedule: fixtures(2.5, [14, 19], 3) },
  { id: 1017, sportId: 1, name: 'Major League Soccer', countryCode: 'US', countryName: 'USA', top: false, names: 'american', teams: mls, schedule: fixtures(3, [22, 3], 3) },
  { id: 1018, sportId: 1, name: 'Brasileirão Série A', countryCode: 'BR', countryName: 'Brazil', top: false, names: 'portuguese', teams: brasileirao, schedule: fixtures(3, [20, 2], 3) },
  { id: 1019, sportId: 1, name: 'Liga Profesional', countryCode: 'AR', countryName: 'Argentina', top: false, names: 'latin', teams: argentina, schedule: fixtures(2.5, [19, 1], 3) },
  { id: 1020, sportId: 1, name: 'J1 League', countryCode: 'JP', countryName: 'Japan', top: false, names: 'japanese', teams: jLeague, schedule: fixtures(2.5, [5, 11], 3) },
  // Tennis (3)
  { id: 3001, sportId: 3, name: 'ATP Paris', countryCode: 'FR', countryName: 'France', top: true, teams: atpPlayers, schedule: fixtures(5, [9, 20], 3, 30) },
  { id: 3002, sportId: 3, name: 'WTA Tokyo', countryCode: 'JP', countryName: 'Japan', top: true, teams: wtaPlayers, schedule: fixtures(4, [1, 9], 3, 30) },
  { id: 3003, sportId: 3, name: 'ITF M25 Monastir', countryCode: 'TN', countryName: 'Tunisia', top: false, teams: itfMonastir, schedule: fixtures(8, [8, 17], 2, 30) },
  { id: 3004, sportId: 3, name: 'ATP Challenger Lima', countryCode: 'PE', countryName: 'Peru', top: false, teams: itfMonastir.map((name) => name.replace('A.', 'E.')), schedule: fixtures(5, [17, 23], 2, 30) },
  // Basketball (4)
  { id: 4001, sportId: 4, name: 'NBA', countryCode: 'US', countryName: 'USA', top: true, names: 'american', teams: nba, schedule: fixtures(6, [23, 3]) },
  { id: 4002, sportId: 4, name: 'EuroLeague', countryCode: null, countryName: 'Europe', top: true, names: 'balkan', teams: euroleague, schedule: fixtures(4, [16, 20]) },
  { id: 4003, sportId: 4, name: 'Pro A', countryCode: 'TN', countryName: 'Tunisia', top: false, names: 'maghreb', teams: tunisiaBasket, schedule: fixtures(2, [14, 18], 3) },
  { id: 4004, sportId: 4, name: 'Basketball Africa League', countryCode: null, countryName: 'Africa', top: false, names: 'africa', teams: bal, schedule: fixtures(1, [15, 19], 4) },
  // Volleyball (12)
  { id: 12001, sportId: 12, name: 'SuperLega', countryCode: 'IT', countryName: 'Italy', top: true, teams: volleyItaly, schedule: fixtures(2, [15, 19], 4) },
  { id: 12002, sportId: 12, name: 'PlusLiga', countryCode: 'PL', countryName: 'Poland', top: false, teams: volleyPoland, schedule: fixtures(2, [14, 19], 3) },
  { id: 12003, sportId: 12, name: 'Nationale A', countryCode: 'TN', countryName: 'Tunisia', top: false, teams: volleyTunisia, schedule: fixtures(1.5, [13, 17], 3) },
  // Ice hockey (10)
  { id: 10001, sportId: 10, name: 'NHL', countryCode: 'US', countryName: 'USA', top: true, teams: nhl, schedule: fixtures(6, [23, 3]) },
  // Table tennis (25)
  { id: 25001, sportId: 25, name: 'Setka Cup', countryCode: 'UA', countryName: 'Ukraine', top: false, teams: tableTennisPlayers, schedule: arenas(4, 26) },
  { id: 25002, sportId: 25, name: 'Czech Liga Pro', countryCode: 'CZ', countryName: 'Czechia', top: false, teams: czechTableTennis, schedule: arenas(3, 24) },
  { id: 25003, sportId: 25, name: 'TT Elite Series', countryCode: 'PL', countryName: 'Poland', top: false, teams: polandTableTennis, schedule: arenas(3, 25) },
  // Esports (53)
  { id: 53001, sportId: 53, name: 'Counter-Strike 2. ESL Pro League', countryCode: null, countryName: 'World', top: true, teams: cs2Teams, schedule: arenas(3, 130, 2) },
  { id: 53002, sportId: 53, name: 'Valorant. Champions Tour', countryCode: null, countryName: 'World', top: false, teams: valorantTeams, schedule: arenas(2, 130, 2) },
  // E-Football (94)
  { id: 94001, sportId: 94, name: 'Esoccer Battle - 12 mins play', countryCode: null, countryName: 'World', top: false, teams: eFootballBattle, schedule: arenas(6, 17) },
  { id: 94002, sportId: 94, name: 'Esoccer GT Nations League - 12 mins play', countryCode: null, countryName: 'World', top: false, teams: eFootballGt, schedule: arenas(5, 17) },
  { id: 94003, sportId: 94, name: 'Esoccer H2H GG League - 12 mins play', countryCode: null, countryName: 'World', top: false, teams: eFootballH2h, schedule: arenas(3, 17) },
  // E-Basketball (95)
  { id: 95001, sportId: 95, name: 'Ebasketball H2H GG League - 4x5mins', countryCode: null, countryName: 'World', top: false, teams: eBasketball, schedule: arenas(5, 32) },
  // E-IceHockey (96)
  { id: 96001, sportId: 96, name: 'Ehockey GT Nations League - 3x5mins', countryCode: null, countryName: 'World', top: false, teams: eIceHockey, schedule: arenas(4, 24) },
  // Handball (13)
  { id: 13001, sportId: 13, name: 'EHF Champions League', countryCode: null, countryName: 'Europe', top: true, teams: handballEhf, schedule: fixtures(1.5, [16, 19], 5) },
  { id: 13002, sportId: 13, name: 'Nationale A', countryCode: 'TN', countryName: 'Tunisia', top: false, teams: handballTunisia, schedule: fixtures(1.5, [13, 17], 3) },
  // Futsal (17)
  { id: 17001, sportId: 17, name: 'Primera División', countryCode: 'ES', countryName: 'Spain', top: false, teams: futsalSpain, schedule: fixtures(1.5, [16, 20], 3) },
  { id: 17002, sportId: 17, name: 'UEFA Futsal Champions League', countryCode: null, countryName: 'Europe', top: false, teams: futsalUefa, schedule: fixtures(0.7, [15, 19], 4) },
  // Beach football (22)
  { id: 22001, sportId: 22, name: 'Euro Beach Soccer League', countryCode: null, countryName: 'Europe', top: false, teams: beachSoccer, schedule: fixtures(2, [10, 18], 3) },
  // Beach volleyball (26)
  { id: 26001, sportId: 26, name: 'Beach Pro Tour Elite16', countryCode: null, countryName: 'World', top: false, teams: beachVolley, schedule: fixtures(4, [8, 18], 2, 30) },
  // Badminton (29)
  { id: 29001, sportId: 29, name: 'BWF World Tour Super 750', countryCode: null, countryName: 'World', top: false, teams: badminton, schedule: fixtures(4, [2, 12], 2, 30) },
  // Martial arts (56, see sports.ts)
  { id: 56001, sportId: 56, name: 'UFC Fight Night', countryCode: 'US', countryName: 'USA', top: false, teams: fighters, schedule: fixtures(3, [0, 5], 7, 20) },
  // Darts (20)
  { id: 20001, sportId: 20, name: 'PDC Players Championship', countryCode: 'GB', countryName: 'England', top: false, teams: darts, schedule: arenas(3, 45, 2) },
  // Cricket (36)
  { id: 36001, sportId: 36, name: 'Indian Premier League', countryCode: 'IN', countryName: 'India', top: false, names: 'english', teams: ipl, schedule: fixtures(1, [10, 14], 5, 30) },
  { id: 36002, sportId: 36, name: 'Big Bash League', countryCode: 'AU', countryName: 'Australia', top: false, names: 'english', teams: bbl, schedule: fixtures(1, [6, 9], 5, 30) },
  // Rugby union (14)
  { id: 14001, sportId: 14, name: 'Top 14', countryCode: 'FR', countryName: 'France', top: true, teams: top14, schedule: fixtures(2, [13, 19], 5) },
  { id: 14002, sportId: 14, name: 'Premiership Rugby', countryCode: 'GB', countryName: 'England', top: false, teams: premiershipRugby, schedule: fixtures(1.5, [13, 19], 5) },
  // Field hockey (21)
  { id: 21001, sportId: 21, name: 'FIH Pro League', countryCode: null, countryName: 'World', top: false, teams: fihProLeague, schedule: fixtures(1.5, [11, 18], 4) },
  // Mini football (45)
  { id: 45001, sportId: 45, name: 'Ligue Mini-Foot', countryCode: 'TN', countryName: 'Tunisia', top: false, teams: miniFootball, schedule: arenas(3, 50, 2) },
  // A sport's own competitions, from its config (`feed.leagues`: a sport added by config alone); last, so the teams
  // above keep their numbers.
  ...sports.flatMap((sport) => (sport.leagues ?? []).map((league) => ({ ...league, sportId: sport.id }))),
];

export interface TeamRecord {
  id: number;
  sportId: number;
  name: string;
  countryCode: string | null;
}

/** Teams numbered per sport in the order they first appear above: sportId * 10000 + n. */
function numberTeams(): { teams: TeamRecord[]; idOf: Map<string, number> } {
  const idOf = new Map<string, number>();
  const teams: TeamRecord[] = [];
  const counters = new Map<number, number>();
  for (const league of leagues) {
    for (const name of league.teams) {
      const key = `${league.sportId}:${name}`;
      if (idOf.has(key)) continue;
      const n = (counters.get(league.sportId) ?? 0) + 1;
      counters.set(league.sportId, n);
      const id = league.sportId * 10000 + n;
      idOf.set(key, id);
      teams.push({ id, sportId: league.sportId, name, countryCode: league.countryCode });
    }
  }
  return { teams, idOf };
}

const numbered = numberTeams();
export const teams: readonly TeamRecord[] = numbered.teams;

export function teamId(sportId: number, name: string): number {
  const id = numbered.idOf.get(`${sportId}:${name}`);
  if (id === undefined) throw new Error(`No team "${name}" in sport ${sportId}`);
  return id;
}

const teamById = new Map(teams.map((team) => [team.id, team]));
export function teamOf(id: number): TeamRecord | undefined {
  return teamById.get(id);
}

const leagueById = new Map(leagues.map((league) => [league.id, league]));
export function leagueOf(id: number): LeagueDefinition | undefined {
  return leagueById.get(id);
}

/** URL slug of a league: lower case, accents dropped, words joined by hyphens. */
export function slugOf(name: string): string {
  return searchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Lower case, accents dropped: what search compares (§5), so "esperance" finds "Espérance". */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

// ---- players (goalscorers, player points): names made up per team from a pool, the same in every feed.

const namePools: Record<NamePool, { first: readonly string[]; last: readonly string[] }> = {
  maghreb: {
    first: ['Youssef', 'Hamza', 'Oussama', 'Seifeddine', 'Firas', 'Aymen', 'Houssem', 'Anis', 'Bilel', 'Ghaylen', 'Wajdi', 'Yassine', 'Khalil', 'Mohamed Ali', 'Elias', 'Nader'],
    last: ['Ben Romdhane', 'Jaziri', 'Sassi', 'Meriah', 'Msakni', 'Laidouni', 'Skhiri', 'Abdi', 'Talbi', 'Chaalali', 'Mejbri', 'Rekik', 'Achouri', 'Ben Slimane', 'Mastouri', 'Gharbi'],
  },
  egypt: {
    first: ['Mohamed', 'Ahmed', 'Mahmoud', 'Omar', 'Mostafa', 'Emam', 'Zizo', 'Trezeguet', 'Hussein', 'Karim', 'Tarek', 'Marwan'],
    last: ['Salah', 'Fathy', 'Hamdi', 'Marmoush', 'Ashour', 'El Shahat', 'Hany', 'Abdelmonem', 'Attia', 'Fotouh', 'Gabaski', 'Rabia'],
  },
  africa: {
    first: ['Victor', 'Sadio', 'Achraf', 'Mohamed', 'Serhou', 'Simon', 'Percy', 'Themba', 'Fiston', 'Stéphane', 'Kalidou', 'Ademola', 'Yves', 'Lassine'],
    last: ['Osimhen', 'Mané', 'Hakimi', 'Guirassy', 'Adingra', 'Tau', 'Zwane', 'Mayele', 'Bahoken', 'Lookman', 'Bissouma', 'Sinayoko', 'Kouamé', 'Mokoena'],
  },
  english: {
    first: ['Harry', 'Jack', 'James', 'Ollie', 'Bukayo', 'Cole', 'Jarrod', 'Ben', 'Danny', 'Tom', 'Callum', 'Marcus', 'Rhys', 'Conor'],
    last: ['Walker', 'Watkins', 'Bowen', 'Palmer', 'Foden', 'Rice', 'Gallagher', 'Mitchell', 'Wilson', 'Taylor', 'Hudson', 'Robinson', 'Evans', 'Bennett'],
  },
  spanish: {
    first: ['Álvaro', 'Pedro', 'Dani', 'Mikel', 'Iago', 'Nico', 'Ferran', 'Pablo', 'Borja', 'Gerard', 'Ander', 'Rodrigo', 'Javi', 'Sergio'],
    last: ['Morata', 'Olmo', 'Oyarzabal', 'Aspas', 'Williams', 'Torres', 'Sarabia', 'Iglesias', 'Moreno', 'Herrera', 'Barrenetxea', 'Riquelme', 'Guerrero', 'Camello'],
  },
  italian: {
    first: ['Lorenzo', 'Federico', 'Giacomo', 'Matteo', 'Nicolò', 'Davide', 'Gianluca', 'Mattia', 'Andrea', 'Riccardo', 'Moise', 'Sandro'],
    last: ['Pellegrini', 'Chiesa', 'Raspadori', 'Retegui', 'Barella', 'Frattesi', 'Scamacca', 'Zaniolo', 'Belotti', 'Orsolini', 'Kean', 'Tonali'],
  },
  german: {
    first: ['Florian', 'Jamal', 'Kai', 'Leroy', 'Niclas', 'Serge', 'Thomas', 'Maximilian', 'Deniz', 'Tim', 'Jonas', 'Felix'],
    last: ['Wirtz', 'Musiala', 'Havertz', 'Sané', 'Füllkrug', 'Gnabry', 'Müller', 'Beier', 'Undav', 'Kleindienst', 'Hofmann', 'Nmecha'],
  },
  french: {
    first: ['Kylian', 'Ousmane', 'Randal', 'Marcus', 'Bradley', 'Désiré', 'Rayan', 'Hugo', 'Michael', 'Warren', 'Lucas', 'Mathis'],
    last: ['Mbappé', 'Dembélé', 'Kolo Muani', 'Thuram', 'Barcola', 'Doué', 'Cherki', 'Ekitike', 'Olise', "Zaïre-Emery", 'Digne', 'Camara'],
  },
  portuguese: {
    first: ['Gabriel', 'Pedro', 'Vinícius', 'Raphinha', 'Endrick', 'Rodrygo', 'Lucas', 'Matheus', 'Bruno', 'João', 'Rafael', 'Igor'],
    last: ['Jesus', 'Guimarães', 'Martinelli', 'Paquetá', 'Cunha', 'Veiga', 'Savinho', 'Pereira', 'Henrique', 'Vitinha', 'Leão', 'Moraes'],
  },
  latin: {
    first: ['Julián', 'Lautaro', 'Ángel', 'Enzo', 'Alexis', 'Thiago', 'Nicolás', 'Franco', 'Facundo', 'Santiago', 'Claudio', 'Exequiel'],
    last: ['Álvarez', 'Martínez', 'Correa', 'Fernández', 'Mac Allister', 'Almada', 'González', 'Mastantuono', 'Colidio', 'Castro', 'Echeverri', 'Zeballos'],
  },
  gulf: {
    first: ['Salem', 'Firas', 'Saleh', 'Abdullah', 'Fahad', 'Nawaf', 'Sultan', 'Mohammed', 'Ali', 'Hattan', 'Ayman', 'Marwan'],
    last: ['Al Dawsari', 'Al Buraikan', 'Al Shehri', 'Al Hamdan', 'Al Muwallad', 'Al Aqidi', 'Al Ghannam', 'Kanno', 'Al Bulaihi', 'Bahebri', 'Yahya', 'Al Najei'],
  },
  american: {
    first: ['Christian', 'Weston', 'Tyler', 'Gio', 'Brenden', 'Ricardo', 'Josh', 'Malik', 'Jaylen', 'Tyrese', 'Devin', 'Jalen', 'Anthony', 'Donovan'],
    last: ['Pulisic', 'McKennie', 'Adams', 'Reyna', 'Aaronson', 'Pepi', 'Sargent', 'Brown', 'Haliburton', 'Booker', 'Williams', 'Edwards', 'Mitchell', 'Green'],
  },
  balkan: {
    first: ['Nikola', 'Vasilije', 'Mario', 'Bogdan', 'Luka', 'Kostas', 'Sasha', 'Dzanan', 'Facundo', 'Tornike', 'Marko', 'Filip'],
    last: ['Milutinov', 'Micić', 'Hezonja', 'Bogdanović', 'Vildoza', 'Sloukas', 'Vezenkov', 'Musa', 'Campazzo', 'Shengelia', 'Gudurić', 'Petrušev'],
  },
  turkish: {
    first: ['Arda', 'Kerem', 'Hakan', 'Cengiz', 'Barış', 'Kenan', 'Orkun', 'İrfan'],
    last: ['Güler', 'Aktürkoğlu', 'Çalhanoğlu', 'Ünder', 'Yılmaz', 'Kökçü', 'Kahveci', 'Akgün'],
  },
  japanese: {
    first: ['Takumi', 'Kaoru', 'Daichi', 'Ritsu', 'Takefusa', 'Junya', 'Ayase', 'Kyogo', 'Yuki', 'Shota', 'Koki', 'Hiroki'],
    last: ['Minamino', 'Mitoma', 'Kamada', 'Doan', 'Kubo', 'Ito', 'Ueda', 'Furuhashi', 'Soma', 'Arai', 'Machino', 'Sakai'],
  },
};

export interface PlayerRecord {
  id: number;
  name: string;
  /** Share of the team's goals or points this player scores. */
  share: number;
}

/** Shares of the named players, best first; the rest of the team shares what is left ("another player"). */
const scorerShares = [0.24, 0.16, 0.12, 0.09, 0.07, 0.06];
const pointShares = [0.26, 0.18, 0.14];

const squads = new Map<string, PlayerRecord[]>();

/** The named players of a team: made up from the league's name pool, the same for the team in every feed. */
export function playersOf(team: TeamRecord, pool: NamePool, count: number, kind: 'scorers' | 'points'): PlayerRecord[] {
  const key = `${team.id}:${pool}:${count}:${kind}`;
  let squad = squads.get(key);
  if (!squad) {
    squad = makePlayers(team, pool, count, kind);
    squads.set(key, squad);
  }
  return squad;
}

function makePlayers(team: TeamRecord, pool: NamePool, count: number, kind: 'scorers' | 'points'): PlayerRecord[] {
  const names = namePools[pool];
  const shares = kind === 'scorers' ? scorerShares : pointShares;
  const used = new Set<string>();
  const players: PlayerRecord[] = [];
  let attempt = 0;
  while (players.length < Math.min(count, shares.length)) {
    const seedText = `${team.name}:${attempt}`;
    attempt += 1;
    let hash = 0;
    for (const char of seedText) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
    const name = `${names.first[hash % names.first.length]} ${names.last[(hash >>> 8) % names.last.length]}`;
    if (used.has(name)) continue;
    used.add(name);
    players.push({ id: team.id * 100 + players.length + 1, name, share: shares[players.length] });
  }
  return players;
}
