// Brazilian Portuguese as the signs read it: the plain shape of the text (accents folded, chat
// shorthand spelt out: "tô" → "estou", "vc" → "voce", "n" → "nao"; idioms of dying and killing set
// aside), whom words point at, and the context that mutes.
import type { PersonWords, PlainTextRules } from '../find-signs-by-words.ts';
import { plainText } from '../find-signs-by-words.ts';
import type { ContextWords } from '../mute-by-words.ts';

const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['to', 'estou'],
  ['tou', 'estou'],
  ['ta', 'esta'],
  ['tava', 'estava'],
  ['tao', 'estao'],
  ['vo', 'vou'],
  ['n', 'nao'],
  ['naum', 'nao'],
  ['q', 'que'],
  ['k', 'que'],
  ['pq', 'porque'],
  ['vc', 'voce'],
  ['vcs', 'voces'],
  ['mt', 'muito'],
  ['mto', 'muito'],
  ['kero', 'quero'],
  ['qro', 'quero'],
  ['qria', 'queria'],
  ['keria', 'queria'],
  ['aki', 'aqui'],
  ['hj', 'hoje'],
  ['td', 'tudo'],
  ['tds', 'todos'],
  ['ngm', 'ninguem'],
  ['cmg', 'comigo'],
  ['pra', 'para'],
  ['pro', 'para o'],
  ['pros', 'para os'],
  ['dps', 'depois'],
  ['agr', 'agora'],
  ['tb', 'tambem'],
  ['tbm', 'tambem'],
  ['msm', 'mesmo'],
  ['oq', 'o que'],
  ['morre', 'morrer'],
  ['suisidio', 'suicidio'],
  ['sucidio', 'suicidio'],
]);

/** Ways of saying "die" and "kill" that mean longing, laughter, tiredness or a blush. */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:morrendo|morreno|morri|morro|morta|morto|mortas|mortos|morrer|morreria|morrerei|morre) (?:de|do|da) (?:vontade|rir|riso|saudade|saudades|fome|sede|sono|frio|calor|medo|vergonha|ciume|ciumes|nervoso|cansaco|tedio|amores|amor|curiosidade|ansiedade|emocao|inveja|susto|pena|raiva|tesao|preguica|dor de cabeca|alegria|felicidade)\b/g,
    'sinto muito',
  ],
  [/\b(?:morrendo|morri|morro|morreria) (?:para|por) (?:saber|ver|conhecer|ir|ter|estar|um|uma|o|a|que|voltar|beijar|falar)\b/g, 'quero muito'],
  [/\bde (?:matar|morrer) de (?:bom|boa|rir)\b|\b(?:esta|estava|foi|e|ficou|eh) de (?:matar|morrer)\b/g, ' muito '],
  [/\bme (?:mata|matam|matou|mataram) (?:de|do|da) (?:rir|riso|vergonha|saudade|amor|raiva|susto|curiosidade|ansiedade|tedio)\b/g, 'me diverte'],
  [
    /\b(?:esta|estao|vai) me matando\b|\b(?:curiosidade|incerteza|ansiedade|espera|calor|frio|transito|sapato|sapatos|nervoso|prova|sorriso|olhos|saudade) (?:esta |estao |vai )?(?:me )?(?:mata|matam|matando|matou)\b/g,
    'me incomoda',
  ],
  [/\bme mata (?:nao saber|saber|esperar)\b|\bme (?:mata|matou|matam) (?:logo )?(?:kk\w*|rs\w*)/g, 'me incomoda'],
  [
    /\b(?:me (?:mato|matei|matando)|me matar) (?:de |na |no |em )?(?:estudar|trabalhar|dieta|academia|trabalho|treinar|correr|trabalhando|estudando|treinando)\b/g,
    'me esforco',
  ],
  [/\bmataria por\b|\bmatar (?:o tempo|dois coelhos)\b/g, 'quero'],
  [/\b(?:o enforcado|o pendurado|a morte invertida|carta da morte|o dez de espadas)\b/g, 'a carta'],
];

export const PORTUGUESE_TEXT: PlainTextRules = { words: SHORTHAND, phrases: IDIOMS };

export function normalisePortuguese(text: string): string {
  return plainText(text, PORTUGUESE_TEXT);
}

export const PORTUGUESE_PEOPLE: PersonWords = {
  self: new Set(['eu', 'me', 'mim', 'meu', 'minha', 'meus', 'minhas', 'comigo', 'nos', 'nosso', 'nossa']),
  others: new Set([
    ...['ele', 'ela', 'eles', 'elas', 'alguem', 'dele', 'dela', 'nele', 'nela'],
    ...['amiga', 'amigo', 'amigas', 'amigos', 'irma', 'irmao', 'irmas', 'irmaos', 'filho', 'filha', 'filhos', 'filhas', 'crianca', 'menino', 'menina'],
    ...['mae', 'mamae', 'pai', 'papai', 'pais', 'namorado', 'namorada', 'marido', 'esposa', 'esposo', 'mulher', 'ex', 'companheiro', 'companheira'],
    ...['parceiro', 'parceira', 'avo', 'tia', 'tio', 'prima', 'primo', 'sobrinho', 'sobrinha', 'cunhado', 'cunhada', 'sogra', 'sogro'],
    ...['vizinha', 'vizinho', 'colega', 'chefe', 'bebe', 'neto', 'neta', 'padrasto', 'madrasta', 'aluno', 'aluna', 'paciente', 'cliente'],
    ...['personagem', 'protagonista', 'heroina', 'heroi', 'vilao', 'homem', 'crush', 'moco', 'moca'],
  ]),
  animals: new Set([
    'cachorro',
    'cachorra',
    'cadela',
    'cachorrinho',
    'gato',
    'gata',
    'gatinho',
    'gatinha',
    'pet',
    'bicho',
    'coelho',
    'passarinho',
    'cavalo',
    'papagaio',
    'peixe',
    'hamster',
  ]),
  objects: new Set(['se', 'o', 'a', 'lhe', 'la', 'lo', 'te', 'os', 'as']),
};

export const PORTUGUESE_CONTEXT: ContextWords = {
  denial: /^(?:nao|nunca|jamais|nem|sem|ninguem)$/,
  affirming: /^(?:aguento|aguentava|consigo|suporto|sei|sirvo|valho|vejo|encontro|paro|aguenta|entendo|da|dava|posso|conseguia)$/,
  clauseJoin: /^(?:e|mas|porque|pois|entao|embora|quando|se|enquanto|ou|que|so)$/,
  story:
    /\b(?:(?:no|na|do|da|para o|para a|num|numa|de um|de uma|meu|minha|esse|essa|um|uma) (?:\w+ )?(?:livro|filme|serie|novela|conto|historia|jogo|game|rpg|peca|roteiro|musica|poema|documentario|anime|manga|quadrinho|hq|fanfic|dorama)|personagem|a protagonista|o protagonista|romeu e julieta|escrevendo (?:um|uma|o|meu|minha) (?:livro|romance|conto|roteiro|historia|poema)|escrevo (?:um|uma) (?:livro|romance|conto|roteiro|historia)|a musica diz|diz a musica|sonhei|sonhar com|sonho com|pesadel\w+|sobre (?:o )?suicidio|prevencao do suicidio|cvv|trabalho com vitimas|sou (?:enfermeira|enfermeiro|medica|medico|psicologa|psicologo|voluntaria|voluntario|socorrista)|estudo (?:psicologia|medicina|enfermagem)|documentario|(?:vi|li|leio|vejo|vendo|lendo|assisti|assistindo) (?:um|uma|o|a) (?:filme|serie|livro|romance|novela|documentario|anime|dorama))\b/,
  realLife: /\b(?:na vida real|eu tambem|comigo tambem|de verdade eu|agora mesmo eu)\b/,
  longPast:
    /\b(?:(?:\d+|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|muitos|alguns|uns) anos atras|anos atras|(?:ha|faz) (?:muitos |alguns |uns )?(?:anos|muito tempo|\d+ anos)|na (?:minha )?(?:adolescencia|juventude|infancia)|quando (?:eu )?era (?:crianca|adolescente|nova|novo|pequena|pequeno|menina|menino)|ano passado)\b/,
  resolved:
    /\b(?:ja superei|superei|(?:estou|me sinto|sou) (?:bem|feliz|recuperad[oa])|ficou (?:no passado|para tras)|hoje (?:sou|estou) (?:feliz|bem)|se recuperou|me recuperei|ja passou|(?:hoje )?esta tudo bem|se separaram|me separei|nos separamos|ja estou (?:bem|recuperad[oa]))\b/,
  recurring: /\b(?:de novo|outra vez|ultimamente|voltei a|voltou|hoje a noite|esses dias|essa semana|ainda (?:quero|penso|me))\b/,
};
