// Medical signs in French: what needs emergency services now, and what should be checked promptly.
// Idioms are left out by shape: "mal au cœur" (nausea), "la boule au ventre" (nerves), "j'étouffe
// dans mon couple", "j'ai failli faire une crise cardiaque en voyant la facture".
import type { Sign } from '../../sign.ts';

const emergency = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-emergency', pattern, ...extra });
const urgent = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-urgent', pattern, ...extra });

/** A pain that came and went some time ago: worth a prompt check, not an ambulance. */
const PAST_EPISODE =
  /\b(?:(?:sont|est|etaient) passee?s?|ont disparu|le mois dernier|la semaine derniere|il y a (?:un|deux|quelques|plusieurs) (?:mois|semaines))\b/;
const CHEST =
  /\b(?:douleur|douleurs|mal|oppression|serrement|poids|pression|brulure|brulures|point) (?:\w+ ){0,3}(?:a la|dans la|de la|sur la|au|dans le|a le) (?:poitrine|thorax|sternum)\b|\b(?:douleur|douleurs|oppression|serre|serrement|ecrase|etau) (?:\w+ ){0,3}(?:la |ma )?poitrine\b|\bdouleurs? thoraciques?\b|\bmal a la poitrine\b/g;

const LAUGHING = /\b(?:ri|rire|rigole|mdr|ptdr|lol|fou rire)\b/;

export const FRENCH_MEDICAL_SIGNS: readonly Sign[] = [
  emergency(CHEST, { unless: PAST_EPISODE }),
  urgent(new RegExp(CHEST.source, 'g'), { requires: PAST_EPISODE }),
  emergency(
    /\b(?:crise cardiaque|infarctus|arret cardiaque)\b(?<!\bfailli (?:\w+ ){0,2}(?:crise cardiaque|infarctus))(?<!mort (?:de une|de un) (?:crise cardiaque|infarctus))/g,
    // "Elle me fait une crise cardiaque à chaque fois" (au sens figuré).
    { unless: /\bsens figure\b|\ba chaque fois que\b|\b(?:mdr|ptdr|lol)\b|\ben (?:19|20)\d\d\b/ },
  ),
  // Stroke: the face, an arm, speech, all of a sudden.
  // Not a stroke years ago from which someone recovered (French, or Portuguese read by these signs too).
  emergency(/\bavc\b|\baccident vasculaire\b/g, {
    unless: /\b(?:il y a|ha|faz) (?:\d+|deux|trois|quatre|cinq|dix|dois|tres|cinco) (?:ans|anos)\b|\b(?:en|em) (?:19|20)\d\d\b/,
  }),
  emergency(/\b(?:bouche|visage|levre|moitie du visage) (?:\w+ ){0,3}(?:de travers|deformee?|tombe|paralysee?|affaissee?)\b|\bvisage paralyse\b/g),
  emergency(/\b(?:peut|peux|arrive|arrivent) (?:plus|pas) (?:a )?bouger (?:le|la|son|sa|mon|ma|les) (?:\w+ ){0,1}(?:bras|jambe|main|cote|visage)\b/g),
  emergency(
    /\b(?:arrive|peut|peux) (?:plus|pas) (?:a )?parler (?:correctement|normalement)?(?= \.|$| (?:et|de un coup|soudain\w*|depuis))|\bparle bizarrement\b|\bparler correctement\b/g,
  ),
  emergency(/\b(?:fourmis|fourmillements|engourdi\w*|picotements?) (?:\w+ ){0,2}bras gauche\b|\bme sens partir\b/g),
  emergency(/\bnuque raide\b/g, { requires: /\bfievre\b/ }),
  emergency(/\bbrule\w* (?:\w+ ){0,1}(?:gravement|grave|au (?:troisieme|deuxieme|3e|2e) degre)\b|\b(?:grave brulure|brulure grave)\b/g),
  emergency(/\b(?:douleur|point|mal|serre\w*|lance\w*|irradie\w*|descend\w*) (?:\w+ ){0,5}(?:bras gauche|machoire)\b|\bpoint au coeur\b/g),
  emergency(/\b(?:ca|le sang|ca saigne|saignement) ne se arrete pas\b|\bpisse le sang\b|\bsang gicle\b/g, { requires: /\b(?:saign\w*|sang)\b/ }),
  emergency(/\b(?:moitie du corps|cote du corps|un cote) (?:\w+ ){0,1}paralyse\w*/g),
  // Breathing.
  emergency(/\b(?:arrive|peux|peut) (?:plus|pas) a (?:reprendre (?:mon|son|ma|sa) (?:souffle|respiration)|me relever|se relever)\b/g),
  emergency(/\bparalysie (?:du visage|faciale|de le bras|de un cote|soudaine)\b|\bparalyse\w* (?:\w+ ){0,2}(?:de un cote|soudain\w*|de un coup)\b/g),
  emergency(
    /\b(?:arrive|arrives|peux|peut|arrivons|arrivait) (?:plus|pas) a respirer\b|\b(?:peux|peut) (?:plus|pas) respirer\b|\bdu mal a respirer\b|\bne respire (?:presque |quasiment |quasi )?(?:plus|pas)\b|\brespire (?:tres |super |vraiment )?mal\b/g,
    { unless: LAUGHING },
  ),
  emergency(
    /\b(?:je me|il se|elle se|se) etouffe\w*\b(?! (?:de|dans|avec (?:mes|ses) (?:mensonges|secrets))\b)|\bje suffoque\b(?! (?:dans|de|sous|avec la|par)\b)|\blevres (?:sont )?bleues\b/g,
  ),
  // Unconscious, collapsed, not waking.
  emergency(
    /\bperdu connaissance\b|\binconscient\w*\b|\bne reprend pas connaissance\b|\bne se reveille (?:plus|pas)\b(?! (?:le matin|a temps|quand)\b)|\bne (?:repond|reagit) (?:plus|pas)\b(?! (?:a|aux|au|de puis|quand)\b)|\b(?:est|se est|suis) effondree?\b(?= (?:et|au sol|par terre|au sport|pendant|en plein|en pleine|dans la rue))/g,
  ),
  // Heavy bleeding; bleeding or pain in a pregnancy.
  emergency(
    /\b(?:saigne|saignes|saignent|saignement|saignements|perds du sang|perd du sang) (?:\w+ ){0,2}(?:beaucoup|enormement|abondamment|abondants?|fort|a flots|sans arret|tres fort|trop)\b|\bsang partout\b|\bperdu (?:beaucoup|enormement|trop) de sang\b|\bhemorragie\b|\bsaigne de la tete\b/g,
  ),
  emergency(/\b(?:saigne|saignements?|pertes? de sang|mal au ventre|tombee?|chute|douleurs? (?:au|a le|dans le) ventre|contractions|perdu les eaux)\b/g, {
    requires: /\benceinte\b|\bgrossesse\b/,
  }),
  // Poisoning and overdose.
  emergency(
    /\b(?:avale|bu|boit|mange|ingere) (?:\w+ ){0,4}(?:javel|produits? (?:menagers?|vaisselle|ménager|de nettoyage|chimiques?)|produit|detergent|lessive|deboucheur|antigel|medicaments|pilules|cachets|comprimes|champignons|mort aux rats|raticide|pesticide|essence|alcool a bruler|white spirit|piles?)\b/g,
  ),
  emergency(/\b(?:overdose|surdose)\b(?! de (?:series?|netflix|chocolat|sucre|boulot|travail|cafe|memes|doce|doces|acucar)\b)/g),
  emergency(/\b(?:pris|avale) (?:des|plein de|beaucoup de|trop de) (?:medicaments|medocs|cachets|comprimes|pilules|somniferes)\b/g, {
    requires: /\b(?:beaucoup|trop|plein|boite entiere|tous|toute)\b/,
  }),
  emergency(
    /\b(?:avale|pris|prise|ingere) (?:toute une|toute la|toute ma|une boite entiere de|une plaquette entiere de|tous mes|toutes mes|tous les|toutes les|trop de|plein de|une boite de|une plaquette de|des dizaines de|\d{2,}) (?:\w+ ){0,1}(?:medicaments|medocs|cachetons|cachets|comprimes|pilules|somniferes|anxiolytiques|antidepresseurs|doliprane|paracetamol|xanax|boite|plaquette)\b/g,
  ),
  emergency(/\b(?:me|se|te) (?:suis |est )?(?:ouvert|ouvre) les veines\b/g, { requires: /\b(?:saigne|sang)\b/ }),
  emergency(/\btaches (?:\w+ ){0,1}(?:violettes|violacees|rouges) (?:\w+ ){0,2}ne se effacent pas\b|\bpurpura\b/g),
  emergency(
    /\bmal de tete (?:\w+ ){0,1}(?:horrible|atroce|violent|insupportable|terrible|enorme) (?:\w+ ){0,1}(?:de un coup|soudain\w*|tout a coup|brutal\w*)/g,
  ),
  emergency(/\bcrise de asthme\b|\bventoline\b/g, { requires: /\b(?:marche pas|marche plus|fait rien|pas de effet|respire|respirer|souffle)\b/ }),
  // Allergy, seizure, blood coughed or vomited, the worst headache.
  emergency(
    /\b(?:gorge|langue|levres|visage) (?:\w+ ){0,2}(?:gonfle\w*|enfle\w*)\b|\b(?:gonfle|gonflent|enfle|enflent) (?:\w+ ){0,2}(?:gorge|langue|levres)\b|\breaction allergique\b|\bchoc anaphylactique\b|\boedeme de quincke\b/g,
  ),
  emergency(/\bcrise (?:de epilepsie|epileptique|convulsive)\b|\bconvulse\w*\b|\bconvulsions?\b/g),
  emergency(/\b(?:crache|craches|crachent|vomi|vomis|vomit|vomissent|tousse|toussent|toussé) (?:\w+ ){0,1}du sang\b/g),
  emergency(
    /\bpire (?:mal de tete|migraine|douleur) de (?:ma|sa|toute ma) vie\b|\b(?:de un coup|soudain\w*|brutalement|tout a coup) (?:\w+ ){0,2}(?:un )?mal de tete (?:horrible|atroce|violent|insupportable|terrible)\b/g,
  ),
  // Thoughts of harming a baby.
  emergency(/\b(?:faire du mal|faire mal|secouer|etouffer|noyer|tuer|blesser) (?:a )?(?:mon|mes|notre) (?:bebe|nouveau ne|nourrisson|bebes)\b/g),
  // Worth a prompt check.
  urgent(
    /\b(?:boule|grosseur|bosse|masse|nodule) (?:\w+ ){0,2}(?:au|dans le|dans mon|a le|sous le|sous la|a la|sur le|sur la|dans la|dans ma|sous mon|sous ma) (?:\w+ ){0,1}(?:sein|seins|cou|testicule|testicules|aisselle|aine|poitrine|bras)\b/g,
  ),
  urgent(/\bsang dans (?:les|mes|ses|le) (?:selles|urines|urine|crachats|sperme)\b|\b(?:pipi|urine|urines) (?:du |de le )?sang\b/g),
  urgent(
    /\b(?:perdu|maigri|perdre) (?:\w+ ){0,3}(?:kilos|kg|poids)\b(?= (?:\w+ ){0,3}(?:sans (?:raison|regime|faire de regime|le vouloir|essayer|rien faire)|inexplique\w*))/g,
  ),
  urgent(/\bgrain de beaute (?:\w+ ){0,4}(?:saigne|change|a change|grossi|noirci|fonce)\w*/g),
  urgent(/\b(?:tousse|toux) (?:\w+ ){0,3}depuis (?:\w+ ){0,1}(?:semaines|mois)\b/g),
  urgent(/\bsueurs nocturnes\b/g),
  urgent(/\b(?:douleurs?|mal) (?:\w+ ){0,6}(?:qui )?ne (?:passe|passent) pas\b/g, { requires: /\bdepuis (?:un|deux|trois|plusieurs|des) (?:mois|semaines)\b/ }),
  urgent(
    /\bregles (?:\w+ ){0,2}(?:tres |hyper |super |extremement )?(?:abondantes|hemorragiques)\b|\b(?:change|changer) de (?:protection|serviette|tampon) toutes les heures\b/g,
  ),
  urgent(/\bessoufflement (?:\w+ ){0,2}(?:empire|augmente|de pire en pire)\b/g),
  urgent(/\b(?:tout le temps|toujours|tres) soif\b/g, { requires: /\b(?:pipi|urine\w*)\b/ }),
  urgent(/\b(?:tache|grain|bouton) (?:\w+ ){0,2}(?:qui grandit|qui grossit|qui change|qui saigne)\b/g),
  urgent(/\bselles (?:\w+ ){0,1}noires\b/g),
  urgent(/\bvomi\w* (?:\w+ ){0,4}depuis (?:des|plusieurs|deux|trois) (?:semaines|mois)\b|\bvomis tous les matins\b/g, { requires: /\b(?:maux|mal) de tete\b/ }),
  urgent(/\b(?:maigri|perdu du poids|perdre du poids) sans (?:raison|explication|le vouloir|faire de regime|regime)\b/g),
  urgent(/\bganglions? (?:\w+ ){0,3}(?:gonfle\w*|grossi\w*|enfle\w*|dur)\b/g, { requires: /\bdepuis (?:un|deux|trois|plusieurs|des) (?:mois|semaines)\b/ }),
  urgent(/\bbleus (?:\w+ ){0,2}sans raison\b/g),
  urgent(/\b(?:du mal|difficultes?|douleur) a avaler\b/g),
  urgent(/\b(?:peau|yeux) (?:\w+ ){0,4}jaunes?\b/g),
  urgent(/\bsaign\w* (?:\w+ ){0,1}(?:entre (?:mes|les|ses) regles|apres (?:la )?menopause)\b/g),
  urgent(/\b(?:vue|vision) (?:\w+ ){0,2}(?:trouble|floue|brouillee|se trouble)\b/g, { requires: /\bdepuis\b/ }),
  urgent(/\bmaux de tete (?:\w+ ){0,4}(?:empirent|de pire en pire|de plus en plus (?:forts|intenses|frequents))\b/g),
  urgent(/\bcoeur (?:\w+ ){0,3}(?:sans raison|saute des battements|irregulier)\b/g),
  urgent(/\bessouffle\w* (?:\w+ ){0,3}(?:escaliers|marches)\b/g),
  urgent(/\b(?:plaie|bouton|ulcere|croute) (?:\w+ ){0,3}qui ne (?:guerit|cicatrise|part) pas\b/g),
  urgent(/\bfievre depuis (?:\w+ ){0,1}(?:semaines|mois)\b/g),
  urgent(/\bengourdi\w* (?:\w+ ){0,3}(?:depuis|tout le temps|souvent)\b/g),
  urgent(
    /\bdouleur\w* (?:\w+ ){0,4}qui ne passe pas\b(?= (?:\w+ ){0,2}(?:depuis|semaines|mois))|\bne passe pas depuis (?:des|plusieurs|\w+) (?:semaines|mois)\b/g,
  ),
  urgent(
    /\b(?:evanouis|evanouit|evanouissements?|malaises?) (?:\w+ ){0,1}(?:souvent|regulierement|sans raison|tout le temps|a repetition)\b|\bfais (?:souvent |regulierement )?des malaises\b/g,
  ),
  // Stroke in plain words, and the everyday pairings that need a prompt check.
  emergency(/\b(?:moitie du corps|moitie du visage|cote du corps|cote du visage) (?:\w+ ){0,2}(?:engourdi\w*|insensible|paralyse\w*|tombe|lache)\b/g),
  emergency(/\bparle (?:tout )?(?:bizarre|bizarrement|de travers|mal|ne importe comment)\b/g, {
    requires: /\b(?:de un coup|soudain\w*|tout a coup|brusquement|engourdi\w*|paralyse\w*|visage)\b/,
  }),
  emergency(/\bse reveille (?:plus|pas)\b(?! (?:le matin|a temps|quand|avant|tot|tout de suite|pour)\b)/g, {
    requires: /\b(?:bu|alcool|drogue\w*|pris|avale|tombee?|malaise|respire|overdose|fume)\b/,
  }),
  emergency(/\b(?:est|devient|devenu|devenue) (?:tout |toute )?bleue?\b/g, {
    requires: /\brespire (?:mal|plus|pas|bizarre\w*|difficilement|presque plus)\b|\b(?:levres|visage) (?:\w+ ){0,2}bleue?s?\b|\betouffe\w*/,
  }),
  emergency(
    /\b(?:avale|bu|mange|ingere|croque|mis dans sa bouche) (?:\w+ ){0,4}(?:pastilles?|capsules?|tablettes?|dosettes?) (?:de |pour )?(?:lave vaisselle|lessive|javel|wc|toilettes|lave linge)\b/g,
  ),
  urgent(/\b(?:chaque matin|tous les matins|le matin)\b/g, { requires: /^(?=.*\b(?:mal a la tete|maux de tete|migraines?)\b)(?=.*\bvomi\w*)/ }),
  urgent(/\b(?:transpire|sue|transpirer|suer|trempee?) (?:\w+ ){0,2}(?:la nuit|toutes les nuits|chaque nuit|de sueur la nuit)\b/g, {
    requires: /\b(?:maigri\w*|perdu du poids|perds du poids|perdre du poids|fievre|kilos)\b/,
  }),
  urgent(/\b(?:vertiges?|etourdissements?|tete qui tourne|la tete me tourne)\b/g, {
    requires: /\b(?:tombe|tombes|chute|chutes|tombee?) (?:souvent|tout le temps|regulierement|plusieurs fois|encore)\b|\bchutes\b/,
  }),
];
