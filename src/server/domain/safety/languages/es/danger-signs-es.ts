// Danger from another person in Spanish, over the plain text of spanish-words.ts: being hit,
// threatened, stalked, abused, not safe at home. The one harmed is named by the object pronoun
// (`who`: "me pega" is the writer, "la golpea" someone else). Left out: what sticks or is passed
// on ("me pegó la gripe", "se me pegó la canción"), a boss's threat to fire, a follow on Instagram,
// a bad luck that "persigue", and "mi madre me va a matar cuando vea la nota".
import type { Sign } from '../../sign.ts';

const danger = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'danger', pattern, ...extra });

/** Blows that follow "me pegó" when it is a beating, not a cold or a fright. */
const BLOWS = '(?:paliza|palizas|bofetada|bofetadas|punetazo|punetazos|patada|patadas|cachetada|cachetadas|golpe|golpes|tortazo|torta|cabezazo|cinturonazo)';

/** A laugh, a bad mark or a late arrival: "me va a matar" as a figure of speech. */
const FIGURE_OF_SPEECH =
  /\b(?:jaja\w*|jeje\w*|xd|lol|haha\w*)\b|\bcuando (?:vea|se entere|sepa|vuelva|llegue)\b|\bsi (?:llego|olvido|suspendo|repruebo|se entera|no apruebo|me ve|vea|pierdo|rompo)\b/;

export const SPANISH_DANGER_SIGNS: readonly Sign[] = [
  // Being hit, beaten, pushed, choked.
  danger(/\b(?<!se )(?<who>me|nos|la|lo|le|les|las|los) (?:pega|pegan|pego|pegaba|pegaban|pegaron)\b(?! fuerte (?:la|el)\b)/g, {
    unless: /\b(?:gripe|resfriado|catarro|cancion|susto|grito|bocinazo|virus|piojos|sol|covid|mania|costumbre|acento|chicle|pelota|balon)\b/,
  }),
  danger(
    /\b(?<who>me|nos|la|lo|le|les|las|los) (?:golpea|golpean|golpeo|golpeaba|golpearon|maltrata|maltrato|maltrataba|agrede|agredio|agredia|empuja|empujo|empujaba|estrangula|estrangulo|ahorco|zarandea|zarandeo|abofetea|abofeteo|patea|pateo|viola|violo|violaron|arrastra|arrastro|jalonea|tiro (?:una|un|contra)(?! (?:carta|cartas|tirada|lectura|moneda)\b)|tira (?:cosas|objetos|contra))\b(?! (?:la|el) (?:cabeza|rodilla|pie|mano|codo|dedo)\b)/g,
    { unless: /\b(?:realidad|crisis|vida|noticia|nostalgia|depresion|ansiedad|suerte)\b/ },
  ),
  danger(
    new RegExp(
      String.raw`\b(?:me|le|la|lo|nos) (?:dio|da|dan|dieron|pego|pega|pegaron) (?:una|un) ${BLOWS}\b(?! de (?:suerte|estado|calor|efecto|vista|aire))`,
      'g',
    ),
    // A team "le dieron una paliza": a match lost.
    { unless: /\b(?:partido|equipo|ganamos|perdimos|goles|marcador|liga|torneo|campeonato|clasico|la final)\b/ },
  ),
  danger(
    /\b(?:pega|pegan|pego|pegaba|golpea|golpean|golpeo|golpeaba|maltrata|maltrato|maltrataba|agrede|agredio|viola|violo) a (?<who>mi (?:madre|mama|hermana|hermano|hija|hijo|suegra|abuela|amiga|tia|prima|esposa|mujer|novia)|ella|su (?:mujer|esposa|novia|pareja|hija|hijo|madre)|mis hijos|nosotros|mi)\b/g,
  ),
  danger(/\b(?<who>me|la|lo|nos) (?:intento|intenta|quiso) (?:estrangular|ahorcar|ahogar|matar)\b/g),
  danger(
    /\b(?:mi|su) (?:padrastro|tio|primo|abuelo|padre|vecino|jefe|profesor|entrenador|hermano|cunado|suegro) (?:me|la|le) (?:toca|tocaba|manosea|manoseaba)\b|\b(?:me|nos) tocan sin (?:mi )?permiso\b|\babus\w+ (?:sexual\w*|de mi|de nosotr\w+)\b|\b(?<who>me|la) (?:violo|violaron|violaba)\b|\bviolacion\b(?! (?:de|del) (?:contrato|datos|privacidad|derechos|norma))/g,
  ),
  danger(/\bme (?:obliga|obligo|obligaba|forzo|fuerza) a (?:tener (?:sexo|relaciones)|acostarme)\b|\b(?<who>me|la) (?:quiere|quiso|intento) pegar\b/g),
  danger(/\b(?<who>me|la|nos) (?:ahorca|ahorcaba|asfixia|asfixiaba)\b(?! con (?:sus|su) )/g, { unless: /\bcelos\b/ }),
  // Threats: to kill, with a weapon, "si lo dejo me mata".
  danger(
    /\bamenaz\w* (?:\w+ ){0,3}?(?:matar(?:me|la|lo|nos|te)?|de muerte|hacer(?:me|le|nos)? dano|pegar(?:me|le|nos)?|lastimar(?:me|la|lo)?|golpear(?:me|la)?|quemar(?:me|la)?|cuchillo|pistola|arma|navaja|machete|quitarme a mis hijos|publicar (?:mis )?fotos)\b/g,
  ),
  danger(
    /\b(?<who>me|la|lo|nos) amenaz\w*\b(?! (?:con|de) (?:despedir\w*|dejar\w*|no|irse|quitar(?:me)? el|terminar|echar\w*|contar\w*|denunciar\w*|bloquear\w*|suspender\w*|castigar\w*|romper|cortar\w*|mudar\w*|llevarse el))(?= \.|$| y | si | de | con )/g,
    {
      unless: /\b(?:jefe|jefa|empresa|despid\w*|profesor\w*|banco|casero|casera)\b/,
    },
  ),
  danger(
    /\b(?<who>me|la|lo|nos) (?:apunto|apunta|apuntaba) con\b|\bcon (?:un|una) (?:cuchillo|pistola|arma|navaja|machete)\b(?! (?:cocinando|de cocina para))/g,
    {
      unless: /\b(?:cocin\w+|cortando|pelando|receta)\b/,
    },
  ),
  danger(
    /\b(?:dice|dijo|grita|grito|jura|juro|asegura|escribio|me escribe) que (?:(?<who>me|la|lo|nos) )?(?:va a|van a|iba a) matar\b|(?<!\b(?:examen|examenes|tesis|trabajo|curro|chamba|tarea|calor|proyecto|deadline|dieta|gym|entreno|facultad|clase|jefe|jefa) )\b(?<who2>me|la|lo|nos) (?:va a|van a|quiere|quieren|intento) matar\b/g,
    { unless: FIGURE_OF_SPEECH },
  ),
  danger(
    /\bsi (?:lo|la|le) dejo (?:\. )?(?:me|nos) (?:mata|matara|va a matar|hace dano)\b|\b(?:miedo|temo|terror) (?:de |a )?que (?:(?:el|ella|mi \w+) )?(?<who>me|la|lo|nos) (?:mate|pegue|haga dano|lastime|golpee|encuentre|viole)\b/g,
  ),
  // Fear of a partner or parent; not safe at home; a life in danger.
  danger(
    /\b(?:tengo|tenemos|le tengo|les tengo|siento) (?:mucho )?miedo (?:de|a) (?:mi|nuestro|nuestra) (?:marido|esposo|esposa|pareja|novio|novia|padre|madre|padrastro|madrastra|ex|exnovio|exmarido|suegro|hermano|hijo|cunado)\b/g,
  ),
  danger(
    /\bno (?:me siento|estoy|estamos|nos sentimos) (?:segur[oa]s?|a salvo|protegid[oa]s?) en (?:mi |nuestra |la )?casa\b|\b(?:miedo|terror|panico) (?:de|a) (?:volver|regresar|ir) a (?:mi |la )?casa\b/g,
  ),
  danger(
    /\b(?:estoy|estamos) en peligro\b(?! (?:de|con el|en el trabajo))|\b(?:mi|nuestra) vida (?:corre|esta en) peligro\b|\b(?:temo|tengo miedo|miedo) por mi vida\b|\b(?<who>mi (?:madre|mama|hermana|hermano|hija|hijo|amiga|amigo|vecina|prima)) (?:esta|corre) (?:en )?peligro\b(?! de)/g,
  ),
  // Followed, watched, harassed.
  danger(
    /\b(?:alguien|un (?:hombre|tipo|chico|desconocido|senor|coche)|una (?:mujer|persona)|mi ex|mi exnovio|mi exnovia|mi exmarido|un compa\w*|mi vecino) (?:me |nos )?(?:esta |anda )?(?:sigue|siguiendo|siguio|persigue|persiguiendo|acosa|acosando|acecha|acechando|espia|espiando)\b(?! (?:en|por) (?:instagram|redes|tiktok|twitter|facebook|insta|x)\b| (?:escribiendo|buscando|gustando|llamando|hablando|queriendo|pensando|mirando fotos|deseando|amando|extranando|esperando|viendo))/g,
  ),
  danger(
    /\b(?:me|nos) (?:sigue|siguen|siguio|persigue|persiguen) (?:hasta |a )?(?:mi |la )?casa\b|\b(?:me|nos) (?:sigue|siguen|persigue) (?:a todas partes|cuando salgo|por la calle|desde el|del trabajo|al trabajo)\b/g,
  ),
  danger(
    /\b(?:vigila|vigilando|ronda|rondando) (?:mi|nuestra) casa\b|\bme espera (?:afuera|fuera|en la salida|a la salida|en la puerta)\b|\b(?:me|la) (?:acosa|acosan|acosando|acosaba|acecha|acechan)\b(?! (?:la|el|los|las) (?:duda|dudas|recuerdo|recuerdos|pasado|mala|nostalgia))|\bacoso\b(?! escolar de hace)/g,
  ),
  danger(
    /\bme tiene (?:vigilad[oa]|controlad[oa]|amenazad[oa]|encerrad[oa])\b|\b(?:me|la|nos) (?:encierra|encerro|encierran) en (?:casa|el cuarto|la habitacion)\b|\bno me deja salir de casa\b|\bme quita el (?:telefono|movil|celular|dinero|pasaporte)\b/g,
  ),
  // Violence named, lived now.
  danger(
    /\b(?:sufro|sufre|sufrimos|sufren|vivo|vive|viviendo|sufriendo|victima de|aguanto) (?:\w+ ){0,2}?(?:violencia|malos tratos|maltrato|maltratos|abusos?|palizas|golpes)\b/g,
  ),
  danger(
    /\b(?:relacion|pareja|matrimonio|casa) (?:\w+ )?(?:abusiva|violenta|maltratadora)\b|\b(?:es|son) (?:muy )?violent[oa]s? (?:conmigo|con nosotr\w+|con mi madre|con ella)\b|\bviolencia (?:de genero|domestica|machista|intrafamiliar)\b/g,
  ),
  // Round 3: a break-in now, locked in, a child touched, children beaten, a threat to the family
  // under a condition, a weapon someone says they will use, a phone tracked.
  danger(
    /\b(?:alguien|algui[e]n|un (?:hombre|tipo|desconocido|ladron)|unos? (?:hombres|tipos|desconocidos|ladrones)|gente) (?:esta |estan )?(?:intentando|tratando de|quiere|quieren|intenta|intentan|queriendo) (?:entrar|meterse|forzar la puerta) (?:a|en) (?:mi|la|nuestra) (?:casa|cuarto|habitacion|departamento|depa|piso|apartamento)\b|\b(?:estan |esta )?forzando (?:la|mi) (?:puerta|cerradura|ventana)\b/g,
  ),
  danger(
    /\b(?<who>me|la|lo|nos) (?:encierra|encierran|encerro|encerraba|deja encerrad[oa]s?) (?:en (?:la |mi |el |su )?(?:casa|cuarto|habitacion|sotano|bano|departamento|piso|recamara)|con llave|bajo llave)\b/g,
  ),
  danger(
    /(?<!\ble )(?<!\bles )\b(?:esta |estan |anda )?(?:tocando|manoseando|manosea|manoseo|toca|toco|tocaba) (?:a )?(?<who>mi (?:hij[oa]|nin[oa]|sobrin[oa]|niet[oa]|hermanit[oa])|mis hijos|mis hijas|la nina|el nino)\b(?! (?:la|el) (?:guitarra|piano|puerta|turno)\b)/g,
  ),
  danger(
    /\b(?:pega|pegan|golpea|golpean|golpeaba|maltrata|maltrataba|agrede) a (?<who>(?:los|las|mis|sus) (?:ninos|ninas|nenes|hijos|hijas|chicos)|(?:el|la|mi|su) (?:nino|nina|nene|bebe))\b/g,
  ),
  danger(
    /\bsi (?:\w+ ){0,6}?(?<who>me|le|les|nos|la|lo) (?:va|van|iba) a (?:hacer (?:dano|algo)|lastimar|matar|golpear|pegar)\b|\b(?:hacer(?:le|les)? dano|lastimar|matar) a (?:mi|toda mi) familia\b/g,
  ),
  danger(
    /\b(?:arma|pistola|escopeta|revolver|cuchillo|navaja|machete) (?:\w+ ){0,3}?(?:la|lo) (?:va|van|iba) a usar\b|\b(?:la|lo) (?:va|iba) a usar (?:contra|conmigo|con nosotr\w+)\b/g,
  ),
  danger(
    /\b(?:app|aplicacion|programa|localizador|rastreador|gps) (?:\w+ ){0,4}?para (?:rastrearme|vigilarme|espiarme|controlarme|seguirme)\b|\bme (?:rastrea|vigila|espia|revisa) (?:el|mi) (?:celular|movil|telefono|ubicacion)\b/g,
  ),
];
