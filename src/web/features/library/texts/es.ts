import type { CardPictureTexts } from '../card-texts-in-language.ts';

/** The 78 cards' descriptions and traditional pictures in Spanish, by slug (the library's pages). */
export const es: Readonly<Record<string, CardPictureTexts>> = {
  'the-fool': {
    desc: 'Una rosa blanca se abre bajo un sol naciente cuyos rayos se despliegan en abanico por la parte superior de la carta, la primera luz de un nuevo día. Nuestro Loco es la flor antes de saber en qué se convertirá: puro potencial, confianza en el camino y la ligereza necesaria para dar un primer paso.',
    scene:
      'Un joven viajero con una túnica de flores de colores vivos avanza hacia el borde de un precipicio bajo un cielo amarillo, con una rosa blanca en una mano y un pequeño hatillo atado a una vara sobre el hombro, mientras un perrito blanco salta a sus talones. Tiene los ojos puestos en el cielo y no en el vacío: un primer paso dado con pura confianza.',
  },
  'the-magician': {
    desc: 'El lazo del infinito flota sobre una esbelta vara de luz, con una estrella de cuatro puntas que arde donde ambos se encuentran y cuatro pequeños puntos dorados a su alrededor que representan los cuatro palos. La carta es la voluntad hecha visible: todas las herramientas a mano y una mente concentrada para usarlas.',
    scene:
      'Un joven con una túnica roja está de pie ante una mesa sobre la que hay una vara, una copa, una espada y una moneda; con una mano alza una vara hacia el cielo y con la otra señala el suelo, mientras el signo del infinito flota sobre su cabeza entre rosas y lirios. Todo lo que necesita ya está sobre la mesa, y él es el canal que convierte una idea en algo real.',
  },
  'the-high-priestess': {
    desc: 'Una pálida luna creciente descansa entre dos columnas, una oscura como la tinta y otra clara como el pergamino, con una única línea dorada debajo. La Sacerdotisa custodia el espacio entre los opuestos, donde la intuición oye aquello para lo que la razón aún no ha encontrado palabras.',
    scene:
      'Una mujer vestida de azul está sentada entre una columna negra marcada con una B y otra blanca marcada con una J, con una luna creciente a los pies, un pergamino medio oculto en el regazo y, detrás de ella, un velo adornado con granadas. Custodia lo que hay tras ese velo: un saber que se siente mucho antes de poder expresarse con palabras.',
  },
  'the-empress': {
    desc: 'El signo de Venus, un círculo sobre una cruz, se alza bajo un arco de seis estrellas doradas. Redondo y arraigado, habla de la fertilidad en todos los sentidos: las ideas, las personas y los lugares que crecen cuando reciben calidez, paciencia y cuidado.',
    scene:
      'Una mujer coronada con doce estrellas reposa sobre mullidos cojines en un campo de trigo que madura, con un escudo en forma de corazón con el signo de Venus a su lado y una cascada que brota del bosque a sus espaldas. Todo a su alrededor crece: la abundancia serena, el jardín que alimenta a quien se acerca a él.',
  },
  'the-emperor': {
    desc: 'Una corona dorada descansa sobre una piedra angular de bloques encajados, cada hilada colocada sobre las juntas de la inferior. Aquí la autoridad se construye, no se arrebata: orden, protección y normas firmes que permiten que todo lo demás se asiente sobre terreno sólido.',
    scene:
      'Un soberano barbado, con armadura bajo una túnica roja, está sentado en un trono cuadrado de piedra tallado con cabezas de carnero, con un cetro rematado por una cruz ansada en una mano y un orbe en la otra, mientras a sus espaldas se alzan montañas anaranjadas y desnudas. Es el orden construido para durar: la mano firme que mantiene los muros en pie y las normas claras.',
  },
  'the-hierophant': {
    desc: 'Dos llaves se cruzan en el centro de la carta, unidas por un único punto dorado. Una abre lo que se transmite de generación en generación; la otra, lo que descubres por tu cuenta. Juntas hablan de enseñanza, de ritual y de la pertenencia que ofrece una tradición compartida.',
    scene:
      'Un personaje con túnica y triple corona está sentado entre dos columnas grises con una mano alzada en señal de bendición, dos llaves cruzadas a sus pies y dos seguidores tonsurados arrodillados ante él. Es el saber transmitido de maestro a discípulo: la tradición, la ceremonia y el consuelo de pertenecer a algo más antiguo que tú.',
  },
  'the-lovers': {
    desc: 'Dos círculos se superponen y, donde se encuentran, sostienen un corazón, con rayos de luz que se elevan sobre ellos. Ninguno de los dos renuncia a su forma para unirse al otro: es una unión elegida, entre dos personas completas cuyos valores coinciden.',
    scene:
      'Un hombre y una mujer están desnudos en un jardín mientras un gran ángel alado extiende los brazos sobre ellos desde un sol resplandeciente; detrás de ella crece un árbol con una serpiente enroscada, y detrás de él, un árbol cuyas hojas son llamas. Muestra una unión bendecida desde lo alto y una elección hecha con todo el corazón.',
  },
  'the-chariot': {
    desc: 'Un disco solar alado despliega sus plumas sobre un eje y dos ruedas de radios, bajo un dosel de cinco estrellas. Alas y ruedas avanzan por elementos distintos y, sin embargo, se mueven como una sola cosa: la carta habla de la voluntad que reúne fuerzas opuestas y las impulsa hacia delante.',
    scene:
      'Un guerrero coronado y con armadura está de pie en un carro de piedra bajo un dosel de estrellas, con una ciudad amurallada a sus espaldas, mientras dos esfinges, una negra y otra blanca, descansan delante sin riendas que las guíen. Mantiene unidas fuerzas opuestas solo con su voluntad: una victoria lograda gracias a la concentración y al dominio de sí mismo.',
  },
  strength: {
    desc: 'Una melena de llamas doradas rodea un sereno centro violeta, y sobre ella flota un pequeño lazo del infinito. La energía salvaje está rodeada, no encadenada: la Fuerza es el poder paciente y suave capaz de contener sentimientos feroces sin dejarse dominar por ellos.',
    scene:
      'Una mujer vestida de blanco, con flores entrelazadas en el cabello y el signo del infinito sobre la cabeza, cierra con calma las fauces de un león con las manos desnudas mientras la gran fiera se inclina ante su contacto. No hay arma ni lucha: aquí el valor es paciencia, y una ternura que doma lo salvaje.',
  },
  'the-hermit': {
    desc: 'Un farol resguarda una estrella de seis puntas cuya luz se extiende hacia fuera en finos rayos a través de la oscuridad. El Ermitaño lleva su propia luz en lugar de esperar a que llegue una; la carta habla de la soledad elegida en busca de claridad y de la sabiduría que se encuentra mirando hacia dentro.',
    scene:
      'Un anciano barbado con un manto gris con capucha está solo en una cumbre nevada, apoyado en un largo bastón y sosteniendo en alto un farol en el que brilla una estrella de seis puntas. Se ha alejado de la multitud para encontrar su propia luz, y la alza bien alto para quien suba tras él.',
  },
  'wheel-of-fortune': {
    desc: 'Una gran rueda de ocho radios gira dentro de un aro luminoso, tachonada de oro en sus cuatro cuadrantes alrededor de un cubo dorado. Todo lo que sube con ella caerá y volverá a subir: la carta habla de ciclos, del momento oportuno y de la suerte que cambia con cada giro.',
    scene:
      'Una gran rueda anaranjada con letras y signos alquímicos inscritos gira entre las nubes, con una esfinge armada con una espada sentada en lo alto, una serpiente que se desliza por un lado y una figura con cabeza de chacal que asciende por el otro, mientras cuatro criaturas aladas leen sus libros en las esquinas. Lo que cae volverá a subir: la imagen de los ciclos, las estaciones y la suerte cambiante.',
  },
  justice: {
    desc: 'Una balanza cuelga perfectamente nivelada de un astil recto, con una pequeña estrella de cuatro puntas que brilla en lo alto. La Justicia pesa sin favoritismos: la carta pide un balance honesto, decisiones justas y el valor de aceptar lo que tus propios actos han puesto en marcha.',
    scene:
      'Una figura coronada con una túnica roja está sentada entre dos columnas grises, con una espada de doble filo erguida en una mano y una balanza nivelada en la otra, y un zapato blanco que asoma bajo el dobladillo. Es la mirada lúcida y la ponderación honesta, y el recordatorio de que cada acto tiene su consecuencia.',
  },
  'the-hanged-man': {
    desc: 'Una cruz viva en forma de T, de cuyos brazos brotan hojas nuevas, se alza sobre un pequeño sol radiante. Suspendida pero aún en crecimiento, la carta habla de la pausa que cambia la perspectiva: la entrega, la paciencia y la comprensión que puede traer la espera.',
    scene:
      'Un hombre cuelga cabeza abajo, atado por un pie a un árbol vivo en forma de T, con la otra pierna doblada por detrás de la rodilla, las manos ocultas a la espalda y un halo que brilla alrededor de su rostro sereno. No está sufriendo, sino entregándose: una pausa que permite ver el mundo desde un ángulo completamente distinto.',
  },
  death: {
    desc: 'Una mariposa despliega cuatro amplias alas en violeta y oro alrededor de un esbelto cuerpo dorado. Lo que fue oruga ya no está, y algo nuevo ha alzado el vuelo: nuestra carta de la Muerte habla de transformación, de finales que dejan espacio, nunca de una pérdida literal.',
    scene:
      'Un esqueleto con armadura negra monta un caballo blanco bajo un estandarte negro con una rosa blanca; ante él yace un rey caído, un obispo suplica con las manos juntas y un niño lo mira sin miedo, mientras el sol sale entre dos torres en el horizonte. Es un final con el que nadie puede negociar, y el nuevo día que ya asoma tras él.',
  },
  temperance: {
    desc: 'El agua fluye en un chorro constante de una copa inclinada a otra, mientras una estrella de ocho puntas brilla en lo alto. Nada se derrama: la Templanza es el arte de mezclar los opuestos en su justa medida, con paciencia, moderación y un ritmo sereno y sanador.',
    scene:
      'Un ángel alado vestido de blanco tiene un pie en la orilla y otro en un estanque, y trasvasa agua de una copa a otra, con lirios que florecen a su lado y un sendero que se aleja serpenteando hacia una corona de luz entre montañas lejanas. Es la paciencia y la mezcla justa: el equilibrio que se alcanza combinando despacio y con cuidado.',
  },
  'the-devil': {
    desc: 'Un par de cuernos se alza sobre un pesado pedestal del que cuelgan cadenas cuyo último eslabón ya se ha abierto, con una pequeña estrella que brilla junto a ellas. La carta nombra lo que te ata y muestra que la cadena está más floja de lo que parece.',
    scene:
      'Una criatura con cuernos y alas de murciélago está agazapada sobre un bloque negro, con un pentagrama invertido en la frente y una antorcha que apunta al suelo, mientras abajo un hombre y una mujer desnudos, con pequeños cuernos y colas, están encadenados al bloque. Sus collares están lo bastante flojos como para quitárselos: es una esclavitud de la que podrían salir por su propio pie.',
  },
  'the-tower': {
    desc: 'Una torre alta se parte bajo un rayo, con su corona lanzada por los aires y sus ventanas iluminadas desde dentro. Lo que se construyó sobre cimientos falsos no puede sostenerse: la carta habla de una conmoción repentina, y de la verdad y la libertad que se revelan cuando se derrumba.',
    scene:
      'Un rayo golpea una alta torre gris sobre un pico rocoso y derriba su corona dorada; de las ventanas brotan llamas y dos personas caen de cabeza en la oscuridad entre gotas de fuego. Es el derrumbe repentino de lo que se alzaba sobre un terreno falso, y la dura claridad que llega después.',
  },
  'the-star': {
    desc: 'Una gran estrella de ocho puntas resplandece en el centro, con una estrella más pequeña que brilla en su interior y siete estrellas diminutas esparcidas alrededor. Tras la tormenta llega el cielo despejado: la carta habla de esperanza, de sanación y de una serena fe en lo que está por venir.',
    scene:
      'Una mujer desnuda se arrodilla junto a un estanque bajo una gran estrella de ocho puntas y otras siete más pequeñas; con una jarra vierte agua en el estanque y con otra, sobre la tierra, mientras un pájaro canta en un árbol detrás de ella. Tras la tormenta llega una renovación serena: la esperanza derramada con generosidad y devuelta a la tierra.',
  },
  'the-moon': {
    desc: 'Una luna creciente cuelga dentro de un halo pálido y deja caer tres gotas de rocío hacia el suelo. A la luz de la luna las formas cambian y las sombras crecen: la carta habla de sueños, intuición e incertidumbre, y de avanzar a tientas hasta que el camino vuelva a estar claro.',
    scene:
      'Una luna con un rostro dormido cuelga sobre un sendero que serpentea desde un estanque, entre dos torres, hacia colinas lejanas; un perro y un lobo le aúllan, y un cangrejo de río sale arrastrándose del agua hacia la orilla. De noche nada es del todo lo que parece: sueños, miedos e intuición en un camino incierto.',
  },
  'the-sun': {
    desc: 'Un sol dorado resplandece con dieciséis rayos puntiagudos y un fino anillo de luz violeta dentro de su disco. En esta carta nada se oculta: habla de alegría, vitalidad, éxito y la sencilla claridad de dejarte ver por entero y ser tú por completo.',
    scene:
      'Un niño desnudo y risueño monta a pelo un caballo blanco, con los brazos abiertos de par en par y un estandarte rojo ondeando, bajo un sol enorme y resplandeciente, mientras detrás altos girasoles se inclinan sobre el muro de un jardín. Es alegría pura y sencilla: la vida vivida al aire libre, cálida y a la vista de todos.',
  },
  judgement: {
    desc: 'Un ojo se abre de par en par entre rayos de luz, y bajo él se elevan tres trazos cortos como voces que responden a una llamada. El Juicio es el despertar: el momento en que ves tu vida con claridad, perdonas lo que hay que perdonar y te alzas para responder a una llamada que ya no puedes ignorar.',
    scene:
      'Desde las nubes, un ángel toca una trompeta de la que cuelga un estandarte con una cruz roja, y abajo, hombres, mujeres y niños pálidos se levantan de ataúdes abiertos que flotan sobre el agua, con los brazos alzados hacia la llamada. Es un despertar: oír lo que te llama y responder con todo tu ser.',
  },
  'the-world': {
    desc: 'Una corona de laurel rodea una brillante estrella de cuatro puntas, atada con cintas cruzadas arriba y abajo. El círculo se ha cerrado: la carta habla de realización, de plenitud y de un viaje bien concluido, con la libertad de emprender el siguiente.',
    scene:
      'Una bailarina envuelta en un fajín violeta flota dentro de una gran guirnalda ovalada de laurel atada con cintas rojas, con una vara en cada mano, mientras un hombre, un águila, un león y un toro la observan desde las nubes en las cuatro esquinas. Un círculo se cierra: la plenitud, la llegada y, por fin, cada cosa en su sitio.',
  },
  'ace-of-wands': {
    desc: 'Una única vara en brote se alza en el centro, rodeada de rayos de luz de brasa, con hojas nuevas que brotan de sus lados y un capullo dorado en la punta. Es la primera chispa del fuego: la inspiración en estado puro y el impulso de empezar algo que te entusiasma.',
    scene:
      'Una mano surge de una nube empuñando una vara de madera viva de la que brotan hojas frescas, algunas de las cuales caen flotando sobre verdes colinas, un río y un castillo en lo alto de un cerro. Es una chispa ofrecida de la nada: inspiración en estado puro, viva en tu mano y lista para crecer.',
  },
  'two-of-wands': {
    desc: 'Dos varas en brote se alinean extremo con extremo atravesando una pequeña estrella central, una apuntando hacia arriba y otra hacia abajo, como una línea trazada desde aquí hasta el horizonte. La carta habla de planificación y visión: el momento en que sopesas qué camino tomar.',
    scene:
      'Un hombre con un gorro rojo está de pie en las almenas de un castillo, con un pequeño globo terráqueo en una mano y una vara en la otra, y una segunda vara fijada al muro a su lado, contemplando tierra y mar. Sostiene el mundo en la palma de la mano y sopesa adónde ir después: la planificación antes del primer paso audaz.',
  },
  'three-of-wands': {
    desc: 'Tres varas en brote apuntan hacia fuera desde una pequeña estrella como los radios de una rueda, cada una hacia su propia dirección. Representa la expansión y la previsión: los esfuerzos que empiezan a dar fruto y unos horizontes que se abren más de lo que esperabas.',
    scene:
      'Visto de espaldas, un hombre con una capa roja y verde está de pie en una cresta elevada entre tres varas clavadas en el suelo, una de ellas en su mano, mirando cómo los barcos cruzan una bahía dorada muy abajo. Sus planes ya están en marcha, y otea el horizonte a la espera de lo que sus empresas le traerán de vuelta.',
  },
  'four-of-wands': {
    desc: 'Cuatro varas en brote apuntan a los cuatro puntos cardinales alrededor de una pequeña estrella central, un cuadrado de fuego dentro de un anillo de luz de brasa. Es una carta de celebración y de regreso al hogar: una base estable y una alegría que merece compartirse con quienes te rodean.',
    scene:
      'Cuatro varas adornadas con una guirnalda de flores y frutas forman un alegre pórtico ante un castillo, donde dos mujeres alzan ramos en señal de bienvenida y una pequeña multitud se reúne tras ellas. Es un regreso al hogar y una fiesta: un momento alegre y estable que merece celebrarse juntos.',
  },
  'five-of-wands': {
    desc: 'Cinco varas en brote se abren hacia fuera en ángulos desiguales alrededor de una pequeña estrella, sin que dos de ellas apunten en la misma dirección. Su tema es la competencia y la fricción: muchas voces y energías que chocan, y el crecimiento que puede traer una rivalidad sana.',
    scene:
      'Cinco jóvenes, cada uno vestido de forma distinta, blanden largas varas unos contra otros en un revoltijo de maderas cruzadas, sin que ningún golpe acierte ni nadie gane claramente. Es una refriega de rivalidad e ideas enfrentadas, más ruido y juego que daño real.',
  },
  'six-of-wands': {
    desc: 'Seis varas en brote forman un anillo regular alrededor de una pequeña estrella, como una multitud que levanta las manos a la vez. Habla de reconocimiento y éxito: una victoria ganada a la vista de todos y la confianza que da que te vean triunfar.',
    scene:
      'Un jinete coronado de laurel se yergue sobre un caballo blanco, con una vara ceñida por una corona de vencedor en la mano, mientras a su lado marcha gente a pie con sus propias varas en alto. Es un éxito que todos pueden ver: el regreso triunfal y los elogios que lo reciben.',
  },
  'seven-of-wands': {
    desc: 'Siete varas en brote se despliegan en abanico alrededor de una pequeña estrella, una más de las que caben cómodamente en el anillo. La carta habla de mantenerte firme: perseverancia bajo presión y la convicción necesaria para defender lo que te importa.',
    scene:
      'Un joven en lo alto de un promontorio se defiende con una vara frente a otras seis que lo acometen desde abajo, y lleva dos zapatos distintos, como si se hubiera vestido con prisa. Resiste contra todo pronóstico, porque la posición merece ser defendida.',
  },
  'eight-of-wands': {
    desc: 'Ocho varas en brote irradian desde una pequeña estrella como un estallido de chispas, cada una volando hacia fuera a toda velocidad. Representa el movimiento rápido: noticias que llegan, planes que cobran impulso y acontecimientos que se suceden más deprisa de lo que puedes frenarlos.',
    scene:
      'Ocho varas vuelan en paralelo por un cielo despejado, descendiendo en diagonal hacia la tierra sobre un río y una colina verde, sin nadie a la vista que pudiera haberlas lanzado. Es el movimiento veloz: noticias en camino y muchas cosas que llegan a la vez.',
  },
  'nine-of-wands': {
    desc: 'Nueve varas en brote cierran el anillo alrededor de una pequeña estrella, dejando poco espacio entre ellas, como una valla de fuego. Es una carta de resiliencia: con cansancio, pero sin quebrarte, mantienes tus límites en el último tramo antes de la meta.',
    scene:
      'Un hombre cansado, con la cabeza vendada, se apoya en su vara y mira con recelo hacia un lado, con otras ocho varas alzadas a su espalda como una valla. Herido pero aún en pie, encarna la resiliencia y una última guardia antes de que termine la lucha.',
  },
  'ten-of-wands': {
    desc: 'Diez varas en brote abarrotan el anillo alrededor de una pequeña estrella, con las hojas casi tocándose. Su tema es la responsabilidad pesada: cargar con más de lo que puede llevar un solo par de manos, y el alivio de dejar una parte en el suelo o compartirla.',
    scene:
      'Un hombre avanza penosamente, encorvado, hacia una casa lejana, rodeando con los brazos un haz de diez pesadas varas que le ocultan el rostro. Llegará, pero ha cargado con mucho más de lo que debería llevar una sola persona.',
  },
  'page-of-wands': {
    desc: 'Una pluma de escribir flota sobre una única vara en brote, con una pequeña estrella dorada junto a su punta. La Sota del fuego es mensajera de ideas: curiosidad, entusiasmo y el espíritu libre y ansioso que quiere explorarlo todo a la vez.',
    scene:
      'Un joven con una túnica estampada con salamandras está de pie en un desierto, con pirámides a lo lejos, sujetando con ambas manos una alta vara en brote que contempla con asombro. Es un mensajero curioso: un entusiasmo recién descubierto al que da vueltas entre las manos.',
  },
  'knight-of-wands': {
    desc: 'Un yelmo con penacho de color naranja brasa cabalga sobre una única vara en brote, con la cimera ondeando hacia atrás como movida por el viento. El Caballero del fuego se lanza hacia la aventura: pasión, audacia y acción rápida, con el riesgo de actuar antes de pensar.',
    scene:
      'Un caballero con una túnica cubierta de salamandras cabalga por el desierto sobre un caballo encabritado, con la vara en alto y el penacho del yelmo ondeando como una llama. Es energía audaz e impaciente: la aventura perseguida al galope tendido, cueste lo que cueste.',
  },
  'queen-of-wands': {
    desc: 'Una corona de perlas resplandece sobre una única vara en brote en cálidos tonos de brasa. La Reina del fuego es segura de sí misma y magnética: caldea cualquier estancia, conoce su valía y persigue lo que quiere con determinación y un corazón generoso.',
    scene:
      'Una reina está sentada en un trono tallado con leones, con una vara en la mano derecha y un girasol en la izquierda, y un gato negro sentado y vigilante a sus pies. Es cálida, segura y magnética: una confianza en sí misma que atrae a los demás.',
  },
  'king-of-wands': {
    desc: 'Una corona enjoyada descansa sobre una única vara en brote, con sus puntas rematadas en oro sobre un resplandor de brasa. El Rey del fuego lidera con visión: audaz, decidido e inspirador, convierte una idea en un movimiento al que otros quieren unirse.',
    scene:
      'Un rey con una túnica de salamandras está sentado en un trono decorado con leones, inclinado hacia delante con una vara florecida en la mano y una pequeña salamandra en el suelo a su lado. La suya es una visión que lidera: ve la meta y lleva a los demás consigo.',
  },
  'ace-of-cups': {
    desc: 'Un único cáliz en azul mar y verde azulado llena el centro, con una joya dorada engastada en el pie y rayos de luz suave a su alrededor. Es el corazón que se abre: un amor nuevo, la compasión y un sentimiento que se desborda y pide ser compartido.',
    scene:
      'Una mano surge de una nube sosteniendo una copa dorada que se desborda en cinco chorros sobre un estanque de nenúfares, mientras una paloma desciende hacia ella con una hostia. Es el amor ofrecido libremente: más que suficiente, se derrama para ser compartido.',
  },
  'two-of-cups': {
    desc: 'Dos cálices se alzan uno sobre otro, separados por una pequeña estrella central, como un brindis entre dos personas. Habla de unión y atracción: un vínculo hecho de respeto mutuo y de un intercambio equitativo de cuidados.',
    scene:
      'Un joven y una joven, cada uno con una copa, se miran frente a frente y se hacen una promesa, mientras sobre ellos flota una vara entrelazada con dos serpientes y coronada por una cabeza de león alada. Muestra una unión entre iguales: atracción, respeto y un compromiso sellado mirándose a los ojos.',
  },
  'three-of-cups': {
    desc: 'Tres cálices forman un círculo alrededor de una pequeña estrella, como si unos amigos hubieran juntado sus copas. La carta habla de amistad y celebración: comunidad, alegría compartida y el consuelo de tener a tu alrededor a personas que te conocen.',
    scene:
      'Tres jóvenes en un jardín alzan juntas sus copas mientras bailan, con calabazas, uvas y otras frutas amontonadas a sus pies. Es amistad y celebración: una cosecha compartida con quienes ayudaron a recogerla.',
  },
  'four-of-cups': {
    desc: 'Cuatro cálices se alzan en los cuatro puntos cardinales alrededor de una pequeña estrella, llenos pero intactos. Representa la contemplación y la inquietud: una pausa para mirar hacia dentro y el riesgo de pasar por alto una nueva oferta mientras contemplas lo que ya tienes.',
    scene:
      'Un joven está sentado bajo un árbol con los brazos y las piernas cruzados, mirando fijamente tres copas sobre la hierba, mientras una mano que sale de una nube le ofrece una cuarta que ni siquiera advierte. Está tan absorto en lo que le falta que un nuevo regalo le pasa inadvertido.',
  },
  'five-of-cups': {
    desc: 'Cinco cálices rodean una pequeña estrella, aunque la mirada se posa primero en los huecos que hay entre ellos. Es una carta de pérdida y arrepentimiento: un duelo que merece su tiempo, y las copas que siguen en pie y que seguirán siendo tuyas cuando te sientas con fuerzas para darte la vuelta.',
    scene:
      'Una figura envuelta en una larga capa negra se inclina sobre tres copas derramadas, sin ver las dos llenas que siguen en pie detrás de ella, mientras un puente sobre el río conduce a una casa al otro lado. Es el duelo por lo perdido, mientras lo que queda aguarda a que alguien se vuelva hacia ello.',
  },
  'six-of-cups': {
    desc: 'Seis cálices forman un suave anillo alrededor de una pequeña estrella, espaciados por igual como en un juego infantil. Su tema es la nostalgia y el recuerdo: la inocencia, la bondad sencilla y la dulzura del pasado, siempre que no intentes vivir en él.',
    scene:
      'En el patio de una vieja aldea, un niño ofrece a una niña pequeña una copa llena de flores blancas, mientras otras copas con flores los rodean bajo el sol. Habla de infancia, de inocencia y de un regalo hecho con sencilla bondad.',
  },
  'seven-of-cups': {
    desc: 'Siete cálices rodean una pequeña estrella, cada uno un deseo distinto en los mismos colores brillantes. Habla de elecciones y ensoñaciones: muchas posibilidades a la vez y la necesidad de distinguir lo real de lo que solo es una ilusión.',
    scene:
      'Una figura oscura se encuentra ante siete copas que flotan entre las nubes, cada una con una visión: una cabeza, una figura velada y resplandeciente, una serpiente, un castillo, un montón de joyas, una corona de laurel y un dragón. Son ensoñaciones y tentaciones: muchas opciones, y no todas reales.',
  },
  'eight-of-cups': {
    desc: 'Ocho cálices forman un amplio anillo alrededor de una pequeña estrella, completo, y sin embargo algo en la carta está listo para seguir adelante. La carta habla de marcharse: dejar atrás lo que ya no te llena en busca de un sentido más profundo.',
    scene:
      'Una figura envuelta en una capa, con un bastón de caminante, da la espalda a ocho copas apiladas en plena noche, bajo una luna a la vez llena y menguante, y se dirige hacia montañas áridas. Es dejar atrás lo que ya no llena para buscar algo más profundo.',
  },
  'nine-of-cups': {
    desc: 'Nueve cálices llenan el anillo alrededor de una pequeña estrella, todos erguidos y llenos. Es la carta de los deseos: contento, satisfacción y gratitud por lo que tienes, con el placer sereno de una esperanza hecha realidad.',
    scene:
      'Un hombre satisfecho y bien alimentado está sentado en un banco de madera con los brazos cruzados y una sonrisa complacida, con nueve copas alineadas detrás de él sobre una mesa curva cubierta con un paño. Es el deseo cumplido: el placer y la satisfacción de conseguir lo que querías.',
  },
  'ten-of-cups': {
    desc: 'Diez cálices completan el círculo alrededor de una pequeña estrella, un anillo de luz azul mar sin ningún hueco. Representa la felicidad duradera: armonía en el hogar, familia en todos los sentidos y una plenitud emocional compartida.',
    scene:
      'Una pareja abrazada alza los brazos libres hacia un arcoíris de diez copas que se arquea en el cielo, mientras dos niños bailan de la mano junto a ellos y una casita se asienta junto a un arroyo. Es el hogar del corazón: felicidad familiar y plenitud emocional duradera.',
  },
  'page-of-cups': {
    desc: 'Una pluma de escribir flota sobre un único cáliz, con una pequeña estrella dorada a su lado como un deseo a punto de escribirse. La Sota del agua trae mensajes tiernos: apertura creativa, curiosidad emocional y el valor de sentir algo nuevo.',
    scene:
      'Un joven con una túnica estampada con flores de loto está de pie junto al mar, sosteniendo en alto una copa de la que asoma un pececillo que lo mira. Trae imaginación y una dulce sorpresa: un mensaje del corazón, recibido con una sonrisa.',
  },
  'knight-of-cups': {
    desc: 'Un yelmo con penacho verde azulado cabalga sobre un único cáliz, que avanza con suavidad y no a la carga. El Caballero del agua sigue al corazón: romance, encanto e idealismo, y una invitación ofrecida con elegancia.',
    scene:
      'Un caballero con un yelmo alado cabalga al paso, tranquilo, sobre un caballo blanco hacia un río, sosteniendo una copa ante sí como una ofrenda. Es el romántico: alguien que sigue al corazón y llega trayendo una invitación.',
  },
  'queen-of-cups': {
    desc: 'Una corona de perlas descansa sobre un único cáliz bañado en luz azul mar. La Reina del agua contiene los sentimientos sin ahogarse en ellos: compasión, profundidad emocional, intuición y esa clase de cuidado que hace que los demás se sientan seguros.',
    scene:
      'Una reina está sentada en un trono a la orilla del agua, contemplando una copa cerrada y ornamentada con ángeles por asas, mientras pequeñas olas lamen los guijarros a sus pies. Es compasión e intuición: un sentir profundo, sostenido con cuidado y puesto a salvo.',
  },
  'king-of-cups': {
    desc: 'Una corona enjoyada descansa sobre un único cáliz, sereno y quieto como el agua profunda. El Rey del agua domina sus sentimientos sin negarlos: equilibrio emocional, diplomacia y una sabiduría generosa y serena.',
    scene:
      'Un rey está sentado en un trono de piedra que flota sobre un mar agitado, con una copa en una mano y un cetro en la otra y un amuleto en forma de pez al cuello, mientras a un lado navega un barco y al otro salta un pez. Es el equilibrio emocional: la calma en medio de aguas turbulentas.',
  },
  'ace-of-swords': {
    desc: 'Una única hoja recta apunta hacia arriba, plateada dentro de un anillo de luz pálida, con la guarda y el pomo dorados reflejando el resplandor. Es el primer pensamiento claro: la verdad que atraviesa la confusión, un gran avance y una idea lo bastante afilada como para pasar a la acción.',
    scene:
      'Una mano que sale de una nube empuña una espada erguida cuya punta atraviesa una corona dorada de la que cuelgan una rama de olivo y una hoja de palma, muy por encima de montañas áridas. Es un momento de claridad: una idea reveladora que corta limpiamente la confusión.',
  },
  'two-of-swords': {
    desc: 'Dos hojas se encuentran punta con punta a través de una pequeña estrella central, una ascendiendo y otra descendiendo, sin que ninguna ceda. Es una carta de punto muerto: una elección difícil, evitada por ahora, que necesitará una mirada honesta antes de poder tomarse.',
    scene:
      'Una mujer vestida de blanco y con los ojos vendados está sentada en un banco de piedra junto al mar, con los brazos cruzados sobre el pecho, sosteniendo en equilibrio dos largas espadas, con rocas en el agua y una fina luna creciente detrás de ella. Es un punto muerto: una decisión aplazada al negarse a mirarla.',
  },
  'three-of-swords': {
    desc: 'Tres hojas apuntan hacia fuera desde una pequeña estrella, muy abiertas, como una herida que se ha abierto. Su tema es el desamor y la pena: una verdad dolorosa, y la liberación que comienza cuando se permite sentir el dolor.',
    scene:
      'Un corazón rojo cuelga en un cielo gris, atravesado por tres espadas, mientras la lluvia cae de densas nubes detrás de él. Muestra el desamor sin rodeos: una pena que corta y las lágrimas que tienen que llegar antes de cualquier sanación.',
  },
  'four-of-swords': {
    desc: 'Cuatro hojas reposan en los cuatro puntos cardinales alrededor de una pequeña estrella, quietas y espaciadas por igual. Habla de descanso y recuperación: una pausa necesaria, una mente en calma y la fuerza que regresa cuando dejas de luchar durante un tiempo.',
    scene:
      'Un caballero yace esculpido en piedra sobre una tumba en una iglesia silenciosa, con las manos juntas en oración, tres espadas colgadas en la pared sobre él y una cuarta tendida a lo largo de su costado bajo una vidriera. Es el descanso tras la batalla: una pausa necesaria para recuperarse antes de volver a levantarse.',
  },
  'five-of-swords': {
    desc: 'Cinco hojas se despliegan de forma desigual alrededor de una pequeña estrella, un número incómodo para un círculo. La carta habla de conflicto y de victorias vacías: el precio de ganar a toda costa y la pregunta de si la lucha mereció la pena.',
    scene:
      'Un joven con una sonrisa burlona recoge tres espadas mientras dos figuras derrotadas se alejan cabizbajas hacia la orilla, dejando sus propias espadas en el suelo, bajo un cielo desgarrado por nubes deshilachadas. Es una victoria vacía: ganar a costa de todos los demás.',
  },
  'six-of-swords': {
    desc: 'Seis hojas forman un anillo regular alrededor de una pequeña estrella, como remos que impulsan una barca en la misma dirección. Representa la transición: dejar atrás las aguas turbulentas, seguir adelante y dirigirse hacia un terreno más tranquilo.',
    scene:
      'Un barquero impulsa con una pértiga una pequeña barca sobre el agua hacia una orilla lejana y tranquila, llevando a una mujer acurrucada bajo una capa y a un niño, con seis espadas clavadas en la barca junto a ellos. Es dejar atrás los problemas rumbo a aguas más tranquilas, llevando consigo lo que aún duele.',
  },
  'seven-of-swords': {
    desc: 'Siete hojas se despliegan en abanico alrededor de una pequeña estrella, apuntando en todas direcciones a la vez, difíciles de contar. Es una carta de estrategia y secreto: astucia, discreción y una conciencia que te pregunta si estás jugando limpio.',
    scene:
      'Un hombre se aleja de puntillas de un campamento de tiendas con cinco espadas apretadas entre los brazos, sonriendo por encima del hombro, mientras otras dos espadas quedan clavadas en el suelo tras él. Es el sigilo y la astucia: salirse con la suya, o intentarlo.',
  },
  'eight-of-swords': {
    desc: 'Ocho hojas encierran una pequeña estrella en un anillo estrecho y, sin embargo, los espacios entre ellas son lo bastante amplios como para pasar. Habla de sentir que tus propios pensamientos te tienen atrapado, y de una libertad más cercana de lo que parece.',
    scene:
      'Una mujer atada y con los ojos vendados está de pie en un círculo de ocho espadas clavadas en el suelo embarrado, con un castillo sobre el acantilado muy a sus espaldas. Se siente atrapada, pero las ataduras están flojas y el camino de salida está abierto.',
  },
  'nine-of-swords': {
    desc: 'Nueve hojas abarrotan el anillo alrededor de una pequeña estrella, como pensamientos que dan vueltas por la noche. Habla de ansiedad y preocupación: miedos que crecen en la oscuridad y el alivio que llega al decirlos en voz alta.',
    scene:
      'Una mujer está sentada en la cama con el rostro entre las manos, con nueve espadas colgadas en hileras en la pared oscura sobre ella y una colcha de rosas y signos del zodíaco sobre las rodillas. Es la ansiedad y la noche en vela: miedos que crecen en la oscuridad.',
  },
  'ten-of-swords': {
    desc: 'Diez hojas llenan el anillo alrededor de una pequeña estrella: nada queda por decir ni por hacer. La carta habla de un final doloroso: tocar fondo, soltar y saber que, a partir de aquí, todas las direcciones llevan hacia arriba, hacia el amanecer.',
    scene:
      'Un hombre yace boca abajo junto al agua con diez espadas clavadas en la espalda bajo un cielo negro, mientras en el horizonte un amanecer amarillo despunta sobre aguas quietas. Es tocar fondo y un final doloroso, con el nuevo día que ya empieza tras él.',
  },
  'page-of-swords': {
    desc: 'Una pluma de escribir flota sobre una única hoja, con una pequeña estrella dorada junto a su punta. La Sota del aire encarna al estudiante atento: curioso, alerta y ávido de verdad, con una mente aguda y una lengua que puede ser más rápida todavía.',
    scene:
      'Un joven está de pie en una colina azotada por el viento, empuñando con ambas manos una espada en alto, mientras las nubes corren, los árboles se doblan y los pájaros giran en el cielo. Es curiosidad y vigilancia: una mente nueva y aguda, ansiosa y atenta.',
  },
  'knight-of-swords': {
    desc: 'Un yelmo con penacho plateado cabalga sobre una única hoja, con la cimera echada hacia atrás por la velocidad. El Caballero del aire carga directo hacia su meta: ambición, empuje y franqueza honesta, y el riesgo de herir a otros con sus prisas.',
    scene:
      'Un caballero carga a galope tendido sobre un caballo blanco contra un viento feroz, con la espada en alto, mientras las nubes y los árboles se desgarran tras él. Es la prisa y la ambición: perseguir una idea a toda velocidad, quizá demasiado deprisa para ver adónde lleva.',
  },
  'queen-of-swords': {
    desc: 'Una corona de perlas descansa sobre una única hoja bañada en una fría luz plateada. La Reina del aire ve con claridad y habla sin rodeos: independiente, perspicaz y justa, marca límites honestos forjados por su propia experiencia.',
    scene:
      'Una reina está sentada en un trono tallado con mariposas, con el rostro de perfil, una espada erguida en una mano y la otra alzada como si invitara a alguien a acercarse, mientras las nubes se acumulan bajo ella. Es el juicio lúcido y la independencia: una honestidad forjada por el dolor.',
  },
  'king-of-swords': {
    desc: 'Una corona enjoyada descansa sobre una única hoja erguida, firme e inquebrantable. El Rey del aire gobierna con la razón: intelecto, integridad y juicio justo, y la responsabilidad que conlleva conocer la verdad.',
    scene:
      'Un rey está sentado mirando de frente en un trono decorado con mariposas y lunas crecientes, con una alta espada erguida en la mano, bajo un cielo de nubes dispersas y entre unos pocos árboles esbeltos. Es la autoridad intelectual: la verdad y el juicio justo, expresados con claridad.',
  },
  'ace-of-pentacles': {
    desc: 'Una única moneda dorada llena el centro, con una estrella de cinco puntas en su cara verde, rodeada de rayos de luz. Es una semilla de prosperidad: una nueva oportunidad, recursos que llegan y un terreno firme sobre el que construir algo duradero.',
    scene:
      'Una mano que sale de una nube ofrece una moneda de oro marcada con una estrella sobre un jardín de lirios blancos, donde un arco en el seto se abre hacia montañas lejanas. Es una nueva oportunidad de prosperidad: una semilla con tierra de verdad en la que crecer.',
  },
  'two-of-pentacles': {
    desc: 'Dos monedas se alzan una sobre otra a través de una pequeña estrella central, en equilibrio, como si alguien hiciera malabares con ellas. Representa la adaptabilidad: mantener en marcha varias prioridades y encontrar tu ritmo mientras las exigencias suben y bajan.',
    scene:
      'Un joven con un sombrero alto baila mientras hace malabares con dos monedas unidas por un lazo en forma de signo del infinito, y detrás de él dos barcos surcan altas olas. Es equilibrio y adaptabilidad: mantenerlo todo en movimiento sin que se caiga nada.',
  },
  'three-of-pentacles': {
    desc: 'Tres monedas forman un triángulo alrededor de una pequeña estrella, cada una con la misma marca dorada. Es una carta de trabajo en equipo y buen oficio: construir juntos algo de calidad, donde cada habilidad cuenta.',
    scene:
      'Un cantero subido a un banco esculpe el arco de una gran iglesia mientras, más abajo, un monje y una figura encapuchada que sostiene los planos comentan la obra con él. Es trabajo en equipo y buen oficio: un trabajo hábil, visto y valorado.',
  },
  'four-of-pentacles': {
    desc: 'Cuatro monedas se sitúan en los cuatro puntos cardinales alrededor de una pequeña estrella, sujetas en un cuadrado cerrado. Su tema es la seguridad y el ahorro: aferrarte a lo que tienes, y preguntarte si no lo estás agarrando con más fuerza de la necesaria.',
    scene:
      'Un hombre coronado está sentado en un bloque de piedra apretando una moneda contra el pecho, con otra en equilibrio sobre la corona y dos sujetas bajo los pies, y una ciudad a sus espaldas. Se aferra con fuerza: una seguridad que se endurece hasta convertirse en miedo a soltar cualquier cosa.',
  },
  'five-of-pentacles': {
    desc: 'Cinco monedas rodean una pequeña estrella con amplios huecos entre ellas, en un círculo escaso y frío. Habla de penurias y de la sensación de quedar fuera: preocupaciones por el dinero o la salud, y la ayuda que está más cerca de lo que parece en cuanto la pides.',
    scene:
      'Dos mendigos harapientos avanzan penosamente bajo la nieve junto a la vidriera iluminada de una iglesia, uno con muletas y el otro envuelto en un chal fino. Es la penuria y la sensación de quedar excluidos, con una ayuda más cercana de lo que ellos alcanzan a ver.',
  },
  'six-of-pentacles': {
    desc: 'Seis monedas forman un anillo regular alrededor de una pequeña estrella, pasando de una a otra como regalos. La carta habla de generosidad: dar y recibir en su justa medida, y el equilibrio de poder en todo intercambio.',
    scene:
      'Un mercader con una capa roja sostiene en una mano una balanza nivelada y con la otra deja caer monedas en las manos tendidas de uno de los dos mendigos arrodillados. Es generosidad e intercambio justo: dar en una medida equilibrada.',
  },
  'seven-of-pentacles': {
    desc: 'Siete monedas rodean una pequeña estrella como frutos que maduran en la vid. Representa la paciencia y la inversión a largo plazo: una pausa para mirar con honestidad tus progresos antes de decidir dónde poner tu esfuerzo a continuación.',
    scene:
      'Un joven agricultor se apoya en su azada y contempla siete monedas que crecen como frutos en un arbusto verde. Es paciencia y evaluación: esperar la cosecha y sopesar si el trabajo está dando fruto.',
  },
  'eight-of-pentacles': {
    desc: 'Ocho monedas rodean una pequeña estrella, cada una hecha con el mismo esmero que la anterior. Es una carta de diligencia y maestría: práctica, atención al detalle y el orgullo silencioso de mejorar en tu oficio.',
    scene:
      'Un artesano está sentado en su banco de trabajo, martilleando una moneda, con seis ya terminadas expuestas en un poste a su lado y otra en el suelo, y un pueblo a lo lejos tras él. Es diligencia y maestría: una destreza construida pieza a pieza, con cuidado.',
  },
  'nine-of-pentacles': {
    desc: 'Nueve monedas llenan el anillo alrededor de una pequeña estrella en verde y oro. Su tema es la autosuficiencia: el bienestar ganado con tu propio esfuerzo, el refinamiento y la libertad de disfrutar de lo que has construido.',
    scene:
      'Una mujer con un vestido de flores está sola en un viñedo cargado de uvas, con un halcón encapuchado sobre la mano enguantada y nueve monedas entre las vides. Es independencia y un lujo bien merecido: un bienestar que ella misma se ha construido.',
  },
  'ten-of-pentacles': {
    desc: 'Diez monedas completan el círculo alrededor de una pequeña estrella, un anillo de oro sin ningún hueco. Habla del legado: la familia, la riqueza duradera y las tradiciones que sostienen a las generaciones que vienen detrás de ti.',
    scene:
      'Un anciano con una capa estampada está sentado con dos perros blancos junto a un arco, a través del cual se ven una pareja y un niño, con diez monedas dispuestas sobre la escena en forma de Árbol de la Vida. Es la riqueza transmitida: familia, legado y lo que perdura.',
  },
  'page-of-pentacles': {
    desc: 'Una pluma de escribir flota sobre una única moneda dorada, con una pequeña estrella a su lado como si marcara una primera lección. La Sota de la tierra encarna al estudiante de lo práctico: ambicioso, curioso y dispuesto a aprender una nueva habilidad paso a paso.',
    scene:
      'Un joven está de pie en un campo en flor, sosteniendo una moneda ante los ojos y estudiándola con atención, con tierras aradas y una arboleda detrás de él. Trae estudio y ambición: un nuevo plan con los pies en la realidad.',
  },
  'knight-of-pentacles': {
    desc: 'Un yelmo con penacho verde cabalga sobre una única moneda dorada, más firme que veloz. El Caballero de la tierra vence gracias a la rutina: fiable, paciente y trabajador, sigue adelante mucho después de que los demás se hayan detenido.',
    scene:
      'Un caballero permanece completamente inmóvil sobre un pesado caballo negro, con una moneda en la palma de la mano y la mirada puesta en un campo recién arado. Es trabajo duro y fiabilidad: lento, constante y minucioso.',
  },
  'queen-of-pentacles': {
    desc: 'Una corona de perlas descansa sobre una única moneda dorada en verde y oro. La Reina de la tierra es práctica y protectora: hace que un hogar sea acogedor, cuida de los cuerpos y de las cuentas, y comparte lo que tiene con calidez.',
    scene:
      'Una reina está sentada en un trono tallado con cabras y frutas, con una moneda acunada en el regazo, en un jardín bajo un arco de rosas y con un conejo a sus pies. Es el cuidado hecho práctico: bienestar y atención para el hogar y la familia.',
  },
  'king-of-pentacles': {
    desc: 'Una corona enjoyada descansa sobre una única moneda dorada, verde y oro como una cosecha abundante. El Rey de la tierra es administrador de la abundancia: disciplinado, seguro y generoso, construye una riqueza duradera y la usa bien.',
    scene:
      'Un rey con una túnica bordada con parras está sentado en un trono tallado con cabezas de toro, con un cetro en una mano y una moneda apoyada en la rodilla, mientras su castillo se alza tras el muro del jardín. Es la prosperidad bien administrada: abundancia gestionada con mano firme y generosa.',
  },
};
