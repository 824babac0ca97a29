// Medical emergencies and worrying symptoms in Brazilian Portuguese, over the plain text of
// portuguese-words.ts. The everyday shapes are left out: "doeu o peito de tanto rir", "quase tive
// um infarto quando vi o preço", "fico sem ar quando penso nele", "me afogo num copo d'água".
import type { Sign } from '../../sign.ts';

const emergency = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-emergency', pattern, ...extra });
const urgent = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-urgent', pattern, ...extra });

const PREGNANT = /\b(?:gravida|gravidez|gestacao|gestante|bolsa estourou|semanas de gestacao)\b/;

/** Laughter, crying or love explain a tight chest or a racing heart. */
const NOT_ILLNESS = /\b(?:de tanto (?:rir|chorar|tossir)|de rir|quando (?:vejo|penso|vi)|apaixonad\w*|borboletas|subo escada)\b/;

export const PORTUGUESE_MEDICAL_SIGNS: readonly Sign[] = [
  // Chest pain and heart attack.
  emergency(
    /\bdor (?:muito )?(?:forte |intensa |horrivel |aguda |enorme |terrivel |insuportavel )?no peito\b|\bpeito (?:esta |estava )?(?:doendo|apertado)\b|\b(?:aperto|pressao|pontada|pontadas) (?:\w+ )?no peito\b|\b(?:dor|algo) apertando (?:o|meu) peito\b|\bpeito apertando\b/g,
    { unless: NOT_ILLNESS },
  ),
  emergency(/\b(?<!quase )(?:estou tendo|esta tendo|tendo|tive|teve|to tendo) (?:um|uma) (?:infarto|ataque cardiaco|ataque do coracao|parada cardiaca)\b/g, {
    unless: /\b(?:kk\w*|rs\w*|preco|conta|boleto|fatura)\b/,
  }),
  // Not breathing.
  emergency(
    /\bnao (?:consigo|consegue|conseguia) respirar\b(?! (?:sem|pelo nariz|direito pelo nariz)\b)|\bnao (?:esta|estava) respirando\b|\bnao respira\b|\bo ar nao entra\b|\bdificuldade (?:para|de) respirar\b/g,
  ),
  emergency(/\blabios (?:azuis|roxos)\b(?! de frio)/g),
  emergency(/\b(?:falta de ar|sem ar|sufocando)\b/g, { weak: true, unless: NOT_ILLNESS }),
  // Stroke: a face that drops, an arm that will not move.
  emergency(
    /\b(?:rosto|boca|cara) (?:torto|torta|caido|caida|paralisad[oa]|dormente)\b|\b(?:rosto|boca) (?:\w+ ){0,3}?(?:entortou|ficou dormente|ficou torta|ficou torto)\b|\b(?:nao (?:sinto|sente) )?metade do (?:meu |seu )?rosto\b/g,
  ),
  emergency(/\b(?:lado|braco|perna|rosto) paralisad[oa]\b/g),
  emergency(/\bnao (?:consigo|consegue) mexer (?:o|um|a|metade do) (?:braco|perna|lado|corpo)\b|\bnao (?:sinto|sente) (?:o|um|a) (?:braco|perna|lado)\b/g),
  emergency(/\b(?:avc|derrame)\b/g),
  emergency(/\bnao (?:consigo|consegue) falar(?: direito)?\b/g, { weak: true }),
  emergency(/\bvisao (?:escureceu|embacou de repente)\b/g, { weak: true }),
  emergency(/\bde repente\b|\bdo nada\b/g, { weak: true }),
  emergency(/\ba pior dor de cabeca da (?:minha|sua) vida\b/g),
  // Overdose and poisoning.
  emergency(/\boverdose\b(?! de (?:doce|doces|acucar|amor|cafe|chocolate|series?|netflix|trabalho|informacao|fofura|memes))/g),
  emergency(
    /\b(?:tomei|tomou|engoli|engoliu|acabei de tomar) (?:todos os|todas as|uma caixa de|um frasco de|o frasco|uma cartela|a cartela|um frasco inteiro de|uma caixa inteira de|(?:[1-9]\d|vinte|trinta|quarenta|cinquenta|cem|muitos)) (?:\w+ ){0,2}?(?:remedios?|comprimidos|pilulas|capsulas|calmantes|paracetamol|dipirona|ibuprofeno|antidepressivos|clonazepam|rivotril)\b/g,
  ),
  emergency(
    /\b(?:engoliu|engoli|bebeu|bebi|tomou|tomei|comeu|comi) (?:\w+ )?(?:agua sanitaria|veneno|chumbinho|soda caustica|bateria|pilha|xarope inteiro|raticida|alvejante|cloro|querosene|produto de limpeza|desinfetante|inseticida|gasolina|veneno de rato)\b|\benvenen\w+|\bintoxicad[oa]\b/g,
  ),
  // Heavy bleeding; bleeding or pain in pregnancy.
  emergency(
    /\bsangrando (?:muito|demais|sem parar)\b|\bo sangramento nao para\b|\bo sangue nao para\b|\bmuito sangue\b|\bhemorragia\b(?! nasal)|\bvomit\w* sangue\b/g,
  ),
  emergency(/\bsangr\w+|\bperdendo sangue\b|\bdor (?:muito )?(?:forte|intensa|horrivel)\b|\bnao sinto o bebe mexer\b|\bo bebe nao mexe\b/g, {
    requires: PREGNANT,
    unless: /\b(?:nariz|gengivas?|um pouco)\b/,
  }),
  emergency(/\b(?:machucar|fazer mal (?:a|ao)|sufocar|afogar|matar|sacudir|jogar) (?:o )?meu bebe\b/g),
  // Unconscious, a seizure, a closing throat, a head blow with vomiting, a rash that stays.
  emergency(/\binconsciente\b|\bdesacordad[oa]\b|\bdesmaiou e nao\b|\bnao (?:reage|acorda)(?= \.|$)/g),
  emergency(/\bnao responde\b(?= \.|$)/g, { unless: /\b(?:mensage\w*|whats\w*|zap|ligac\w*|direct|dm|chat|email|visualiz\w*|ex|namorad\w*|crush)\b/ }),
  emergency(/\bconvuls\w+|\bcrise epileptica\b|\bataque epileptico\b/g),
  emergency(/\bgarganta (?:esta |ta )?(?:fechando|inchando)\b/g),
  emergency(/\bbati a cabeca\b/g, { requires: /\bvomit\w*/ }),
  emergency(/\bmanchas? que nao (?:some|somem|sai|saem) quando (?:aperta|aperto)\b/g),
  // Worth checking soon.
  urgent(/\bcaroco (?:no|na|do|da) (?:seio|peito|pescoco|axila|testiculo|virilha|mama|garganta)\b/g),
  urgent(
    /\bsangue (?:nas|na|no) (?:minhas? |meu )?(?:fezes|urina|coco|xixi)\b|\b(?:coco|fezes|xixi|urina) com sangue\b|\b(?:tusso|tossindo|tosse|cuspo|cuspindo) sangue\b|\bsangue quando tusso\b/g,
  ),
  urgent(
    /\b(?:perdendo|perdi|emagrecendo|emagreci) (?:peso|\w+ quilos|\w+ kg)?(?: \w+){0,2} sem (?:motivo|querer|fazer|dieta|explicacao)\b|\bsuor(?:es)? noturnos?\b|\bsuando a noite\b/g,
  ),
  urgent(/\bfebre (?:muito )?(?:alta )?(?:ha|faz|desde|por) (?:\w+ )?(?:dias|semanas|semana)\b|\bfebre de (?:40|41)\b|\bfebre alta (?:faz|ha) \w+\b/g),
  urgent(/\bpinta que (?:muda|mudou|sangra|cresce|cresceu)\b|\bpinta (?:\w+ )?sangra\b/g),
  urgent(/\bdesmaio (?:com frequencia|muito|sempre|toda hora)\b|\bdesmaiei (?:duas|tres|varias|muitas) vezes\b|\btenho desmaiado\b/g),
  urgent(/\bvendo embacado\b|\bvisao embacada\b|\bperdi a visao\b|\bnao enxergo (?:de|com) um olho\b/g),
  urgent(/\bperna (?:esta )?inchada\b|\bpanturrilha doi\b|\bdor na panturrilha\b/g),
  urgent(/\bdor (?:\w+ ){0,5}que nao passa\b/g, { requires: /\b(?:semanas?|dias|meses)\b/ }),
  urgent(/\b(?:pele|olhos) (?:\w+ )?amarel\w*|\broxos sem (?:eu )?bater\b|\bmanchas roxas sem\b/g),
  // Round 3: half the body numb with slurred speech, a mole that changed, morning headaches with
  // vomiting, dizzy spells that end in falls.
  emergency(/\b(?:metade|um lado|o lado (?:direito|esquerdo)) do corpo (?:dormente|paralisad[oa]|formigando|sem forca|adormecid[oa])\b/g),
  emergency(/\b(?:falando|fala) (?:enrolad[oa]|embolad[oa]|arrastad[oa]|estranh[oa])\b|\blingua enrolada\b/g, {
    weak: true,
    unless: /\b(?:bebad[oa]|bebeu|cerveja|alcool|kkk\w*|rs)\b/,
  }),
  urgent(/\b(?:pinta|pintinha|verruga|sinal na pele) (?:\w+ ){0,4}?(?:mudou|muda|cresceu|cresce|sangra|sangrou|sangrando)\b/g, {
    unless: /\b(?:tem pinta de|pinta de (?:quem|ser)|pinta (?:o|a) (?:cabelo|unha|parede))\b/,
  }),
  urgent(/\bdor de cabeca (?:\w+ ){0,3}?e (?:vomito|vomitos|vomitando|enjoo)\b|\bvomito (?:\w+ ){0,2}?com dor de cabeca\b/g, {
    requires: /\b(?:toda|todo|todos|todas|sempre|direto|ha (?:dias|semanas))\b/,
    unless: /\b(?:ressaca|bebi|bebedeira|ontem)\b/,
  }),
  urgent(/\b(?:fico tont[oa]|tontura|tonturas|tont[oa]) (?:\w+ ){0,2}?e (?:caio|desmaio|acabo caindo)\b/g, {
    requires: /\b(?:direto|sempre|toda hora|todo dia|muito|frequen\w*|varias vezes|vive)\b/,
  }),
];
