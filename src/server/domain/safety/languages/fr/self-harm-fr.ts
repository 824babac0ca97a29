// Thoughts of suicide or self-harm in French, the writer's own or someone else's. Explicit words
// count alone ("suicidaire", "me tuer", "me scarifier"); everyday words count only in the shape that
// gives them away: "en finir" with nothing after it (not "en finir avec ce boulot"), "mourir" after a
// wish (not "mourir de rire"), "ne plus vivre" with no place after it (not "ne plus vivre à Paris").
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'self-harm', pattern, ...extra });

/** A wish, plan or readiness that turns "mourir" into intent; not "vais" ("vais-je mourir ?" is fear). */
const WISH = String.raw`(?:vouloir|desir de|veux|veut|voulais|voulait|voudrais|voudrait|veuille|aimerais|aimerait|prefererais|prefere|souhaite|souhaiterais|envie de|envie d|pret a|prete a|merite de|meriterais de|devrais|prie pour|pense a|songe a|besoin de|hate de|compte|decide de|essaye de|essayer de|tente de|reve de|tellement envie de)`;
/** Words that may stand between a wish and its object: "veux juste", "voudrais tellement". */
const SOFTENERS = String.raw`(?: (?:juste|vraiment|seulement|simplement|tellement|tant|bien|enfin|tout simplement|sincerement|serieusement|honnetement|franchement|parfois|souvent|encore))*`;

/** Travel, a move or exams explain "je ne serai plus là" without any crisis. */
const AWAY =
  /\b(?:demission\w*|bureau|voyage\w*|vacances|demenag\w*|pars (?:en|au|a|pour)|partir (?:en|au|a le|a|vivre)|canada|etranger|erasmus|stage|expatri\w*|mutation|nouveau (?:job|travail|poste)|association|vide grenier|brocante)\b/;

export const FRENCH_SELF_HARM_SIGNS: readonly Sign[] = [
  // Named outright, but not "suicide commercial" or the prevention of it as a workplace.
  sign(
    /\bsuicid(?:e|es|er|erai|erais|ait|ais|ant|aire|aires|ee|es|ez|ons)?\b(?! (?:commercial|professionnel|politique|social|economique|financier|collectif|socialement|professionnellement|politiquement|commercialement)\b)(?<!prevention (?:du|de le|contre le) suicid\w*)/g,
    // A character's in a novel, or a training course on spotting the risk.
    { unless: /\b(?:du|le|de le|la|de la) (?:heros|heroine|personnage)\b|\bformation (?:sur|de)\b/ },
  ),
  sign(/\b(?:une|ma|sa|des|deux|trois|fait une|premiere) ts\b|\b(?:fait|refait) une tentative\b(?! de)/g),
  sign(/\b(?:serais|serait|serions) (?:\w+ ){0,2}mieux morte?s?\b/g),
  sign(/\b(?:scarifi\w*|automutil\w*|mutile|mutiler|mutilais|mutilait|mutilent|auto agress\w*)\b/g),
  // Killing oneself: "me tuer" with "je" before it (not "il va me tuer", "ça me tue"), "se tuer".
  sign(
    /(?<=\bje (?:(?!(?:il|elle|on|ils|elles|tu|ca|cela|qui) )\w+ ){0,8})me (?:tuer|tue|tuee|tuerai|tuerais|tuais|suicider|supprimer|flinguer|buter)\b(?! (?:au|a la|a le|pour|de rire|a petit feu|a la tache|a expliquer|a te)\b)/g,
  ),
  sign(/\b(?:se|te|nous) (?:tuer|supprimer|flinguer|buter)\b(?! (?:au|a la|a le|a la tache|pour|de rire|a petit feu)\b)/g),
  sign(/\b(?:me|se|te) (?:foutre|fous|fout|fiche) en le air\b/g),
  sign(/\b(?:me|se|te) (?:oter|ote|oterai|donner|donne|donnerai) la (?:vie|mort)\b/g),
  sign(/\b(?:fin|terme) a (?:mes|ses|tes|ma|sa|ta|leurs|nos) (?:jours|vie|existence)\b/g),
  // "En finir" with nothing after it, or with life itself.
  sign(
    /\ben (?:finir|terminer)\b(?= \.|$| (?:une (?:bonne )?fois|pour de bon|pour toujours|definitivement|avec (?:la vie|ma vie|tout|moi|moi meme|la souffrance|cette vie|mes jours)|ce soir|cette nuit|aujourd hui|demain|bientot|maintenant|rapidement|vite|la|je|mais|et|car|parce))/g,
  ),
  sign(/\bpour (?:mourir|crever|en finir|me tuer|ne plus me reveiller|ne plus souffrir|que tout se arrete)\b/g),
  // Wishing to die, or to be dead; not "mourir de rire", "mourir de faim", "mourir d'envie".
  sign(
    new RegExp(
      String.raw`\b${WISH}${SOFTENERS} (?:mourir|crever|etre morte?s?|deja etre morte?|partir pour (?:toujours|de bon))\b(?! (?:de|d|a petit feu|seule?|idiote?|vieux|vieille|heureuse?|en bonne sante|pour (?:toi|lui|elle))\b)`,
      'g',
    ),
  ),
  sign(/\b(?:aimerais|aurais aime|voudrais|prefererais|prefere) (?:\w+ ){0,2}etre morte?\b|\bdevrais etre morte?\b/g),
  sign(
    /\bsi (?:\w+ )?je (?:etais morte?|mourais|crevais|disparaissais|me tuais|me suicidais|ne etais plus la|partais pour toujours|ne existais (?:pas|plus)|existais pas)\b/g,
  ),
  // Not waking up, sleeping for ever.
  sign(
    /\b(?:prie|espere|voudrais|veux|aimerais|souhaite|prier|envie de|voudrait|veut|dormir et|endormir et)(?: \w+){0,3} (?:ne )?(?:pas|plus|jamais) (?:me |se )?reveiller\b(?! (?:a \d\w*|a \w+ heures?|avant|si tot|tot|en retard|pour)\b)/g,
  ),
  sign(/\b(?:dormir|endormir) (?:pour toujours|a jamais|pour de bon|pour le eternite|et ne (?:plus|jamais|pas) (?:me |se )?reveiller)\b/g),
  // No longer wanting to live, with no place or way of living after it.
  sign(
    /\b(?:plus|pas) (?:du tout |vraiment |trop |aucune |aucun )?(?:envie |la force |le courage |le gout |la volonte )?(?:de |d )?(?:continuer a |rester en )?vivre\b(?= \.|$| (?:comme ca|ainsi|sans (?:lui|elle|toi|eux)|dans ce monde|sur cette terre|honnetement|franchement|du tout|non plus|ca sert|je|mais|et|tout court|plus longtemps|davantage|encore|est ce|que|ce est))/g,
  ),
  sign(/\b(?:peux|peut|supporte|supporter|en peux) plus (?:de )?(?:vivre|la vie|ma vie|exister)\b/g),
  sign(/\b(?:fatiguee?|epuisee?|las|lasse|marre|assez|ras le bol|degoutee?|usee?) (?:de|d) (?:vivre|la vie|exister|ma vie)\b/g),
  sign(/\b(?:plus|pas) (?:envie de |envie d )?etre en vie\b/g),
  sign(/\btout arreter (?:\. )?(?:meme )?la vie\b/g),
  sign(/\b(?:issue|solution|sortie) (?:a part|que|sauf|autre que) (?:la mort|mourir|le suicide)\b/g),
  sign(/\b(?:plus|pas|arreter de|cesser de|ne pas|ne plus|plus envie de|plus envie d) exister\b/g),
  sign(/\bmerite (?:pas|plus) de vivre\b/g),
  sign(/\b(?:regrette|regretter) (?:de )?etre nee?\b|\b(?:jamais|pas) naitre\b|\bjamais (?:du )?etre nee?\b/g),
  // No reason to live.
  sign(
    /\b(?:quel est le|quel|plus de|plus aucune|plus aucun|aucune|aucun|pas de|plus le|plus la|pas le|pas la|une|un) (?:\w+ ){0,1}(?:raison|interet|sens|but) (?:de |a |pour )?(?:vivre|continuer|exister|rester en vie|me lever)\b/g,
    { unless: /\b(?:ma raison de vivre (?:ce est|sont|est)|mes enfants sont ma raison)\b/ },
  ),
  sign(
    /\ba quoi bon (?:vivre|continuer|exister|rester|me battre|me lever|tout ca|encore)\b|\bpourquoi (?:je )?(?:continuer\w*|rester\w*) (?:a vivre|en vie)\b/g,
  ),
  sign(/\b(?:ma|la) vie ne a (?:plus|aucun|pas de) (?:de |aucun )?sens\b|\b(?:vie|vivre) ne vaut (?:pas|plus) (?:la peine|le coup)\b/g),
  // Being a burden, no one missing them.
  sign(/\b(?:mieux|plus heureux|plus heureuse|plus heureuses|soulages?|soulagees?|tranquilles?) sans moi\b/g),
  sign(/\b(?:suis|etre|suis que|suis qu) (?:un|une) (?:poids|fardeau|charge)\b(?! (?:de travail|en moins)\b)/g),
  sign(
    /\bpersonne (?:ne )?(?:me )?(?:regretterait|remarquerait|verrait|manquerait|pleurerait|se en apercevrait|se en rendrait compte|se rendrait compte|le remarquerait|me chercherait)\b/g,
  ),
  // Disappearing for good, ending it all, wanting it all to stop.
  sign(/\bdisparaitre (?:pour toujours|a jamais|pour de bon|definitivement|de ce monde|de la surface de la terre|et que personne)\b/g, { unless: AWAY }),
  sign(
    /\b(?:que|veux|voudrais) (?:tout|la douleur|ma vie|la vie|cette douleur|la souffrance|mon coeur|tout ca) (?:\w+ ){0,1}se (?:arrete\w*|termine\w*|finisse|finit)\b(?! (?:entre|avec)\b)/g,
  ),
  sign(/\b(?:plus|pas) (?:envie de |envie d )?etre la\b(?! (?:quand|pour|a|ce|demain matin|la semaine|le|lors|au|cette|en|chez|avec)\b)/g, { unless: AWAY }),
  sign(/\bserai (?:bientot )?plus la\b(?! (?:pour|la semaine|le|lundi|en|a|au|pendant|cet|cette|ce)\b)/g, { unless: AWAY }),
  sign(/\b(?:plus )?rien ne me retient\b/g, { unless: AWAY }),
  sign(
    /\b(?:mort|suicide|mourir) (?:est|serait|reste|semble) (?:\w+ ){0,2}(?:seule|derniere|unique|meilleure) (?:solution|issue|option)\b|\bpas de autre (?:issue|solution) que (?:la mort|mourir|de mourir)\b|\bmourir serait un soulagement\b/g,
  ),
  sign(
    /\b(?:ce|ca) (?:serait|sera) (?:\w+ ){0,2}(?:mieux|plus simple|plus facile) si je\b(?= (?:etais morte?|mourais|disparaissais|ne etais plus la|partais))/g,
  ),
  sign(/\bvaut (?:le coup|la peine) de (?:continuer a )?vivre\b/g),
  sign(/\bla mort (?:serait|sera|est) (?:\w+ ){0,1}(?:plus douce|une delivrance|un soulagement|la solution|preferable|mieux)\b/g),
  sign(/\b(?:vais|veux|va) sauter(?= \.|$)/g),
  sign(/\ben (?:finisse|finirai|finis)\b(?= \.|$| (?:une|pour|avec (?:la vie|ma vie|tout)|ce soir|cette nuit))/g),
  sign(/\b(?:arreter|cesser) de respirer\b|\btout arreter (?:\. )?meme respirer\b/g),
  sign(/\bcomment (?:mourir|me tuer|se tuer|en finir|me suicider|se suicider)\b(?! de)/g),
  sign(/\b(?:me|se) laisse\w* mourir\b(?! de)/g),
  sign(/\bpasserai pas (?:le hiver|la nuit|la semaine|le mois|noel|le week end)\b/g),
  sign(/\b(?:sert|servirait) a rien de (?:vivre|continuer|exister)\b|\b(?:vivre|ma vie|exister) ne sert (?:a rien|plus a rien)\b/g),
  sign(/\bentailles? (?:\w+ ){0,2}(?:bras|cuisses|poignets|jambes|ventre)\b|\bje me coupe(?= \.|$)/g),
  sign(/\bdecide de partir(?= \.|$)/g, { weak: true, unless: AWAY }),
  sign(/\bpartir (?:definitivement|pour toujours|pour de bon|a jamais)(?= \.|$)/g, { unless: AWAY }),
  sign(/\bme suis (?:\w+ )?fait du mal\b|\bserai (?:deja )?morte?\b(?! de\b)/g),
  sign(/\b(?:arreter|cesser) de vivre\b(?! (?:dans|a|en|avec|pour|chez|comme|sous)\b)/g),
  sign(/\btout arreter (?:definitivement|pour de bon|pour toujours)\b|\b(?:plus|pas) (?:envie de )?me battre pour (?:vivre|rester en vie)\b/g),
  sign(/\btout prepare pour (?:partir|mourir|en finir)\b(?= \.|$)/g, { unless: AWAY }),
  sign(/\b(?:me|se) planter (?:un|une) (?:couteau|lame|ciseaux)\b|\b(?:me|se) poignarder\b/g),
  sign(/\ben aller (?:pour toujours|pour de bon|definitivement|a jamais)\b/g, { unless: AWAY }),
  sign(/\b(?:coupures|entailles|marques de coupures?) (?:\w+ ){0,2}(?:les |ses |mes )?(?:bras|poignets|cuisses)\b/g),
  sign(/\bmourir (?:\w+ ){0,3}(?:me soulage|soulagement)\b|\bsoulage\w* (?:\w+ ){0,3}(?:de )?mourir\b/g),
  sign(/\b(?:sais|sais pas) (?:pas |plus )?si je (?:veux|vais|peux) (?:encore |continuer a )?vivre\b/g),
  sign(/\bme serais (?:\w+ )?(?:tuee?|suicidee?|foutue? en le air)\b/g),
  sign(/\bfaire une (?:betise|connerie)(?= ce soir| cette nuit)/g),
  sign(/\bfaire une (?:betise|connerie)\b/g, { requires: /\b(?:medicaments|medocs|cachets|corde|pont|lame|somniferes)\b/ }),
  sign(/\benfin (?:mourir|crever|partir pour toujours)\b/g),
  sign(/\bhate (?:de mourir|que (?:tout|ca) se (?:arrete|termine|finisse))\b|\bje le souhaite\b/g, { requires: /\b(?:mourir|mort|crever)\b/ }),
  sign(/\b(?:que|si) (?:tout|ma vie|tout ca) (?:soit|etait|serait) (?:enfin )?(?:fini|finie|termine|terminee)\b(?= pour (?:moi|de bon|toujours))/g),
  sign(/\b(?:que|si) (?:tout|ma vie|tout ca) (?:soit|etait|serait) (?:enfin )?(?:fini|finie|termine|terminee)\b(?! (?:avec|entre|avant)\b)/g, { weak: true }),
  sign(/\bcomment (?:continuer a vivre|vivre encore|survivre a ca)\b|\brejoindre les anges\b|\bmieux (?:au ciel|au paradis|la haut|six pieds sous terre)\b/g),
  sign(/\bsauter la cervelle\b|\bballe dans la tete\b|\b(?:me|se) (?:empoisonner|empoisonne)\b/g),
  sign(/\bne me (?:reverrez|reverras|reverront) (?:plus|jamais)\b/g, { unless: AWAY }),
  sign(/\b(?:dernier jour|derniere nuit|derniers jours) (?:sur terre|de ma vie|en vie|ici bas)\b/g),
  sign(
    /\b(?:plus|pas) (?:envie de |envie d )?etre (?:sur cette terre|de ce monde|dans ce monde|vivante?)\b|\bquitter (?:ce monde|cette terre|la vie|cette vie)\b(?! de\b)|\b(?:veux|voudrais) plus respirer\b/g,
  ),
  sign(/\brejoindre (?:mon|ma|mes) (?:\w+ ){0,1}(?:decedee?s?|morte?s?|defunte?|disparue?)\b/g),
  sign(/\brejoindre (?:mon|ma|mes) (?:\w+ ){0,2}(?:au ciel|au paradis|la haut|de le autre cote)\b/g),
  // Self-harm: cutting, burning, hitting oneself on purpose.
  sign(
    /\b(?:me|se|te) (?:suis |est |sont |ai |sommes )?(?:encore |deja |souvent |encore une fois )?(?:coupe|coupee|couper|coupais|coupait|coupes|coupent|taillade\w*|tailler|entaille\w*|ouvert|ouvre|ouvrir|ouvrirai) (?:les |le |mes |ses |la |sur les )?(?:bras|poignets?|veines|cuisses|jambes|peau|avant bras)\b/g,
  ),
  sign(
    /\b(?:me|se|te) (?:suis |est |ai )?(?:coupe|coupee|couper|coupais|coupait|blesse|blessee|blesser|blessais|brule|brulee|bruler|brulais|frappe|frapper|griffe\w*|mords?|mordre|pique\w*)\b(?=(?: \w+){0,6} (?:lame|lames|rasoir|cutter|ciseaux|compas|expres|volontairement|pour me punir|pour ne plus rien ressentir|pour ressentir|pour oublier|contre les murs|contre le mur|cigarette|cigarettes|briquet|jusque au sang|au sang)\b)/g,
  ),
  sign(
    /\b(?:recommence|recommencer|continue|continuer|arrete pas|arrive pas a arreter) (?:a |de )?me (?:couper|scarifier|bruler|blesser|mutiler|faire du mal)\b/g,
  ),
  sign(
    /(?<=\b(?:de|a|je|pour|vais|veux|voudrais|envie de) )me faire du mal\b|\bje me (?:\w+ )?(?:fais|faisais|ferai) du mal\b(?! (?:a penser|en pensant|en regardant|a regarder|a relire|en relisant|avec ces)\b)|\bse (?:fait|faire|fera|faisait|font) du mal\b(?! (?:a penser|en pensant|en regardant)\b)/g,
  ),
  // Methods.
  sign(/\b(?:me|se|te) pendre\b|\bcorde pour (?:me|se)\b/g),
  sign(
    /\b(?:me|se|te) (?:jeter|jette|jetterai|jetterais) (?:par la fenetre|sous (?:un|une|le|la) (?:\w+ )?(?:train|voiture|metro|bus|camion|rer|tram|tramway)|du (?:pont|toit|balcon|haut)|du (?:\w+ )?etage|dans le vide|de la falaise|de le pont|de un pont|dans (?:la seine|le fleuve|la riviere|le canal|la mer|le lac|le rhone|la loire|le vide))\b/g,
  ),
  sign(/\bsauter (?:du|de un|de une|de la|de le|par la|dans le) (?:\w+ ){0,1}(?:pont|toit|fenetre|balcon|falaise|vide|viaduc|immeuble)\b/g),
  sign(/(?<!\bpeur de )\b(?:me|se) noyer\b(?! en nageant| dans (?:le|un|mon|ses|mes|la|les) (?:travail|verre|boulot|larmes|dossiers|chocolat))/g),
  sign(/\b(?:me|se|te) (?:tirer|tire|tirerai) une balle\b/g),
  sign(
    /\b(?:prendre|avaler|prends|avale|pris|avalerai|prendrai)(?: \w+){0,1} (?:tous|toutes|toute) (?:mes|ses|la|les|une|ma) (?:\w+ ){0,1}(?:medicaments|medocs|cachetons|cachets|comprimes|pilules|somniferes|boite|plaquette)\b/g,
  ),
  sign(/\b(?:medicaments|cachets|comprimes|pilules|somniferes) (?:\w+ ){0,2}(?:expres|volontairement)\b/g),
  sign(
    /\b(?:stocke|garde|mis de cote|cache|accumule|amasse|economise|mets de cote) (?:des|mes|plein de) (?:\w+ ){0,1}(?:medicaments|cachets|comprimes|pilules|somniferes)\b/g,
  ),
  // Saying goodbye.
  sign(/\b(?:lettres?|mots?|messages?) de adieu\b/g),
  sign(/\badieu (?:a tous|tout le monde|a toutes|les amis|a vous)\b/g, { unless: AWAY }),
  sign(/\b(?:mon|ma) (?:dernier message|derniere question)\b(?=.*\b(?:adieu|au revoir)\b)/g),
  sign(/\blettres? (?:a|pour) (?:ma famille|mes enfants|mes proches|mes parents|ma mere|mon mari|ma femme) pour (?:apres|quand je ne serai plus la)\b/g),
  sign(/\bne en aurai (?:plus|pas) besoin\b/g, { unless: AWAY }),
  sign(/\b(?:pret|prete) a partir pour (?:de bon|toujours)\b/g),
  // Weak signs of despair: one alone is ordinary tiredness, two together are not.
  sign(/\b(?:suis|etre) a bout\b(?! de (?:patience|nerfs|souffle|forces? avec))/g, { weak: true }),
  sign(/\ben peux plus\b(?! de (?:ces|ce|cette|mon|ma|mes|la|le|les|attendre|son|sa|ses))/g, { weak: true }),
  sign(/\bau bout du rouleau\b/g, { weak: true }),
  sign(/\b(?:desespere|desesperee|desespoir)\b/g, { weak: true }),
  sign(/\bpleure tous les (?:soirs|jours|nuits)\b/g, { weak: true }),
  sign(/\bpersonne ne me aime\b/g, { weak: true }),
  sign(/\bidees noires\b/g, { weak: true }),
  sign(/\bpense a la mort\b/g, { weak: true }),
  sign(/\bplus peur de (?:mourir|la mort)\b/g, { weak: true }),
  sign(/\bque ca se arrete\b/g, { weak: true }),
  sign(/\bveux partir(?= \.|$)/g, { weak: true, unless: AWAY }),
  sign(/\bce est fini pour moi\b/g, { weak: true }),
  sign(/\bau revoir (?:a )?(?:tout le monde|a tous)\b/g, { weak: true, unless: AWAY }),
  sign(/\bvois (?:pas|plus) le bout du tunnel\b/g, { weak: true }),
  sign(/\bplus la force\b/g, { weak: true }),
  // Indirect goodbyes and wishes to be gone: the shape, not the words, tells them from a move or a trip.
  sign(/\b(?:suis|me sens) (?:\w+ ){0,1}de trop\b(?! (?:dans (?:cette|ce|leur|la) (?:equipe|groupe|soiree|conversation|reunion)))/g, { weak: true }),
  sign(
    /\b(?:autant|mieux vaut|veux|voudrais|envie de|prefere) (?:juste |simplement )?disparaitre\b(?! (?:sous|dans|de la soiree|quelques|pour le week end|une semaine)\b)/g,
    {
      weak: true,
      unless: AWAY,
    },
  ),
  sign(/\b(?:partir|me en aller|disparaitre|sortir) de ce monde\b/g),
  sign(/\bfait (?:mes|ses) adieux (?:a tout le monde|a tous|a la vie|au monde)\b/g, {
    unless: /\b(?:travail|boulot|collegues|stage|ecole|bureau|job|equipe|club|demenag\w*|voyage|depart|retraite)\b/,
  }),
  sign(/\bdis adieu a (?:tout|la vie|ce monde)\b(?! (?:ce|ca|cela|ces|les|mes|mon|ma|stress|boulot)\b)/g, { unless: AWAY }),
  sign(/\b(?:dis |dire )?au revoir (?:a )?(?:tout le monde|a tous|a tout)\b(?= (?:\. )?(?:pour de bon|pour toujours|definitivement|a jamais))/g, {
    unless: AWAY,
  }),
  sign(/\b(?:donne|distribue|offert|vendu|donner) (?:\w+ ){0,1}(?:mes|toutes mes) (?:affaires|objets|choses|bijoux|vetements)\b/g, {
    weak: true,
    unless: AWAY,
  }),
  sign(/\ben aurai (?:plus|pas|plus jamais) besoin\b/g, { weak: true, unless: AWAY }),
  sign(/\b(?:veux|voudrais|envie de|aimerais|vais|hate de) (?:\w+ ){0,1}(?:le|la|les) rejoindre\b(?! (?:a|au|en|chez|la bas|ce|demain|pour|dans|apres)\b)/g, {
    requires: /\b(?:me manque\w*|decede\w*|mort|morte|deces|au ciel|enterre\w*|perdu)\b/,
    unless: AWAY,
  }),
  sign(
    /\bme suis (?:encore|de nouveau|a nouveau|encore une fois|re) ?(?:coupee?|scarifiee?|brulee?|blessee?)\b(?! (?:en|avec (?:le|un|une) (?:couteau de cuisine|papier)|au|a le|sur|dans|pendant)\b)/g,
  ),
  sign(/\b(?:ce est|sera|est) (?:mon|ma) (?:dernier jour|derniere nuit|derniere journee)\b(?= \.|$| (?:je|et|alors))/g, {
    unless: /\b(?:travail|boulot|stage|ecole|fac|bureau|job|contrat|vacances|demenag\w*|voyage|poste|cours|lycee|college|chantier|service)\b/,
  }),
  sign(/\b(?:veux|voudrais|envie de|peux) (?:\w+ )?plus continuer\b(?! (?:a|avec|comme ca|ce|cette|ces|le|la|les|mes|mon|ma|dans|sur|chez)\b)/g, {
    weak: true,
    unless: AWAY,
  }),
  sign(
    /\bme sens (?:comme )?(?:un|une) (?:poids|fardeau|charge)\b(?! (?:de travail|en moins|pour (?:le|la|mon|ma|notre) (?:equipe|projet|boulot|service|association|club))\b)/g,
  ),
  sign(
    /\b(?:foncer|fonce|rentrer|jeter|precipiter|lancer) (?:\w+ ){0,2}(?:en voiture |avec (?:la|ma) voiture |(?:ma|la) voiture )(?:\w+ ){0,1}(?:dans|contre) (?:un|le|une|la) (?:mur|arbre|pilier|platane|camion|poteau|pont|rambarde)\b/g,
    {
      requires: /\b(?:pense|pensais|envie|veux|voudrais|songe|tente|tentee?)\b/,
    },
  ),
];
