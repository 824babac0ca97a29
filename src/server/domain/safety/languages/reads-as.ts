// Which language a text reads as, from its everyday words. Spanish and Portuguese share many words
// ("suicidio", "violencia doméstica", "carta de despedida") but not their denials, idioms and
// stories: read by the wrong one, "não penso em me matar" or "na novela a mulher sofre violência"
// would count. So each stays quiet on text that reads as the other, and both on text that reads as
// English (the English signs read it; sparing the work keeps the assessment fast), French or German
// (which have their own signs, and share words with them: "suicide", "de", "la").

/** Everyday words of one language that the others do not use (accents folded). */
const WORDS: Readonly<Record<'es' | 'pt-BR' | 'en' | 'fr' | 'de', ReadonlySet<string>>> = {
  es: new Set(
    'y el los del un al las con en hoy ayer manana muy pero yo estoy quiero tengo puedo mi mis una unos unas hay soy ya es eres ella hija hijo novio novia ganas ahora cuando mucho sin hacer donde despues siempre bien bueno mejor hace tiene puede quiere dice voy nadie alguien esto eso esa ese lo le les jaja pareja hermana hermano madre padre cosas'.split(
      ' ',
    ),
  ),
  'pt-BR': new Set(
    'os do das na nao em jamais hoje ontem amanha voce vc eu meu minha meus minhas com um uma muito pra estou quero tenho posso ja ele ela isso isto sem quando onde sempre bem melhor tem pode quer diz vou ninguem alguem tambem agora ainda so tudo entao depois kkk kkkk namorado namorada filha filho irma irmao mae pai coisas vontade ta to'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'je j moi mon ma ton ta il elle nous vous ils elles est suis sommes etes sont ai avons avez ont pas ne tres avec pour dans mais donc car qui quoi ce cette ces cet du des au aux les une et vais veux peux dois fait faire etre avoir aussi encore toujours rien personne mari copain copine ca'.split(
      ' ',
    ),
  ),
  de: new Set(
    'ich mich mir mein meine meinen meiner dich dir er sie wir ihr ist bin bist sind habe hast nicht kein keine und oder aber mit fur auf bei von zu das der den dem ein eine einen wie wenn dass noch schon immer nie nichts mehr kann muss soll werde wird mann frau freund freundin heute jetzt'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the i and my is it of to you your what will she they this that with for be am are was not do does have just want im dont can about should if at on would could been going feel think'.split(
      ' ',
    ),
  ),
};

export type ReadLanguage = keyof typeof WORDS;

const LANGUAGES: readonly ReadLanguage[] = ['es', 'pt-BR', 'en', 'fr', 'de'];

/** The language whose everyday words the text holds most of, or undefined on a tie (a short text). */
export function readsAs(text: string): ReadLanguage | undefined {
  const counts = { es: 0, 'pt-BR': 0, en: 0, fr: 0, de: 0 };
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z]+/);
  for (const word of words) {
    for (const language of LANGUAGES) if (WORDS[language].has(word)) counts[language] += 1;
  }
  const ranked = LANGUAGES.toSorted((a, b) => counts[b] - counts[a]);
  const [first, second] = ranked;
  return first && second && counts[first] > counts[second] ? first : undefined;
}
