// Spanish and Portuguese share many words ("suicidio", "violencia domestica", "carta de despedida"),
// but not their denials, idioms and stories: read by the wrong one, "não penso em me matar" or
// "na novela a mulher sofre violência" would count. Each stays quiet on text that reads as the other.

/** Everyday words of one language that the other does not use (accents folded). */
const SPANISH_ONLY = new Set(
  'y el los del un al las con en hoy ayer manana muy pero yo estoy quiero tengo puedo mi mis una unos unas hay soy ya es eres ella hija hijo novio novia ganas ahora cuando mucho sin hacer donde despues siempre bien bueno mejor hace tiene puede quiere dice voy nadie alguien esto eso esa ese lo le les jaja pareja hermana hermano madre padre cosas'.split(
    ' ',
  ),
);
const PORTUGUESE_ONLY = new Set(
  'os do das na nao em jamais hoje ontem amanha voce vc eu meu minha meus minhas com um uma muito pra estou quero tenho posso ja ele ela isso isto sem quando onde sempre bem melhor tem pode quer diz vou ninguem alguem tambem agora ainda so tudo entao depois kkk kkkk namorado namorada filha filho irma irmao mae pai coisas vontade ta to'.split(
    ' ',
  ),
);

export type IberianLanguage = 'es' | 'pt-BR';

/** The language the folded text reads as, or undefined when its words do not tell. */
export function readsAs(plain: string): IberianLanguage | undefined {
  let spanish = 0;
  let portuguese = 0;
  for (const word of plain.split(' ')) {
    if (SPANISH_ONLY.has(word)) spanish += 1;
    if (PORTUGUESE_ONLY.has(word)) portuguese += 1;
  }
  if (spanish === portuguese) return undefined;
  return spanish > portuguese ? 'es' : 'pt-BR';
}
