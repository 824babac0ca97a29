// Spanish as the signs read it: the plain shape of the text (accents folded, chat shorthand spelt
// out, idioms of dying and killing set aside), whom words point at, and the context that mutes.
import type { PersonWords, PlainTextRules } from '../find-signs-by-words.ts';
import { plainText } from '../find-signs-by-words.ts';
import type { ContextWords } from '../mute-by-words.ts';

const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['q', 'que'],
  ['k', 'que'],
  ['ke', 'que'],
  ['xq', 'porque'],
  ['pq', 'porque'],
  ['porq', 'porque'],
  ['x', 'por'],
  ['d', 'de'],
  ['m', 'me'],
  ['tb', 'tambien'],
  ['tmb', 'tambien'],
  ['kiero', 'quiero'],
  ['qiero', 'quiero'],
  ['kiere', 'quiere'],
  ['kieres', 'quieres'],
  ['aki', 'aqui'],
  ['aka', 'aca'],
  ['toy', 'estoy'],
  ['nd', 'nada'],
  ['nadien', 'nadie'],
  ['muxo', 'mucho'],
  ['pexo', 'pecho'],
  ['bida', 'vida'],
  ['ahorita', 'ahora'],
]);

/** Ways of saying "die" and "kill" that mean longing, laughter, tiredness or a blush. */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // "me muero de ganas / risa / sueño / vergüenza", "muerta de cansancio", "muerto de hambre".
  [
    /\b(muer[oa]s?|muero|muere|mueren|muriendo|mori|morir|morirme|morimos|moriria|morire) (?:de|del|d|por) (?:la |las |los |el |un |una )?(?:ganas|risa|amor|sueno|hambre|sed|frio|calor|miedo|verguenza|pena|celos|nervios|cansancio|aburrimiento|envidia|curiosidad|ansiedad|emocion|gusto|susto|tristeza|la risa|asco|felicidad|alegria)\b/g,
    'siento mucho',
  ],
  [
    /\bme (?:muero|moriria|muera|morire|mori) (?:por|x) (?:saber|ver|verlo|verla|conocer|conocerlo|ir|tener|estar|un|una|el|la|que|volver|besar|hablar)\b/g,
    'quiero mucho',
  ],
  [/\b(?:esta|estaba|estuvo|fue|es|son|quedo|salio|aburro|aburre|aburrimos) de muerte\b|\bpara morirse\b/g, ' muy '],
  [/\bsu(?:i)?[sc]id/g, 'suicid'],
  // "me mata la curiosidad", "me matan estos zapatos", "me mata de risa", "este calor me mata".
  [
    /\bme (?:mata|matan|mataste|mato|esta matando|estan matando|va a matar|vas a matar|matas) (?:la|el|los|las|de|del|con|este|esta|estos|estas|su|sus|tu|tus|no saber|saber|esperar|la espera)\b/g,
    'me molesta',
  ],
  [
    /\b(?:calor|frio|trafico|espera|curiosidad|incertidumbre|nervios|zapatos|examen|tacones|dieta|ansiedad|sonrisa|ojos) (?:me|nos) (?:mata|matan|esta matando|estan matando|mato)\b/g,
    'me molesta',
  ],
  [/\bme mata(?:ste|s)? (?:jaja|jeje|xd)\w*/g, 'me divierte'],
  // Killing oneself with work: "me mato a estudiar", "matarme trabajando".
  [
    /\b(?:me (?:mato|mate|estoy matando)|matarme|matandome) (?:a |de |en el |con )?(?:estudiar|trabajar|dieta|dietas|gimnasio|trabajo|entrenar|correr|trabajando|estudiando|entrenando)\b/g,
    'me esfuerzo',
  ],
  [/\bmataria por\b|\bmatar (?:el|dos) (?:tiempo|pajaros)\b/g, 'quiero'],
  [/\b(?:tierra )?tragame(?: tierra)?\b|\bmatame camion\b/g, 'que verguenza'],
  // Card names: the Hanged Man and Death are cards, not plans.
  [/\b(?:el colgado|la muerte invertida|carta de la muerte|el diez de espadas)\b/g, 'la carta'],
];

export const SPANISH_TEXT: PlainTextRules = { words: SHORTHAND, phrases: IDIOMS };

export function normaliseSpanish(text: string): string {
  return plainText(text, SPANISH_TEXT);
}

export const SPANISH_PEOPLE: PersonWords = {
  self: new Set(['yo', 'me', 'mi', 'mis', 'conmigo', 'nos', 'nosotros', 'nosotras', 'nuestro', 'nuestra']),
  others: new Set([
    ...['ella', 'ellos', 'ellas', 'alguien', 'usted', 'ustedes', 'tu', 'ti'],
    ...['amiga', 'amigo', 'amigas', 'amigos', 'hermana', 'hermano', 'hermanas', 'hermanos', 'hijo', 'hija', 'hijos', 'hijas', 'nino', 'nina'],
    ...['madre', 'mama', 'padre', 'papa', 'padres', 'novio', 'novia', 'pareja', 'marido', 'esposo', 'esposa', 'mujer', 'ex', 'exnovio', 'exnovia'],
    ...['exmarido', 'exesposo', 'abuela', 'abuelo', 'tia', 'tio', 'prima', 'primo', 'sobrino', 'sobrina', 'cunado', 'cunada', 'suegra', 'suegro'],
    ...['vecina', 'vecino', 'companero', 'companera', 'compa', 'jefe', 'jefa', 'bebe', 'nieto', 'nieta', 'padrastro', 'madrastra', 'alumno', 'alumna'],
    ...['paciente', 'cliente', 'clienta', 'personaje', 'protagonista', 'heroina', 'heroe', 'villano', 'chico', 'chica', 'hombre', 'senora', 'senor'],
  ]),
  animals: new Set([
    'perro',
    'perra',
    'perrito',
    'perrita',
    'gato',
    'gata',
    'gatito',
    'gatita',
    'mascota',
    'conejo',
    'hamster',
    'caballo',
    'pajaro',
    'loro',
    'cachorro',
    'pez',
  ]),
  objects: new Set(['se', 'la', 'lo', 'le', 'les', 'las', 'los', 'el', 'te', 'matarse', 'suicidarse', 'morirse']),
};

export const SPANISH_CONTEXT: ContextWords = {
  denial: /^(?:no|nunca|jamas|tampoco|ni|sin|nadie)$/,
  affirming: /^(?:aguanto|aguantaba|puedo|podia|soporto|se|sabia|sirvo|valgo|veo|encuentro|dejo|paro|puede|aguanta|consigo|entiendo)$/,
  clauseJoin: /^(?:y|e|pero|porque|pues|asi|entonces|aunque|cuando|si|mientras|sino|o|u|que)$/,
  story:
    /\b(?:(?:en|de|para) (?:el|la|mi|un|una|esta|este) (?:\w+ )?(?:libro|novela|pelicula|peli|serie|cuento|historia|juego|videojuego|partida|obra|guion|cancion|poema|documental|anime|manga|comic|telenovela|fanfic|rol)|el personaje|la protagonista|el protagonista|mi personaje|romeo y julieta|escribiendo (?:un|una|mi) (?:libro|novela|cuento|historia|guion|poema)|escribo (?:un|una) (?:libro|novela|cuento|historia|guion)|la cancion dice|dice la cancion|sone|sonar con|sonado|pesadilla\w*|sobre el suicidio|prevencion del suicidio|trabajo con victimas|soy (?:enfermera|enfermero|medica|medico|psicologa|psicologo|voluntaria|voluntario|paramedico)|(?:estudio|estudiando) (?:psicologia|medicina|enfermeria)|que significa sonar|documental|(?:vi|lei|leo|veo|viendo|leyendo|vimos) (?:un|una|el|la) (?:\w+ )?(?:pelicula|peli|serie|libro|novela|cuento|anime|reportaje))\b/,
  realLife: /\b(?:en la vida real|de verdad yo|yo tambien|a mi tambien|me pasa a mi|ahora mismo yo)\b/,
  longPast:
    /\b(?:hace (?:anos|mucho|mucho tiempo|tiempo|\d+ anos|(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte) anos)|de (?:adolescente|nina|nino|joven|pequena|pequeno)|cuando (?:era|tenia) (?:nina|nino|adolescente|joven|pequena|pequeno|\d+)|en mi (?:adolescencia|juventud|infancia)|el ano pasado)\b/,
  resolved:
    /\b(?:lo supere|ya lo supere|lo superamos|supere|(?:llevo|llevamos) (?:mucho tiempo|anos|tiempo) bien|(?:estoy|me siento) (?:bien|feliz|recuperad[oa])|quedo atras|ahora soy feliz|ya estoy (?:bien|recuperad[oa])|se recupero|me recupere|ya paso|(?:ya )?esta todo bien|todo bien ahora|se separaron|nos separamos|me separe)\b/,
  recurring: /\b(?:otra vez|de nuevo|ultimamente|volvi a|ha vuelto|volvio|esta noche|estos dias|esta semana|ahora (?:quiero morir|me quiero|pienso)|sigo)\b/,
};
