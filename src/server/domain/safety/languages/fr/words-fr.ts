// The French words that say whom a sign is about and what context turns it off (see
// ../language-findings.ts). Over the normalised text: no accents, elisions spelt out.
import type { ContextWords, PersonWords } from '../language-findings.ts';

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

export const FRENCH_PERSONS: PersonWords = {
  self: words('je moi me nous'),
  myWords: words('mon ma mes notre nos'),
  others: words(
    'il elle ils elles lui eux quelqu ami amie amis copine pote potes soeur frere fils fille ado enfant enfants bebe fiston collegue coloc voisin voisine cousin cousine tante oncle grand mere pere parents grand pere mamie papi beau belle patron patronne prof camarade client cliente',
  ),
  harmers: words('mari femme copain mec conjoint conjointe compagnon compagne ex epoux epouse petit chum beau pere belle mere papa maman pere mere'),
  animals: words('chat chatte chaton chien chienne chiot lapin cheval hamster perroquet oiseau furet tortue cochon poisson jument'),
};

export const FRENCH_CONTEXT: ContextWords = {
  // "Plus" before a sign is "no longer" ("je ne suis plus suicidaire"); the signs that need it ("plus envie de vivre") start with it.
  denial: /^(?:pas|plus|jamais|aucun|aucune|sans|ni|point|nullement|guere|personne)$/,
  // "Je ne peux pas m'empêcher de penser à mourir", "pas envie de vivre": the denial is the sign.
  affirmingDenial:
    /^(?:pas|jamais|aucun|aucune|sans) (?:\w+ )?(?:empecher|arrete|arreter|arrive|envie de vivre|la force|le courage|de raison|aucune raison|sur|sure|certaine?|que|seulement|juste|besoin d aide|fait expres|pourquoi|de issue|de autre|de solution|envie de etre en vie|peur de mourir|comment|autant|aussi|tellement|si fort|de penser|de y penser|de me dire|de imaginer|plus envie|plus la force|plus le courage|plus de raison|plus aucune|plus le gout)\b/,
  negationAround: { before: /^ne$/, after: /^(?:pas|plus|jamais|point|guere|aucunement)$/, reach: 3 },
  needsOpening: /^plus$/,
  clauseJoin: /^(?:et|mais|donc|ou|car|parce|quand|alors|puis|sauf|pourtant|or|si|meme|comme|lorsque|puisque|tandis)$/,
  subject: /^(?:je|il|elle|on|nous|vous|ils|elles|tu)$/,
  fiction:
    /\b(?:dans|pour|de) (?:mon|ma|mes|un|une|le|la|ce|cette|notre) (?:\w+ ){0,2}?(?:roman|livre|histoire|film|serie|jeu|jeu video|scenario|nouvelle|bd|manga|piece|poeme|fanfic|campagne|partie|episode|saison|polar|podcast)\b|\b(?:mon|ma|le|la|un|une) (?:personnage|heros|heroine|protagoniste|mechant)\b|\b(?:le|ce|un|une|cette|la) (?:film|livre|roman|serie|episode|documentaire|article|chanson|poeme) (?:parle|parlait|raconte|racontait|sur|ou)\b|\bje (?:ecris|redige) (?:un|une|mon|ma)\b|\b(?:je suis|en tant que) (?:ecrivain|ecrivaine|auteur|autrice|romancier|romanciere|scenariste)\b|\b(?:livre|film|roman|article) sur\b|\bau (?:cluedo|loup garou|loups garous)\b|\bdans (?:zelda|le jeu|la serie|le film|le livre)\b|\b(?:ai reve|avons reve|fait un (?:reve|cauchemar)|cauchemar|reve que|reve ou)\b/,
  realLife: /\b(?:en vrai|pour de vrai|dans la vraie vie|moi aussi|moi meme aussi|ce est pas une histoire|pas une fiction|je aussi|irl)\b/,
  longPast:
    /\b(?:il y a (?:longtemps|(?:\d+|des|plusieurs|quelques|dix|quinze|vingt|cinq) (?:ans|annees))|a \d+ ans|quand je etais (?:petit|petite|ado|adolescent|adolescente|jeune|enfant|au lycee|au college)|au lycee|au college|adolescente?|ado|plus jeune|de (?:nombreuses|longues) annees|autrefois|a le epoque|(?:ca|cela) fait (?:\d+|dix|quinze|vingt|des|plusieurs) ans)\b/,
  resolved:
    /\b(?:ca va|je vais bien|vais bien|tout va bien|va mieux|vais mieux|ce est fini|ce est du passe|derriere moi|gueri|guerie|sorti|sortie|rien depuis|aujourd hui je vais bien|ca fait \w+ ans que (?:ca va|je vais bien))\b/,
  recurring:
    /\b(?:recommence|recommencer|reviennent|revient|de nouveau|encore|a nouveau|ces temps ci|en ce moment|depuis peu|recemment|ce soir|cette nuit|rechute|maintenant je)\b/,
};

/** Everyday French words: whether a text is French at all, and plainly so. */
export const FRENCH_MARKERS: ReadonlySet<string> = words(
  'je tu il elle nous vous ils elles moi toi lui est suis es sont ai as les des une un pas que qui dans pour avec mon ma mes ton ta tes son sa ses ce cette ne du au aux sur plus tres mais ou et ca va vais veux veut fait faire quoi comment pourquoi quand dois peux cartes tirage se en y on rien tout ca oui non jamais toujours aujourd hui me te personne',
);
