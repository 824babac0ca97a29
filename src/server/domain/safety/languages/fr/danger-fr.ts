// Danger from another person, in French: being hit, threatened, followed, not safe at home. Left
// out by shape: "il m'a frappée par sa gentillesse", "mon frère m'a battu aux échecs", "mon patron
// me harcèle de mails", "il me suit sur Instagram", "ma mère va me tuer si je rentre tard".
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'danger', pattern, ...extra });

/** What is struck, beaten or followed in everyday speech: an idea, a game, a feed. */
const NOT_A_BLOW = String.raw`(?! (?:par (?:la|le|sa|son|cette|une|ce|leur) (?:beaute|gentillesse|ressemblance|coincidence|nouvelle|foudre|idee)|par (?:une|un) (?:voiture|camion|bus|moto|scooter|velo|ballon|balle)|aux|au (?:jeu|tennis|poker|foot|scrabble|loto)|a le (?:jeu|tennis|poker)|de (?:mails|messages|questions|textos|appels|sms|notifications|likes|dm|notifs|snaps|stories)|pour|le epaule|sur le epaule|amicalement|verbalement|avec (?:sa|son|ses) (?:repartie|humour|charme|beaute|intelligence|gentillesse|regard)|avec (?:ses|des|tes|leurs) (?:mots|remarques|paroles|critiques|questions)|sur (?:instagram|insta|twitter|tiktok|facebook|les reseaux|les nerfs|le systeme))\b)`;

export const FRENCH_DANGER_SIGNS: readonly Sign[] = [
  sign(
    new RegExp(
      String.raw`(?<!\b(?:ca|cela|ce) )\b(?:me|nous) (?:a |ont |avait )?(?:frappe|frappee|frappait|frappent|bat|battait|battent|battu|battue|tape|tapait|tapent|cogne|cognee|cognait|gifle|giflee|giflait|brutalise\w*|maltraite\w*|viole|violee|violent|etrangle|etranglee|etranglait|tabasse\w*|sequestre\w*|agresse|agressee|harcele|harcelee|harcelent|harcelait|enferme|enfermee|enfermait|enferment|defonce|rouee? de coups|roue de coups|menace de mort|menacee de mort)\b${NOT_A_BLOW}`,
      'g',
    ),
    // Beaten at a game, or pushed hard by a coach at the gym.
    { unless: /\bbattue? (?:a|aux|au) (?!mort\b)|\b(?:salle|muscu|seance|entrainement|crossfit|coach)\b/ },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:suis|est|etait|etais|ai ete|a ete|se fait|me fais|me suis fait|se est fait|sommes|se faire|me faire) (?:\w+ ){0,2}(?:racketter|rackettee?|battue?|frappee?|agressee?|violee?|tabassee?|menacee?|harcelee?|etranglee?|battre|frapper|agresser|violer|tabasser|harceler|menacer|maltraitee?|maltraiter)\b${NOT_A_BLOW}`,
      'g',
    ),
    { unless: /\b(?:battu|battue) (?:aux|au|a le)\b/ },
  ),
  sign(
    /\bsuis suivie?\b(?! par (?:un|une|mon|ma) (?:psy|medecin|docteur|sage femme|therapeute|gyneco|cardiologue|specialiste|psychiatre|psychologue|nutritionniste|coach))/g,
  ),
  sign(
    /\b(?:on|quelqu un|un homme|un mec|un type|un inconnu|il|mon ex|un gars) (?:me suit|me suivait|me espionne|me traque)\b(?! (?:sur|partout comme|dans la maison)\b)|\bon me suit\b/g,
  ),
  sign(
    /\b(?:traine|rode|rodait|trainait|attend|attendait) (?:\w+ ){0,1}devant (?:chez moi|ma maison|mon appart\w*|mon immeuble|mon travail)\b|\bme espionne\b|\bsait toujours ou je suis\b/g,
  ),
  // Threats.
  sign(/\bpeur que? (?:il|elle|mon \w+|ma \w+) (?:ne )?me (?:tue|frappe|fasse du mal|batte|etrangle|viole)\b/g),
  sign(
    /\bmenace\w* (?:\w+ ){0,6}de (?:me |nous |la |le )?(?:tuer|mort|frapper|buter|egorger|defoncer|faire du mal)\b|\bmenaces de mort\b|\bmenace\w* (?:\w+ ){0,2}(?:avec )?(?:un|une|son|sa) (?:couteau|arme|pistolet|fusil|flingue)\b/g,
  ),
  sign(
    /(?<!\b(?:ca|cela|tu|ce|on) (?:\w+ )?)\b(?:va|allait|vas|veut|vont) me (?:tuer|buter|frapper|defoncer|faire du mal|egorger|faire la peau)\b(?! (?:quand|si je (?:\w+ )?(?:rentre|casse|suis|rate|loupe|foire|redouble|echoue|oublie|perds|raye|plante)|si il|si elle|lol|haha|mdr)\b)/g,
    {
      // A bad mark, a late file or the sales "will kill me".
      unless:
        /\b(?:lol|haha|mdr|ptdr|blague)\b|\b(?:canicule|chaleur|soldes|examens?|exams?|partiels?|bac|dossiers?|boulot|taf|travail|factures?|loyer|regime|deadlines?|devoirs?|revisions?)\b/,
    },
  ),
  sign(/\bme (?:tuerait|tuera|ferait du mal|fera du mal|buterait)\b/g),
  // Not safe, afraid of a partner, violence at home.
  sign(
    /\b(?:pas|plus) en securite (?:chez moi|a la maison|avec (?:lui|elle|mon|ma))\b|\bpeur de (?:rentrer|retourner) (?:chez moi|a la maison)\b|\bpeur de (?:lui|mon (?:mari|copain|conjoint|compagnon|pere|beau pere|ex|mec)|ma (?:femme|mere|copine|compagne))\b/g,
  ),
  sign(
    /\b(?:violente?s?|violences?) (?:\w+ ){0,2}(?:avec moi|envers moi|conjugales?|domestiques?|familiales?)\b|\b(?:mari|copain|conjoint|compagnon|mec|pere|mere|femme|copine|ex) (?:est|devient|etait) (?:tres )?violente?\b|\bdevient violent\b/g,
    { unless: /\b(?:dans ses mots|verbalement|jamais physique|pas physique|jamais frappe)\b/ },
  ),
  sign(/\b(?:homme|mec|type|conjoint|mari|copain|compagnon|partenaire|pere) violent\b/g, {
    unless: /\b(?:dans ses mots|verbalement|jamais physique|pas physique|jamais frappe)\b/,
  }),
  sign(
    /\b(?:violences?|coups) (?:de|par) (?:mon|ma) (?:mari|copain|conjoint|compagnon|compagne|femme|ex|pere|mere|beau pere|copine|mec)\b|\bsubis (?:des )?violences\b/g,
  ),
  // Kept in, cut off, hurt.
  sign(
    /\b(?:sorti|sort|brandi|brandit|pointe) (?:un|une|son|sa) (?:couteau|arme|pistolet|fusil|flingue|revolver)\b|\bmessages? de menaces?\b|\b(?:jure|promis|annonce|ecrit) (?:de )?(?:me|nous) (?:tuer|buter|faire la peau|faire du mal|defoncer)\b/g,
  ),
  sign(/\bme touche\w*\b/g, { requires: /\b(?:la nuit|ma chambre|quand je dors|en cachette)\b/ }),
  sign(
    /\bme crache (?:dessus|au visage|a la figure)\b|\b(?:force|defonce) (?:ma|la) porte\b|\bme a suivie? (?:\w+ ){0,2}(?:chez moi|dans la rue|jusque a ma porte)\b/g,
    { unless: /\b(?:metaphoriquement|lol|mdr|sentimentale)\b/ },
  ),
  sign(/\b(?:arreter|arrete) de me (?:taper|frapper|battre|cogner|menacer|harceler)\b(?! sur\b)/g),
  sign(
    /\b(?:suis|est) (?:\w+ )?enfermee? (?:\w+ ){0,2}(?:par (?:mon|ma|lui|elle|son)|a cle|chez (?:moi|lui|nous)|a la maison)\b|\blev\w* la main sur (?:moi|nous|elle|lui|ma|mon)\b/g,
  ),
  sign(/\bme touche\w* (?:la nuit|quand|sans|les seins|le sexe|partout|entre)\b|\battouchements?\b|\babuse de moi\b|\bagression sexuelle\b/g),
  sign(
    /\b(?:essaie|essaye|tente|a essaye) de (?:entrer|rentrer) (?:chez moi|dans (?:ma maison|mon appartement|mon appart))\b|\bquelqu un (?:est )?(?:entre|rentre) chez moi\b/g,
  ),
  sign(/\bme menace(?:nt)?\b(?! de (?:partir|me quitter|rompre|divorcer|demenager|me virer|me licencier)\b)/g),
  sign(
    /\bme (?:tire|tirait|a tire\w*) par les cheveux\b|\bme a (?:mordue?|griffee?)\b|\bme (?:pousse|bouscule|secoue)\b(?! (?:a |au |vers|dans mes retranchements)\b)/g,
  ),
  sign(/\b(?:ex|il|un homme|un inconnu|un type|un mec) (?:me )?(?:attend|guette|traine|rode)\w* (?:\w+ ){0,1}devant\b/g, {
    requires: /\b(?:tous les|toutes les|chaque|sans arret|tout le temps)\b/,
  }),
  sign(
    /\bsi je (?:\w+ ){0,3}(?:il|elle) me (?:tue|tuera|tuerait|tuer|butera)\b|\bpeur pour ma vie\b(?! (?:amoureuse|sentimentale|professionnelle|sociale|de couple)\b)/g,
  ),
  sign(
    /(?<!\b(?:film|ca|cela|livre|serie|nouvelle|reponse|vie) )\bme (?:a |avait )?(?:mis|mise|met|mettait|donne|donnait|fichu|colle|file|flanque) (?:une|des|un) (?:claques?|gifles?|coups?|baffes?|beignes?|tartes?|patates?|droites?)\b(?! morale)/g,
    { unless: /\b(?:ping pong|pingpong|tennis|badminton|babyfoot|echecs|fifa|match|partie|tournoi|score|jeu)\b/ },
  ),
  sign(
    /\bme (?:empeche|interdit) de (?:sortir|voir|partir|travailler|appeler)\b|\bme (?:prend|confisque|a pris|a confisque) (?:mon|mes) (?:telephone|portable|papiers|passeport|argent|cles)\b/g,
  ),
  sign(
    /\bme a (?:pousse\w*|jete|casse|brule|mordu|tire par les cheveux|serre le cou|pris a la gorge|etrangle\w*)\b(?! (?:a |les pieds|la tete|les oreilles|le moral|de le)\b)|\bserre le cou\b|\bessaye de me (?:etrangler|tuer|noyer|frapper)\b/g,
  ),
  sign(/\bme (?:a |avait )?donne (?:des|un) (?:coups?|gifles?|claques?)\b|\bcoups de (?:poing|ceinture)\b/g),
  sign(/\bjete des (?:objets|trucs|choses|assiettes) (?:dessus|sur moi|a la figure)\b|\bme a jete des\b/g),
  sign(/\b(?:bleus|marques|traces|coquards?|oeil au beurre noir) (?:\w+ ){0,4}(?:a cause de|de) (?:lui|mon|ma|son|sa)\b|\bme fait des (?:marques|bleus)\b/g),
  sign(/\bme force a (?:coucher|avoir des rapports|faire l amour)\b|\bme a violee?\b/g),
  sign(/\b(?:agressee?|agression) (?:hier|cette nuit|ce soir|ce matin|dans la rue)\b/g),
  // Someone else being hit.
  sign(/\b(?:la|le|les) (?:frappe|frappait|bat|battait|cogne|cognait|tape|maltraite|tabasse|viole)\b/g),
  sign(
    /\b(?:frappe|bat|battait|cogne|tabasse|frappait|maltraite) (?:sa|ma|ta|leur|notre|son|mon|ses|mes|nos) (?:petite? |grande? )?(?:femme|mere|copine|fille|fils|soeur|enfants?|gosses|mari|frere|compagne)\b/g,
  ),
  sign(/\b(?:nous|les) bat\b|\bnous frappe\b/g),
  // Children hit or touched, threats through the family, being tracked, a weapon kept to be used.
  sign(
    /(?<!\b(?:ca|cela|ce|film|livre|histoire|chanson|musique|message) (?:\w+ )?)\b(?:touche|tripote|touchait|tripotait|caresse|caressait|pelote) (?:mon|ma|mes|son|sa|ses|notre|nos|les|la|le) (?:petite? )?(?:fils|fille|enfants?|gosses?|gamine?s?|neveu|niece|eleves?|soeur|frere|petite fille|petit fils)\b(?! (?:au coeur|profondement|beaucoup|par|les cheveux|la tete|le front)\b)/g,
  ),
  sign(
    /\b(?:frappe|frappent|bat|battent|battait|cogne|tape|tapent|tapait|tabasse|frappait|maltraite|gifle|giflait) (?:les|des|son|sa|ses|mon|ma|mes|nos|notre|leur|leurs) (?:petite? |propres? )?(?:enfants|gosses|gamins?|gamines?|petits|petites|fils|fille|filles|bebe|neveux?)\b(?! (?:au|aux|a le|a les)\b)/g,
  ),
  sign(
    /(?<!\b(?:ca|cela|ce|tu) )\b(?:va|vont|allait|veut|menace de) (?:faire du mal|se en prendre|tuer|frapper|faire la peau|blesser) (?:a )?(?:ma|mes|mon|nos|notre) (?:\w+ )?(?:famille|enfants|fille|fils|mere|pere|parents|proches|soeur|frere|bebe)\b/g,
  ),
  sign(
    /\b(?:mis|installe|cache|colle|pose) (?:\w+ ){0,1}(?:une|un) (?:app|appli|application|logiciel|traceur|mouchard|gps|airtag|balise|logiciel espion) (?:\w+ ){0,5}(?:pour me (?:suivre|surveiller|pister|localiser|espionner|traquer)|a mon insu|en cachette|sans me le dire)\b|\b(?:logiciel espion|mouchard|traceur gps|airtag) (?:\w+ ){0,3}(?:mon|ma) (?:telephone|portable|cell|voiture|sac)\b/g,
  ),
  sign(
    /\bme (?:suit|surveille|piste|localise|traque|espionne) (?:\w+ ){0,2}(?:avec|grace a|par) (?:une|un|son|sa) (?:app|appli|application|traceur|gps|airtag|logiciel|balise)\b/g,
  ),
  sign(/\b(?:a|garde|cache|achete) (?:un|une) (?:fusil|arme|pistolet|flingue|revolver|carabine)\b/g, {
    requires: /\b(?:va se en servir|vais me en servir|menace\w*|se en servir contre|va (?:le|la) (?:sortir|utiliser)|tirer sur)\b/,
  }),
];
