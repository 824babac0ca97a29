// Thoughts of suicide or self-harm in Spanish, over the plain text of spanish-words.ts (accents
// folded: "aquí" is "aqui", "daño" is "dano"). As in English, explicit words count alone
// ("suicidarme", "quitarme la vida"); everyday ones only in the shape that gives them away:
// "no quiero vivir" but not "no quiero vivir con mi suegra", "acabar con todo" but not "acabar con
// todo el trabajo", and despair ("ya no aguanto más") only beside a second sign.
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'self-harm', pattern, ...extra });

/** A place one leaves to live elsewhere: then "no quiero estar aquí" is about the place. */
const A_PLACE = /\b(?:trabajo|empresa|oficina|ciudad|pais|pueblo|casa|piso|relacion|escuela|colegio|universidad|facultad|carrera|equipo|grupo)\b/;

/** Moving, travel or a job explain "me voy" and "regalo mis cosas" without any crisis. */
const AWAY_FOR_A_REASON = /\b(?:mud\w+|viaj\w*|vacaciones|extranjero|irme a vivir|me voy a vivir|vend\w+|trabajo nuevo|nuevo trabajo|beca|erasmus)\b/;

/** A person one writes to, a job or a city: a farewell letter to them is not a goodbye to life. */
const FAREWELL_TO_SOMEONE =
  /\bdespedida (?:a|al|para) (?:mi |el |la )?(?:ex|trabajo|empresa|jefe|jefa|companer\w*|novi[oa]|pareja|ciudad|equipo|colegas|clase|oficina)\b|\bex\b/;

export const SPANISH_SELF_HARM_SIGNS: readonly Sign[] = [
  // Named outright: "suicidarme", "suicidio", "pensamientos suicidas"; not "se suicidan al final".
  sign(/\bsuicid(?:ar(?<who>me|se|te|nos)?|io|ios|a|as|e|o)\b/g),
  sign(/\b(?:me|se) suicid(?:o|e|are|aria)\b/g),
  sign(/\bautolesi\w+|\bauto ?lesion\w*|\bautoagre\w+/g),
  // Killing oneself: "matarme", "me voy a matar", "se quiere matar". Hard work and laughter are set
  // aside by the normaliser ("me mato a estudiar").
  sign(
    /\bmatar(?<who>me|se|te)\b|\b(?:me (?:voy a |quiero |queria |pienso |iba a |ire a )?mat(?:o|ar|are|aria)|(?<who2>se) (?:va a |quiere |queria |piensa |iba a )?mat(?:a|ar|ara|aria))\b(?! (?:a|de|por|con|la|el|los|las|su|tu|un|una)\b)/g,
    // Without its accent "me mató" (it killed me) reads as "me mato": an exam, a game or a level did.
    {
      unless:
        /\b(?:examen|juego|nivel|partida|jefe final|boss|clase|entreno|gym|calor|trafico|tarea|serie|final|gol|golazo|partido|chiste|meme)\b (?:\w+ ){0,3}me mato\b/,
    },
  ),
  // Taking or ending one's own life.
  sign(
    /\bquitar(?<who>me|se|te) la vida\b|\b(?<who2>me|se|te) (?:voy a |va a |quiero |quiere |pienso |piensa |iba a |ire a )?quit(?:o|ar|are|aria|e|a) la vida\b/g,
  ),
  sign(
    /\b(?:acabar|terminar|poner(?:le)? (?:un )?fin a|dar(?:le)? fin a|acabo|termino|acabaria|terminaria|acabe|termine) (?:con )?(?<who>mi|su|tu) (?:propia )?(?:vida|existencia)\b/g,
  ),
  // Ending everything: "acabar con todo", "que todo se acabe ya"; not "acabar con todo el trabajo".
  sign(
    /\b(?:acabar|terminar|acabo|termino|acabaria|terminaria|acabe|termine|poner(?:le)? (?:un )?fin|ponerle punto final|dar(?:le)? fin) (?:con |a )?todo(?! (?:el|lo|la|los|las|este|esta|estos|estas|mi|tu|su|eso|bien)\b)(?! esto(?! (?:para siempre|de una vez|ya)))/g,
  ),
  sign(/\b(?:que|q) todo (?:se )?(?:acabe|termine|se acabe|pare)(?! (?:bien|en paz|pronto con|con)\b)/g),
  // Wanting to die: "quiero morir", "me quiero morir", "tengo ganas de morirme", "ojalá me muriera".
  sign(
    /\b(?:(?<who>me|se) )?(?:quiero|quiere|queria|quisiera|deseo|desea|deseaba|tengo ganas de|tiene ganas de|ganas de|voy a|prefiero|preferiria|necesito|solo quiero|solo quisiera|me gustaria|le gustaria|me dan ganas de|planeo|pienso) (?:solo |solamente |ya |simplemente )?morir(?<who2>me|se|nos)?\b(?! (?:de|del|sin|en|a los|joven|vieja|viejo|feliz|tranquila|tranquilo)\b)/g,
  ),
  sign(
    /\b(?:ojala|quisiera|desearia|preferiria|mejor|me gustaria) (?:me )?(?:muriera|muriese|estuviera muert[oa]|estar muert[oa]|estaria muert[oa]|no haber nacido|no hubiera nacido|nunca haber nacido|no existir|no existiera)\b/g,
  ),
  sign(
    /\b(?:mejor|seria mejor|sera mejor|prefiero) (?:si )?(?:me muero|morir(?:me)?|estar muert[oa]|estaria muert[oa]|muerta|muerto|no existir|no existiera|si no existiera|desaparecer para siempre)\b(?! (?:de|del)\b)/g,
  ),
  // Not wanting to live: "ya no quiero vivir"; not "no quiero vivir con mi suegra / en esta ciudad".
  sign(
    /\bno (?:quiero|kiero|quiere|deseo|tengo (?:mas )?ganas de|tiene ganas de|puedo seguir|quiero seguir|quiere seguir) (?:seguir )?viv(?:ir|iendo)\b(?! (?:con|en|sin|aqui|aca|alli|cerca|lejos|junto|solo|sola|de alquiler|asi con|del)\b)/g,
  ),
  sign(/\b(?:cansad[oa]|hart[oa]|agotad[oa]) de (?:vivir|la vida|estar viv[oa]|existir|seguir viv[oa])\b(?! (?:en|con|aqui|de)\b)/g),
  sign(/\b(?:ya )?no (?:quiero|kiero|deseo|quiere) (?:estar|seguir) (?:aqui|aca|en este mundo|vivo|viva|en esta vida)\b/g, { unless: A_PLACE }),
  sign(
    /\b(?:irme|irse|salir|marcharme|me quiero ir|quiero irme|se quiere ir|me voy) (?:de este mundo|de esta vida|para siempre de aqui)\b|\bdejar este mundo\b/g,
  ),
  sign(/\b(?:dejar de existir|no (?:quiero|quiere|deseo) existir|ya no quiero existir|no existir mas)\b/g),
  // No point in living, a burden, better off without me, no one would miss me.
  sign(
    /\b(?:no le (?:veo|encuentro|encuentra|ve) sentido a (?:la|mi|su) vida|(?:la|mi) vida no tiene (?:ningun )?sentido|(?:que|q) sentido tiene (?:vivir|la vida|seguir viviendo|seguir viv[oa]|mi vida|estar viv[oa]|existir|seguir(?! (?:con|en|esperando|intentando)\b)))\b/g,
  ),
  sign(
    /\bpara (?:que|q) (?:vivir|seguir viviendo|seguir viv[oa]|existir|seguir aqui)\b|\bno (?:vale|merece) la pena (?:vivir|seguir viviendo|seguir viv[oa])\b|\bla vida no (?:vale|merece) la pena\b/g,
  ),
  sign(
    /\bno (?:hay|tengo|tiene|encuentro) (?:ninguna |ningun )?(?:razon|razones|motivo|motivos) para (?:vivir|seguir viviendo|seguir viv[oa]|seguir aqui|existir)\b/g,
  ),
  sign(
    /\b(?:soy|me siento|siento que soy) (?:solo |solamente )?(?:una|un) (?:carga|estorbo)(?: (?:para|a) (?:todos|todo el mundo|mi familia|los demas|todos los que me quieren|mis seres queridos))?(?= \.|$| y )/g,
  ),
  sign(
    /\b(?:estarian|estaria|estarias|seria|serian|vivirian|viviria|todos estarian) (?:mucho )?mejor (?:sin mi|si (?:yo )?no (?:estuviera|existiera|hubiera nacido))\b/g,
  ),
  sign(
    /\bnadie me (?:echaria|extranaria|recordaria|lloraria|va a (?:extranar|echar de menos|llorar))\b|\btodo seria mas (?:facil|sencillo) si (?:yo )?no (?:estuviera|existiera)\b|\bnadie (?:notaria|se daria cuenta|lo notaria) si (?:me muero|muero|desaparezco|me voy|me mato)\b|\ba nadie le (?:importaria|importa) si (?:me muero|muero|desaparezco|me mato)\b/g,
  ),
  // Disappearing for good, not waking up.
  sign(/\bdesapare[cz]\w* (?:para siempre|y no volver|del mundo|de este mundo|de la faz)\b/g, { unless: /\b(?:redes|instagram|vida de|su vida)\b/ }),
  sign(
    /\b(?:no|nunca mas) (?:me )?(?:quiero |quisiera |volver a )?despertar(?:me)?\b(?! (?:temprano|pronto|tarde|a las|los|antes|con|para)\b)|\bdormir(?:me)? (?:y no despertar|para siempre)\b|\bno despertar (?:nunca|jamas|mas|manana)\b/g,
  ),
  // Cutting and hurting oneself; not a haircut, a kitchen knife or a bike.
  sign(
    /\b(?<who>me|se) (?:corto|corte|estoy cortando|esta cortando|he cortado|ha cortado|sigo cortando|corta|cortaba)\b(?! (?:el|la|los|las|mi|un|una|con) (?:pelo|flequillo|unas|barba|dedo|fleco|puntas|cabello|papel|pan|uno)\b| (?:cocinando|afeitando|el pelo|con un papel|con el papel))|\bcortar(?<who2>me|se)\b(?! (?:el|la|las unas|los|con) (?:pelo|flequillo|unas|barba|cabello|papel))|\bvolv\w* a cortar(?:me|se)?\b/g,
    // An accident while doing something: shaving, washing up, opening boxes, pruning, a tin.
    {
      unless:
        /\b(?:cocinando|afeitando\w*|lavando|fregando|abriendo|preparando|podando|pelando|picando|limpiando|arreglando|jugando|entrenando|sin querer|por accidente|nada grave|torpe|despistad[oa]|pelo|flequillo|lata)\b/,
    },
  ),
  sign(/\bcortar(?:me|se) las (?:venas|munecas)\b|\b(?:me|se) cort\w* las (?:venas|munecas)\b|\bla cuchilla preparada\b/g),
  sign(/\b(?:hacer(?<who>me|se)|(?<who2>me|se) (?:hago|hace|hice a proposito)) dano(?! (?:en|jugando|entrenando|corriendo)\b)/g, {
    unless: /\b(?:gimnasio|jugando|entrenando|corriendo|sin querer|por accidente)\b/,
  }),
  sign(
    /\b(?<who>me|se) (?:lastimo|lastima|hiero|hiere|quemo|quema) (?:a proposito|adrede|para|cuando|con (?:cigarros|cigarrillos|el mechero|un encendedor|un cigarro))\b|\b(?<who2>me|se) (?:golpeo|golpea) la cabeza contra\b/g,
  ),
  // Methods: a bridge, a rope, a window, all the pills.
  sign(
    /\b(?:tirar(?<who>me|se)|arrojar(?:me|se)|lanzar(?:me|se)|(?<who2>me|se) (?:voy a |va a |quiero |quiere |pienso |piensa )?(?:tirar|tiro|tira|lanzo|lanza|arrojo|arroja|lanzar|arrojar)) (?:\w+ ){0,3}?(?:puente|ventana|edificio|balcon|tren|vias|metro|azotea|techo|terraza|precipicio|acantilado|camion|coche|auto|rio|mar|barranco|piso \d+|\w+ piso)\b/g,
  ),
  sign(
    /\bahorcar(?<who>me|se)\b|\b(?<who2>me|se) (?:voy a |va a |quiero |quiere )?ahorc(?:o|ar|are)\b(?! con las manos)|\bcolgar(?:me|se)\b(?! (?:del|el|la|de|al))|\b(?:me|se) (?:voy a|quiero|va a|quiere) colgar\b(?! (?:del|el|la|de|al))|\buna (?:cuerda|soga) para\b/g,
  ),
  sign(
    /\b(?:tomar(?<who>me|se)|tragar(?:me|se)|(?<who2>me|se) (?:voy a |quiero |va a |quiere )?(?:tomar|tragar)) (?:todas las|todo el bote de|un bote de|una caja de|el frasco de|un frasco de|toda la caja de|todo el) (?:pastillas|pildoras|capsulas|medicinas|medicamentos|calmantes|somniferos|pastillas para dormir)\b/g,
  ),
  sign(
    /\b(?:juntando|guardando|acumulando|ahorrando|tengo guardadas|preparadas|preparando|comprando) (?:\w+ ){0,2}?(?:pastillas|pildoras|medicinas|somniferos|calmantes)\b|\b(?:pastillas|pildoras) (?:preparadas|guardadas|listas)\b/g,
  ),
  // Taken already: the overdose is also the emergency (medical-signs-es.ts).
  sign(
    /\b(?:me (?:tome|trague)|(?:me )?acabo de (?:tomar|tragar)(?:me)?|tomarme) (?:todas (?:las|mis)|un bote de|una caja de|un frasco de|toda la caja de|un frasco entero de|una caja entera de|un blister de|(?:[1-9]\d|veinte|treinta|cuarenta|cincuenta|cien|muchas)) (?:\w+ ){0,2}?(?:pastillas|pildoras|capsulas|medicinas|calmantes|somniferos|ibuprofenos|paracetamol|ibuprofeno|antidepresivos|clonazepam|rivotril|alprazolam|tramadol)\b|\bme tome una sobredosis\b/g,
  ),
  sign(/\bintent\w* (?:de )?(?:suicid\w+|matar(?:me|se)|quitar(?:me|se) la vida)\b/g),
  // Saying goodbye: a farewell letter, the last question, giving things away.
  sign(/\bcartas? de despedida\b/g, { unless: FAREWELL_TO_SOMEONE }),
  sign(
    /\b(?:(?:me despido|me estoy despidiendo|despidiendome) de (?:todos|todo el mundo|ustedes|todas)|adios a todos|es mi despedida|mi ultima pregunta(?: \. | )adios|ultima pregunta (?:\. )?adios|ultimo mensaje (?:\. )?adios)\b/g,
  ),
  sign(/\b(?:regalando|regale|regalo|dando|doy|deshaciendome de) (?:todas )?mis cosas\b(?! (?:viejas|que no uso))/g, { unless: AWAY_FOR_A_REASON }),
  sign(
    /\bcuando (?:ya )?no (?:este|estemos)\b(?! (?:en|con|aqui para)\b)|\b(?:pronto |ya )?no (?:voy a estar|estare) (?:mucho tiempo )?(?:mas )?(?:aqui|en este mundo)(?: mucho tiempo)?(?: mas)?\b(?! (?:en|con)\b)/g,
    {
      unless: /\b(?:vacaciones|viaje|mudanza|me mudo|me voy a vivir)\b/,
    },
  ),
  sign(/\b(?:hoy|manana|esta) es mi ultim[oa] (?:dia|noche)\b(?! (?:en|de|del|con|trabajando|como|aqui en)\b)/g),
  sign(
    /\b(?:morir(?:me)?|matarme|suicidarme) sin (?:dolor|sufrir)\b|\b(?:busque|buscando|investigue|investigando|googlee|mire) (?:como|formas? de|maneras? de|metodos? (?:de|para)) (?:morir|matarme|suicidarme|quitarme la vida)\b/g,
  ),
  sign(/\bno (?:aguanto|soporto) (?:mas )?(?:la|esta|mi) vida\b/g),
  // Round 2: no use in living, wishing not to wake, a method found, a wish to be run over.
  sign(
    /\b(?:no tiene|que|q) (?:ningun )?caso (?:tiene )?(?:vivir|seguir viviendo|seguir viv[oa]|la vida|existir|seguir(?! (?:con|en|esperando|intentando)\b))\b/g,
  ),
  sign(
    /\bdejar de (?:despertar|respirar|vivir|existir)\b|\bno (?:quiero |quisiera )?amanecer\b|\bno merezco (?:vivir|estar viv[oa]|existir|seguir viv[oa])\b/g,
  ),
  sign(
    /\b(?:aventar(?:me|se)|(?:me|se) (?:voy a |va a |quiero |quiere )?avent(?:o|ar|a)|saltar|me tiro|tirarme) (?:\w+ ){0,3}?(?:puente|ventana|edificio|balcon|tren|vias|metro|azotea|techo|terraza|precipicio|acantilado|camion|coche)\b/g,
  ),
  sign(
    /\b(?:pastillas|pildoras|una cuerda|una soga|veneno|la cuchilla) para (?:acabar con (?:esto|todo|mi vida)|morir(?:me)?|matarme|no despertar|suicidarme)\b|\bhacerlo sin que (?:duela|sufra)\b/g,
  ),
  sign(/\b(?:hacer(?:me|se)|(?:me|se) (?:hago|hace|estoy haciendo|esta haciendo|hice)) cortes\b|\b(?:me|se) \w+ hasta (?:sangrar|hacerme sangre)\b/g, {
    unless: /\b(?:jugando|cayendo|accidente|futbol)\b/,
  }),
  sign(
    /\b(?:estorbo|sobro) (?:en este mundo|en esta vida|a todos|aqui)\b|\bme (?:despedi|estoy despidiendo|despido) de (?:mi familia|mis hijos|mis seres queridos)\b/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(/\bpienso (?:\w+ ){0,3}?en (?:morirme|mi muerte)\b|\bpienso (?:mucho|todo el tiempo|cada dia|siempre) en (?:morir|la muerte)\b/g),
  sign(/\b(?:(?:me|se) (?:voy a |va a |quiero |quiere )?)?cortar(?:me|se)? las (?:venas|munecas)\b/g),
  sign(/\bsi (?:me muero|muero|desaparezco|me mato|me fuera) nadie (?:se daria cuenta|lo notaria|me extranaria|lo sabria|me echaria de menos)\b/g),
  sign(/\b(?:me|se) (?:quemo|quema) (?:\w+ ){0,2}?con (?:cigarros|cigarrillos|el mechero|un mechero|el encendedor|un encendedor|un cigarro)\b/g),
  sign(
    /\b(?:ojala|quisiera que|deseo que) me (?:atropell\w+|mat\w+ un|pasara algo y no)\b|\b(?:estrellar|chocar) (?:el|mi) (?:coche|carro|auto) (?:a proposito|adrede|contra)\b/g,
  ),
  sign(/\bque (?:se acabe|termine|se termine) mi vida\b|\bque mi vida (?:se )?(?:acabe|termine)\b/g),
  // Round 3: doubt whether going on is worth it, sleep one never wakes from, a dated goodbye, joining
  // someone who died, a conditional threat to oneself, starving to die, eyes never opened again.
  sign(/\b(?:no )?(?:vale|merece) la pena seguir(?: viviendo| viv[oa]| aqui| asi)?(?= \.|$| porque)/g, {
    unless: /\b(?:relacion|novi[oa]|pareja|matrimonio|carrera|trabajo|empleo|negocio|estudi\w+|intentando|esperando|luchando|curso|dieta)\b/,
  }),
  sign(
    /\b(?:dormir(?:me)?|me duerma|me durmiera|(?:quedarme|me quede|me quedara) dormid[oa]) (?:\w+ ){0,2}?y no (?:despertar(?:me)?|despierte|despertara|despertase|volver a despertar)\b(?! (?:a tiempo|temprano|tarde|hasta|antes)\b)|\bno (?:me )?(?:despierte|despertara|despertase) (?:nunca|jamas|mas)\b/g,
  ),
  sign(/\bme (?:despido|despedire|voy a despedir) de (?:todo|la vida|este mundo)\b(?! (?:el|lo|la|los|las|mi|tu|eso|esto)\b)/g, { unless: AWAY_FOR_A_REASON }),
  sign(
    /\b(?:me quiero ir|quiero irme|irme|me voy a ir|quiero estar|quisiera estar|me quiero reunir|quiero reunirme) con (?:el|ella|mi (?:esposo|esposa|marido|mujer|mama|madre|papa|padre|hij[oa]|abuel[oa]|herman[oa]|novi[oa]))\b/g,
    {
      requires: /\b(?:murio|muri[oa]|fallec\w+|difunt\w*|perdi a|se fue al cielo|ya no esta|luto|cielo|extrano (?:tanto|mucho)|echo tanto de menos)\b/,
      unless: /\b(?:mud\w+|viaj\w*|vacaciones|a vivir|al extranjero|de viaje)\b/,
    },
  ),
  sign(
    /\bsi (?:\w+ ){0,5}?(?:no (?:vuelve|vuelves|regresa|regresas|me quiere|me quieres|me perdona|me contesta)|me deja|me dejas|me engana|se va con otra|se va con otro) (?:\w+ ){0,3}?(?:me mato|me suicido|me quito la vida|me voy a matar|me tiro)\b/g,
  ),
  sign(
    /\b(?:a proposito|adrede) (?:\w+ ){0,2}?para (?:morir(?:me)?|matarme|desaparecer|no despertar)\b|\b(?:dejando|dejo|deje|dejar) de comer (?:\w+ ){0,3}?para (?:morir(?:me)?|matarme|desaparecer)\b/g,
  ),
  sign(/\bno volver a abrir los ojos\b|\bno abrir (?:mas )?los ojos (?:nunca|jamas|mas)\b|\bcierr\w* los ojos (?:\w+ ){0,5}?no (?:volver a )?abrir(?:los)?\b/g),
  // Despair: strong beside another sign of it, never alone ("ya no aguanto a mi jefe").
  sign(/\bya no (?:aguanto|puedo|soporto) mas\b(?! (?:con|a|el|la|este|esta|mi|tanto)\b)|\bno aguanto mas\b(?! (?:con|a|el|la|este|esta|mi)\b)/g, {
    weak: true,
  }),
  sign(/\bno (?:puedo|aguanto|soporto) (?:mas )?con (?:esta|mi) vida\b/g, { weak: true }),
  sign(/\b(?:sin esperanza|no hay esperanza|nada va a mejorar|nunca va a mejorar|nada (?:va a|vaa) cambiar nunca|no hay salida)\b/g, { weak: true }),
  sign(/\b(?:dejar de sufrir|no quiero seguir(?= \.|$)|voy a hacer una locura|no le (?:veo|encuentro) sentido a nada)\b/g, { weak: true }),
  sign(/\b(?:no valgo nada|no sirvo para nada|soy un fracaso|me odio)\b/g, { weak: true }),
  sign(/\b(?:pienso|pensando) en (?:la muerte|morir(?:me)?)\b|\bme siento vaci[oa]\b(?! desde)/g, { weak: true }),
  sign(/\b(?:hart[oa]|cansad[oa]) de todo\b|\bquiero irme(?= \.|$)/g, { weak: true }),
];
