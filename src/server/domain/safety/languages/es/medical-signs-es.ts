// Medical emergencies and worrying symptoms in Spanish, over the plain text of spanish-words.ts.
// Emergencies: chest pain, not breathing, stroke signs, overdose or poisoning, heavy bleeding,
// bleeding or pain in pregnancy, thoughts of harming a baby. Urgent: a symptom to get checked soon.
// The everyday shapes are left out: "me dolió el pecho de tanto reír", "casi me da un infarto con
// la factura", "no puedo respirar sin ti", "me ahogo en un vaso de agua".
import type { Sign } from '../../sign.ts';

const emergency = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-emergency', pattern, ...extra });
const urgent = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-urgent', pattern, ...extra });

const PREGNANT = /\b(?:embarazada|embarazo|gestacion|semanas de embarazo|rompi aguas|roto aguas|rompi la fuente|bolsa rota)\b/;

/** Laughter, crying or love explain a tight chest or a racing heart. */
const NOT_ILLNESS = /\b(?:de tanto (?:reir|llorar|toser)|de la risa|cuando (?:lo|la|te) veo|enamorad\w*|mariposas)\b/;

export const SPANISH_MEDICAL_SIGNS: readonly Sign[] = [
  // Chest pain and heart attack.
  emergency(
    /\bdolor (?:muy |tan )?(?:fuerte |intenso |horrible |agudo |opresivo |enorme |terrible |insoportable )?(?:en el|de|del|al) pecho\b|\b(?:me|le) duele (?:mucho |muchisimo |bastante )?el pecho\b|\b(?:opresion|presion|punzadas?) (?:muy )?(?:\w+ )?en el pecho\b|\b(?:me|le) aprieta el pecho\b|\bpecho (?:apretado|oprimido)\b/g,
    { unless: NOT_ILLNESS },
  ),
  emergency(
    /\b(?<!casi )(?:me esta dando|le esta dando|estoy teniendo|esta teniendo|tengo|tiene|me dio|le dio|sufriendo) un (?:infarto|ataque al corazon|ataque cardiaco|paro cardiaco)\b(?! (?:cuando|con|al ver|de la))/g,
    {
      unless: /\b(?:jaja\w*|jeje\w*|factura|precio|cuenta|xd)\b/,
    },
  ),
  // Not breathing.
  emergency(
    /\bno (?:puedo|puede|podia|consigo|consigue) respirar\b(?! (?:sin|por la nariz|bien por la nariz)\b)|\bno respira\b|\b(?:me|le) cuesta (?:mucho )?respirar\b|\bdificultad para respirar\b|\bno me entra (?:el )?aire\b|\bme ahogo\b(?! (?:en|con|de)\b)|\bme estoy ahogando\b(?! (?:en|con|de)\b)/g,
  ),
  emergency(/\blabios (?:azules|morados)\b(?! de frio)/g),
  emergency(/\bme falta (?:el )?aire\b/g, { weak: true, unless: NOT_ILLNESS }),
  // Stroke: a face that drops, an arm that will not move, speech gone.
  emergency(
    /\b(?:cara|boca) (?:torcida|caida|paralizada|dormida)\b|\bse (?:me |le )?(?:tuerce|torcio|durmio|duerme|cayo|paralizo) (?:la cara|media cara|la mitad de la cara|la boca|un lado)\b(?! de (?:verguenza|la verguenza|pena))|\b(?:no (?:siento|siente) )?(?:la )?mitad de la cara\b/g,
  ),
  emergency(/\b(?:lado|brazo|pierna|cara) paralizad[oa]\b/g),
  emergency(/\bno (?:puedo|puede) mover (?:el|un|la|medio) (?:brazo|pierna|lado|cuerpo)\b|\bno (?:siento|siente) (?:el|un|la|medio) (?:brazo|pierna|lado)\b/g),
  emergency(/\b(?:derrame cerebral|ictus|avc|embolia)\b/g),
  emergency(/\bno (?:puedo|puede) hablar(?: bien)?\b/g, { weak: true }),
  emergency(/\bse (?:me|le) nublo la vista\b|\bvista nublada\b/g, { weak: true }),
  emergency(/\bde repente\b/g, { weak: true }),
  emergency(/\bel peor dolor de cabeza de (?:mi|su) vida\b/g),
  // Overdose and poisoning.
  emergency(/\bsobredosis\b(?! de (?:azucar|amor|cafe|cafeina|chocolate|series|trabajo|informacion|dulces?|carbohidratos|redes|memes))/g),
  emergency(
    /\b(?:(?:me|se|le) (?:tome|tomo|trague|trago|bebi|bebio|dio)|(?:me )?acabo de tomar(?:me)?|tomarme) (?:todas (?:las|mis|sus)|un bote de|una caja de|un frasco de|el frasco de|toda la caja de|un frasco entero de|una caja entera de|un blister de|(?:[1-9]\d|veinte|treinta|cuarenta|cincuenta|cien|muchas)) (?:\w+ ){0,2}?(?:pastillas|pildoras|capsulas|medicinas|medicamentos|calmantes|somniferos|jarabe|paracetamol|ibuprofeno|antidepresivos|clonazepam|rivotril|alprazolam|tramadol|insulina)\b/g,
  ),
  emergency(
    /\b(?:se|me|le) (?:tomo|trago|bebio|tome|trague|bebi|comio) (?:una |un |el |la )?(?:\w+ )?(?:lejia|cloro|lavandina|veneno|raticida|pila|bateria|jarabe entero|amoniaco|detergente|matarratas|liquido de limpieza|producto de limpieza|desatascador|anticongelante|insecticida|aguarras|gasolina)\b|\b(?:bebio|tomo|trago) (?:lejia|cloro|lavandina|veneno|raticida)\b|\benvenen\w+\b|\bintoxicad[oa]\b/g,
  ),
  emergency(/\bse (?:tomo|trago) (?:las|los) (?:pastillas|medicinas|medicamentos|calmantes|somniferos) de\b/g, {
    requires: /\btodas\b|\bhij[oa]\b|\bbebe\b|\bnin[oa]\b/,
  }),
  // Heavy bleeding; bleeding or pain in pregnancy.
  emergency(
    /\b(?:sangrando|sangro|sangra) (?:mucho|muchisimo|sin parar|a chorros)\b|\bno (?:para|deja) de (?:sangrar|salir sangre)\b|\b(?:mucha|tanta) sangre\b|\bhemorragia\b(?! nasal)|\bvomit\w* sangre\b/g,
  ),
  emergency(/\bsangr\w+|\bperdiendo sangre\b|\bdolor (?:muy )?(?:fuerte|intenso|horrible)\b|\bno (?:siento|noto) (?:al|a mi) bebe\b|\bel bebe no se mueve\b/g, {
    requires: PREGNANT,
    unless: /\b(?:nariz|encias?|un poco)\b/,
  }),
  emergency(
    /\b(?:hacer(?:le)?|hacerle algo|lastimar|ahogar|matar|danar|sacudir|tirar) (?:dano )?(?:a )?mi (?:bebe|recien nacido|hija recien nacida|hijo recien nacido)\b/g,
  ),
  // Unconscious, a seizure, a closing throat, a head blow with vomiting, a rash that stays.
  emergency(/\binconsciente\b|\bse desmayo y no\b|\bno (?:reacciona|despierta)\b/g),
  emergency(/\bno responde\b(?= \.|$)/g, {
    unless:
      /\b(?:mensaje\w*|whatsapp|llamad\w*|escrib\w*|chat|correo|mail|visto|contesta|ex|novio|novia|crush|gusto|cliente|clienta|proyecto|pagina|app|banco|empresa|proveedor)\b/,
  }),
  emergency(/\bconvuls\w+|\bataque epileptico\b/g),
  emergency(
    /\bse (?:me |le )?(?:cierra|esta cerrando|hincha|esta hinchando) la garganta\b|\bhinchando la garganta\b|\bno (?:puedo|puede) tragar ni respirar\b/g,
  ),
  emergency(/\bgolpe en la cabeza\b/g, { requires: /\bvomit\w*/ }),
  emergency(/\bmancha\w* que no (?:desaparece|se va|se quita)\w* al (?:apretar|presionar)\b/g),
  // Worth checking soon.
  urgent(/\bbulto (?:en|del) (?:el |la |los |las )?(?:pecho|seno|senos|mama|cuello|axila|testiculo|ingle|garganta)\b/g),
  urgent(
    /\bsangre en (?:las |la |el )?(?:heces|caca|orina|pis|moco|semen)\b|\b(?:caca|heces|pis|orina) con sangre\b|\borin\w* (?:con )?sangre\b|\b(?:toso|tose|tosiendo|escupo|escupe|escupiendo) sangre\b|\bsangre al toser\b/g,
  ),
  urgent(
    /\b(?:perdiendo|perdido|bajado|bajando) (?:de )?(?:peso|\w+ kilos)(?: \w+){0,2} sin (?:razon|motivo|querer|hacer|dieta|explicacion)\b|\bsudores? nocturnos?\b|\bsudores? por la noche\b/g,
  ),
  urgent(
    /\bfiebre (?:muy )?(?:alta |de \d+ )?(?:desde hace|hace|durante|por) (?:\w+ )?(?:dias|semanas|semana)\b|\b(?:llevo|lleva) (?:\w+ ){1,3}con fiebre\b|\bfiebre de (?:40|41|39 desde)\b|\bfiebre alta desde\b/g,
  ),
  urgent(/\blunar (?:nuevo )?que (?:cambia|ha cambiado|cambio|sangra|crece|pica y sangra)\b|\blunar (?:\w+ )?sangra\b/g),
  urgent(/\b(?:me|se) desmay\w* (?:a menudo|mucho|seguido|con frecuencia|a veces|cada)\b|\bdesmayado (?:dos|tres|varias|muchas) veces\b/g),
  urgent(/\b(?:veo|ve) borroso\b|\bvista borrosa\b|\bperdi(?:do)? (?:la )?vista\b|\bno veo (?:de|por) un ojo\b/g),
  urgent(/\bpierna hinchada\b|\bme duele la pantorrilla\b/g),
  urgent(/\bdolor (?:\w+ ){0,5}que no se (?:me |le )?(?:quita|pasa|va)\b/g, { requires: /\b(?:semanas?|dias|meses)\b/ }),
  urgent(/\b(?:piel|ojos?) amarill\w*|\bojo amarillo\b|\bmoretones sin (?:golpes|razon|motivo|golpearme)\b/g),
  // Round 3: half the body numb with slurred speech, a mole that changed, morning headaches with
  // vomiting, dizzy spells that end in falls.
  emergency(
    /\bse (?:me |le )?(?:durmio|duerme|paralizo|adormecio|entumio) (?:medio cuerpo|la mitad del cuerpo|un lado del cuerpo|el lado (?:derecho|izquierdo))\b|\b(?:medio cuerpo|la mitad del cuerpo|un lado del cuerpo) (?:dormido|paralizado|adormecido|entumido)\b/g,
  ),
  emergency(/\bhabla (?:raro|rara|arrastrado|arrastrando|enredado|trabado)\b|\barrastra las palabras\b|\bno se le entiende (?:al hablar|lo que dice)\b/g, {
    weak: true,
    unless: /\b(?:borrach\w+|tomad[oa]|alcohol|cerveza|jaja\w*)\b/,
  }),
  urgent(/\b(?:un|el|mi|este|ese) lunar (?:\w+ ){0,4}?(?:cambi\w*|crec\w*|sangr\w*)\b/g),
  urgent(/\b(?:dolor de cabeza|duele la cabeza) (?:\w+ ){0,4}?y (?:vomito|vomitos|vomitando|nauseas)\b/g, {
    requires: /\b(?:cada|todas las|todos los|siempre|seguido|hace (?:dias|semanas))\b/,
    unless: /\b(?:resaca|cruda|borrach\w+|anoche)\b/,
  }),
  urgent(/\b(?:me mareo|mareos?|mareada|mareado) (?:\w+ ){0,3}?(?:me caigo|me desmayo|caerme|me he caido)\b/g, {
    requires: /\b(?:seguido|mucho|a menudo|cada|siempre|frecuen\w*|todos los dias|varias veces)\b/,
  }),
];
