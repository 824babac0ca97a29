import type { ReaderWords } from './reader-words.ts';

export const es: ReaderWords = {
  locale: 'es',
  question: (excerpt) => `La pregunta que te ocupa: «${excerpt}».`,
  opening: 'Veamos qué dice cada carta desde su lugar en la tirada y qué luz arroja sobre lo que preguntas.',
  upright: (meaning) => `La carta te dice aquí: ${meaning}`,
  reversed: (meaning) => `Aquí la carta aparece invertida, y su mensaje es este: ${meaning}`,
  togetherHeading: 'Las cartas en conjunto',
  together: (keywords) =>
    `Vistas en conjunto, las cartas giran en torno a estos temas: ${keywords}. Tómate un momento para ver cómo se entrelazan en tu situación.`,
  guidanceHeading: 'Un consejo para el camino',
  guidance: (card) =>
    `La última carta, ${card}, te invita a dar un paso pequeño y concreto en la dirección que te muestra, a tu ritmo y confiando en tu propio criterio.`,
  reflection: 'Quédate con lo que te resuene: las cartas no fijan ningún destino, te ofrecen un espejo para reflexionar, y las decisiones siguen siendo tuyas.',
  quiet: {
    opening: 'Por lo que cuentas, ahora mismo lo más importante no son las cartas, sino tú. Por eso esta lectura será breve.',
    guidance: {
      'self-harm':
        'Lo que sientes importa, y no tienes que cargar con ello a solas. Hay personas dispuestas a escucharte ahora mismo: las líneas de apoyo que aparecen más arriba en la pantalla están ahí para ti. Si puedes, habla también hoy con alguien de confianza.',
      'medical-emergency':
        'Llama ahora mismo a los servicios de emergencia. Lo que describes necesita atención médica inmediata, y eso va antes que cualquier lectura. Más arriba en la pantalla tienes los números de ayuda.',
      danger:
        'Tu seguridad es lo primero. Si estás en peligro inmediato, llama a los servicios de emergencia. Las líneas de apoyo que ves más arriba en la pantalla pueden ayudarte a pensar en los siguientes pasos, y no tienes que afrontarlo a solas.',
      'medical-urgent':
        'Lo que describes merece que lo revise un médico pronto, sin dejarlo para más adelante. Pedir esa cita es una forma de cuidarte. Si algo empeora, busca ayuda urgente; las líneas de ayuda están más arriba en la pantalla.',
    },
  },
  followUp: {
    heading: 'Sobre tu nueva pregunta',
    intro: (excerpt) => `Ahora preguntas: «${excerpt}».`,
    focus: (position, card) => `Para responderla, volvemos a la posición «${position}», donde está la carta ${card}.`,
    closing: 'Deja que esta respuesta se sume a lo que ya te mostró la lectura, y quédate con lo que te ayude a ver con más claridad.',
    quiet:
      'Ahora mismo prefiero no seguir con las cartas. Lo que has compartido importa más, y las líneas de apoyo que aparecen más arriba en la pantalla están ahí para ayudarte.',
  },
  daily: {
    opening: (card) => `Tu carta de hoy es ${card}.`,
    notice: (keyword) => `A lo largo del día, fíjate en cómo se presenta este tema en lo que vives: ${keyword}.`,
    closing: 'Lleva esta carta contigo como una pregunta abierta, no como una respuesta, y al final del día mira qué te ha mostrado.',
  },
  reversedName: (card) => `${card}, en posición invertida`,
  positions: {
    Past: { name: 'El pasado', about: 'Habla de lo que ha dado forma a la situación y todavía resuena en ella.' },
    Present: { name: 'El presente', about: 'Muestra cómo están las cosas ahora y qué pide tu atención.' },
    Future: { name: 'El futuro', about: 'Señala hacia dónde se encaminan las cosas si nada cambia: una posibilidad, no un destino.' },
    'The present': { name: 'La situación actual', about: 'Habla del corazón del asunto tal como está ahora.' },
    'The challenge': { name: 'El desafío', about: 'Muestra lo que se cruza en tu camino: la dificultad que te toca afrontar.' },
    'The foundation': { name: 'La base', about: 'Habla de la raíz que hay bajo la situación, que a menudo viene de más atrás.' },
    'The recent past': { name: 'El pasado reciente', about: 'Muestra lo que se está despidiendo o acaba de ocurrir.' },
    'The crown': { name: 'La corona', about: 'Habla de lo que buscas o tienes en mente: lo mejor que se puede alcanzar.' },
    'The near future': { name: 'El futuro cercano', about: 'Señala lo que viene a continuación, en las próximas semanas.' },
    Yourself: { name: 'Tu postura', about: 'Habla de cómo te sitúas ante esto: tu actitud y tu parte en ello.' },
    'Your surroundings': { name: 'Tu entorno', about: 'Muestra las personas y circunstancias que te rodean y cómo influyen en la situación.' },
    'Hopes and fears': { name: 'Esperanzas y temores', about: 'Habla de lo que esperas y de lo que temes, que a menudo es lo mismo visto dos veces.' },
    'The outcome': { name: 'El desenlace', about: 'Señala hacia dónde se encamina todo esto si nada cambia: una posibilidad, no un destino.' },
    'The first path': { name: 'El primer camino', about: 'Muestra la primera opción tal como está y lo que te atrajo de ella.' },
    'Where the first path leads': { name: 'Adónde lleva el primer camino', about: 'Señala el rumbo más probable si eliges el primer camino.' },
    'The second path': { name: 'El segundo camino', about: 'Muestra la segunda opción tal como está y lo que te atrajo de ella.' },
    'Where the second path leads': { name: 'Adónde lleva el segundo camino', about: 'Señala el rumbo más probable si eliges el segundo camino.' },
    'What matters in choosing': { name: 'Lo que importa al elegir', about: 'Habla del valor o la necesidad que más debería pesar en tu decisión.' },
    'The card': { name: 'La carta', about: 'Habla del corazón del asunto y, si la pregunta es de sí o no, de hacia dónde se inclina la respuesta.' },
    You: { name: 'Tú', about: 'Muestra lo que aportas a este vínculo y cómo te sitúas en él ahora.' },
    Them: { name: 'La otra persona', about: 'Habla de lo que aporta la otra persona, en la medida en que las cartas pueden hablar por ella.' },
    'The connection': { name: 'El vínculo', about: 'Muestra lo que vive entre tú y la otra persona: el lazo en sí y el ánimo que tiene ahora.' },
    'What helps': { name: 'Lo que ayuda', about: 'Señala lo que fortalece el vínculo y vale la pena cuidar.' },
    'What strains': { name: 'Lo que desgasta', about: 'Muestra lo que pesa sobre el vínculo y pide ser nombrado o aliviado.' },
    Situation: { name: 'La situación', about: 'Muestra cómo están las cosas, tal como son y no como se teme que sean.' },
    Obstacle: { name: 'El obstáculo', about: 'Señala lo que se interpone o hace esto más difícil de lo necesario.' },
    'Hidden influence': { name: 'La influencia oculta', about: 'Habla de lo que actúa bajo la superficie y todavía no se ve del todo.' },
    Advice: { name: 'El consejo', about: 'Señala la actitud o el paso que más te ayudaría ahora.' },
    'Likely outcome': { name: 'El resultado probable', about: 'Muestra hacia dónde va esto si sigues el consejo: una posibilidad, no un destino.' },
  },
};
