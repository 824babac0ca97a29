// Medical signs in German: what needs emergency services now, and what should be checked promptly.
// Idioms are left out by shape: "Herzklopfen, wenn ich ihn sehe", "mir stockt der Atem", "ich
// ersticke in Arbeit", "ich hätte fast einen Herzinfarkt bekommen, als ich die Rechnung sah".
import type { Sign } from '../../sign.ts';

const emergency = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-emergency', pattern, ...extra });
const urgent = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-urgent', pattern, ...extra });

/** A pain that came and went some time ago: worth a prompt check, not an ambulance. */
const PAST_EPISODE =
  /\b(?:sind weg|ist weg|waren weg|vorbei|verschwunden|letzten monat|letzte woche|vor (?:einem|zwei|ein paar|einigen) (?:monaten?|wochen))\b/;
const CHEST =
  /\b(?:schmerzen|schmerz|stechen|druck|engegefuhl|enge|brennen|ziehen) (?:\w+ ){0,2}(?:in der|im|auf der|an der|in meiner) (?:brust|brustkorb|herzgegend)\b|\b(?:schmerz|schmerzen|druck|stechen) (?:\w+ ){0,3}(?:die|meine) brust\b|\bbrust (?:\w+ ){0,1}(?:zuschnurt|zugeschnurt)\b|\bbrustschmerz\w*|\b(?:brust|brustkorb) tut (?:\w+ ){0,1}weh\b|\btut (?:mir )?(?:die|der) (?:brust|brustkorb) weh\b/g;

export const GERMAN_MEDICAL_SIGNS: readonly Sign[] = [
  emergency(CHEST, { unless: PAST_EPISODE }),
  urgent(new RegExp(CHEST.source, 'g'), { requires: PAST_EPISODE }),
  // Not one in a year gone by ("hatte 2015 einen Herzinfarkt").
  emergency(/(?<!\bfast (?:\w+ ){0,2})\b(?:herzinfarkt|herzstillstand|infarkt)\b(?! (?:gestorben|verstorben|bekommen als)\b)/g, {
    unless: /\b(?:19|20)\d\d\b/,
  }),
  // Stroke: the face, an arm, speech, all of a sudden.
  // "Fast einen Schlaganfall bekommen" at news or a bill is a figure of speech, as with a heart attack.
  emergency(/(?<!\bfast (?:\w+ ){0,2})\bschlaganfall\b/g),
  emergency(
    /\b(?:gesicht|mund|mundwinkel|gesichtshalfte) (?:\w+ ){0,3}(?:hangt|hangen|schief|gelahmt|verzogen)\b|\bhangt (?:\w+ ){0,2}(?:gesichtshalfte|mundwinkel)\b/g,
  ),
  emergency(/\bkann (?:\w+ ){0,3}(?:arm|bein|hand|seite) (?:\w+ ){0,1}nicht (?:mehr )?bewegen\b/g),
  emergency(
    /\bkann (?:\w+ ){0,2}nicht (?:mehr )?(?:richtig )?sprechen\b(?! (?:vor|mit|uber)\b)|\bspricht (?:ganz )?(?:komisch|undeutlich|verwaschen|lallend)\b/g,
  ),
  // Breathing.
  emergency(
    /\b(?:kann|konnen) (?:\w+ ){0,1}nicht (?:mehr )?(?:richtig )?atmen\b|\b(?:bekomme|krieg|kriege|bekommt|kriegt) (?:\w+ ){0,1}(?:keine|kaum|schlecht) luft\b|\batemnot\b|\batmet (?:\w+ ){0,1}(?:nicht|kaum|ganz schlecht|schlecht)\b|\blippen (?:\w+ ){0,2}blau\b/g,
  ),
  emergency(/\bkomme (?:\w+ ){0,1}nicht (?:mehr )?zu atem\b|\b(?:ringe|japse) nach luft\b|\bgesichtslahmung\b/g),
  emergency(
    /\b(?:linker|linke|linken) arm (?:\w+ ){0,1}(?:kribbelt|ist taub|schmerzt|tut weh)\b|\b(?:kribbeln|taubheit|schmerzen) (?:\w+ ){0,2}(?:im )?linken arm\b|\bblaue lippen\b/g,
  ),
  emergency(/\bsteife[nr]? nacken\b|\bnackensteife\b/g, { requires: /\bfieber\b/ }),
  emergency(/\bschwer (?:\w+ ){0,3}verbrannt\b|\bverbrennung\w* (?:dritten|zweiten) grades\b/g),
  emergency(/\bschwarz vor augen\b/g, { requires: /\b(?:diabet\w*|unterzucker\w*|zucker)\b/ }),
  emergency(/\b(?:arm|bein|\w*seite|gesicht|korperhalfte)\w* (?:\w+ ){0,3}(?<!\bwie )gelahmt\b|\batmet (?:\w+ ){0,4}nicht (?:mehr )?(?:normal|richtig)\b/g),
  emergency(
    /\b(?:zieht|ausstrahlt|strahlt)\w* (?:\w+ ){0,3}(?:linken arm|kiefer)\b|\b(?:in den|im) linken arm (?:zieht|ausstrahlt|strahlt)\b|\bstechen im herzen\b/g,
  ),
  emergency(/\b(?:es|blutung|blut|das bluten) hort nicht (?:mehr )?auf\b/g, { requires: /\b(?:blut\w*|nasenbluten)\b/ }),
  emergency(/\b(?:ersticke|erstickt)\b(?! (?:in|an (?:der|seiner|meiner) (?:arbeit|verantwortung))\b)/g),
  // Unconscious, collapsed, not waking.
  emergency(
    /\bbewusstlos\b|\bohnmachtig\b(?= (?:\w+ ){0,2}(?:und|wacht|reagiert)\b)|\breagiert (?:\w+ ){0,1}nicht(?: mehr)?\b(?! (?:auf (?:meine|seine|ihre|die|mich)|mehr auf)\b)|\bwacht (?:\w+ ){0,1}nicht (?:mehr )?auf\b|\bzusammengebrochen\b|\bkollabiert\b/g,
  ),
  // Heavy bleeding; bleeding or pain in a pregnancy.
  emergency(
    /\b(?:blute|blutet|bluten|blutung|blutungen) (?:\w+ ){0,2}(?:stark|sehr stark|heftig|extrem|viel|ununterbrochen|wie verruckt)\b|\bstarke (?:blutung|blutungen)\b|\buberall (?:ist )?blut\b|\b(?:viel|sehr viel|zu viel) blut verloren\b|\bblut uberall\b|\bblutet am kopf\b/g,
  ),
  emergency(/\b(?:blute|blutet|blutung|blutungen|bauchschmerzen|krampfe|wehen|fruchtwasser|gesturzt|runtergefallen|hingefallen|sturz)\b/g, {
    requires: /\bschwanger\w*\b/,
  }),
  // Poisoning and overdose.
  emergency(
    /\b(?:putzmittel|bleiche|klorix|domestos|entkalker|lauge|bleichmittel|spulmittel|reiniger|chlor|waschmittel|abflussreiniger|frostschutz\w*|rattengift|gift|pilze|batterie\w*|knopfzelle\w*|tabletten|pillen|medikamente|lampenol|benzin|spiritus|waschmittelkissen|\w*tabs|\w*reiniger|\w*putzmittel|\w*spulmittel)\b(?: \w+){0,3} (?:getrunken|geschluckt|gegessen|verschluckt|erwischt)\b/g,
  ),
  emergency(/\buberdosis\b/g),
  emergency(/\b(?:tabletten|pillen|medikamente|schlaftabletten) (?:\w+ ){0,2}(?:genommen|geschluckt)\b/g, {
    requires: /\b(?:ganz viele|zu viele|alle|ganze packung|eine menge|haufenweise)\b/,
  }),
  emergency(/\b(?:tabletten|pillen|medikamente|schlaftabletten) (?:\w+ ){0,2}(?:genommen|geschluckt)\b/g, {
    requires: /\bum (?:sich|mich) (?:umzubringen|zu toten)\b|\bum zu sterben\b/,
  }),
  emergency(/\b(?:lila|violette|dunkelrote|rote) (?:flecken|punkte) (?:\w+ ){0,2}nicht (?:weggehen|verschwinden|wegdrucken)\b/g),
  emergency(/\basthmaanfall\b|\basthmaspray\b/g, { requires: /\b(?:hilft nicht|wirkt nicht|keine luft|nicht atmen|hilft nichts)\b/ }),
  emergency(
    /\b(?:alle (?:meine |die )?|die ganze packung |(?:eine|ne|n) ganze (?:packung|schachtel|dose|flasche) |ganze packung |zu viele |viel zu viele |eine handvoll )(?:\w+ )?(?:tabletten|pillen|schlaftabletten|medikamente|schmerzmittel|beruhigungsmittel|antidepressiva|paracetamol|ibuprofen|aspirin|schmerztabletten)\b(?=(?: \w+){0,3} (?:genommen|geschluckt|eingeworfen)\b)/g,
  ),
  emergency(/\bpulsadern (?:aufgeschnitten|aufgeschlitzt)\b/g),
  // Allergy, seizure, blood coughed or vomited, the worst headache.
  emergency(/\b(?:hals|zunge|lippen|gesicht|rachen) (?:\w+ ){0,3}(?:schwillt|schwellen|geschwollen|zugeschwollen)\b|\ballergische reaktion\b|\banaphylak\w*/g),
  emergency(/\bkrampfanfall\b|\bepileptischen? anfall\b|\bkrampft\b/g),
  emergency(
    /\b(?:huste|hustet|husten|spucke|spuckt|erbreche|erbricht|kotze|kotzt|breche|bricht) (?:\w+ ){0,3}blut\b|\bblut (?:husten|gehustet|gespuckt|erbrochen)\b/g,
  ),
  emergency(
    /\bschlimmsten kopfschmerzen (?:meines|ihres|seines) lebens\b|\b(?:plotzlich|auf einmal) (?:\w+ ){0,2}(?:unertragliche|extreme|heftigste|starkste|brutale) kopfschmerzen\b/g,
  ),
  // Thoughts of harming a baby.
  emergency(
    /\b(?:meinem|unserem) (?:baby|saugling|neugeborenen) (?:\w+ ){0,2}(?:wehtun|weh tun|wehzutun|etwas antun|was antun|etwas anzutun|was anzutun|schaden|zu schaden)\b|\b(?:mein|unser) (?:baby|saugling) (?:\w+ ){0,2}(?:schutteln|ersticken|zu schutteln|zu ersticken|verletzen|zu verletzen)\b/g,
  ),
  // Worth a prompt check.
  urgent(
    /\b(?:knoten|beule|geschwulst|verhartung) (?:\w+ ){0,3}(?:in|im|am|unter|an) (?:der |meiner |seiner |ihrer |dem |meinem )?(?:linken |rechten )?(?:arm|brust|hals|hoden|achsel|leiste)\b|\b(?:am hals|in der brust|unter der achsel) (?:\w+ ){0,3}knoten\b/g,
  ),
  urgent(/\bblut im (?:stuhl|stuhlgang|urin|sperma)\b|\b(?:pinkle|pinkel|uriniere) blut\b|\bblutiger? (?:stuhl|urin)\b/g),
  urgent(/\babgenommen (?:\w+ ){0,3}(?:ohne|ungewollt)\b|\b(?:ohne|ungewollt) (?:\w+ ){0,4}abgenommen\b/g),
  urgent(/\b(?:muttermal|leberfleck)\w* (?:\w+ ){0,7}(?:blutet|verandert|gewachsen|dunkler|juckt)\b/g),
  urgent(/\b(?:huste|husten|hustet) (?:\w+ ){0,3}seit (?:\w+ ){0,1}(?:wochen|monaten)\b/g),
  urgent(/\bfleck\w* (?:\w+ ){0,3}(?:der|die|das) (?:wachst|blutet|sich verandert|grosser wird)\b/g),
  urgent(/\bblaue flecken (?:\w+ ){0,2}ohne grund\b|\bohne grund (?:\w+ ){0,2}blaue flecken\b/g),
  urgent(/\blymphknoten\b/g, { requires: /\bseit (?:einem|zwei|drei|mehreren|vielen|\w+) (?:monat|monaten|wochen)\b/ }),
  urgent(/\bkopfschmerzen (?:\w+ ){0,4}(?:ubergeben|erbrechen|erbreche)\b/g, { requires: /\bseit (?:\w+ )?(?:wochen|monaten)\b/ }),
  urgent(/\bstuhl (?:\w+ ){0,5}schwarz\b|\bschwarzer stuhl\b|\bteerstuhl\b/g),
  urgent(/\b(?:periode|regel|regelblutung|tage) (?:\w+ ){0,2}(?:extrem|sehr|super|total) stark\b|\bjede stunde (?:\w+ ){0,1}wechseln\b/g),
  urgent(/\b(?:standig|immer|extrem|viel) durst\b/g, { requires: /\b(?:pinkeln|pinkle|wasserlassen|urin)\b/ }),
  urgent(/\bnachtschweiss\b|\bnachts (?:\w+ ){0,2}durchgeschwitzt\b/g),
  urgent(/\b(?:kann (?:\w+ ){0,1}schlecht|schwierigkeiten beim|probleme beim|muhe beim) schlucken\b|\bschluckbeschwerden\b/g),
  urgent(/\b(?:haut|augen) (?:\w+ ){0,5}gelb\b/g),
  urgent(
    /\bblute\w* (?:\w+ ){0,2}(?:zwischen (?:meinen|den) (?:perioden|tagen|regeln|blutungen)|nach den wechseljahren|nach der menopause)\b|\bzwischenblutung\w*|\bblutungen zwischen\b/g,
  ),
  urgent(/\b(?:sehe|sieht) (?:\w+ ){0,3}(?:verschwommen|unscharf)\b/g, { requires: /\bseit\b/ }),
  urgent(/\bkopfschmerzen (?:\w+ ){0,3}(?:schlimmer werden|immer schlimmer|werden schlimmer|immer starker|starker werden)\b/g),
  urgent(/\bherz (?:\w+ ){0,2}(?:stolpert|setzt aus|unregelmassig)\b|\bherzstolpern\b|\b(?:herzrasen|rast) ohne grund\b/g),
  urgent(/\b(?:treppe\w*|treppensteigen) (?:\w+ ){0,3}ausser atem\b|\bausser atem (?:\w+ ){0,3}treppe\w*/g),
  urgent(/\b(?:wunde|stelle|geschwur) (?:\w+ ){0,3}(?:die|das|der) nicht (?:heilt|abheilt|weggeht)\b/g),
  urgent(/\bfieber (?:\w+ ){0,1}seit (?:\w+ ){0,1}wochen\b|\bseit (?:\w+ ){0,1}wochen (?:\w+ ){0,1}fieber\b/g),
  urgent(/\b(?:standig|seit (?:\w+ ){0,2}(?:wochen|monaten|einem monat)) (?:\w+ ){0,2}taub\b/g),
  urgent(/\b(?:bauchschmerzen|schmerzen) (?:\w+ ){0,3}nicht (?:weggehen|weg gehen|besser werden|vergehen|aufhoren)\b/g),
  urgent(
    /\b(?:werde|wurde|falle|kippe) (?:\w+ ){0,2}(?:ohnmachtig|in ohnmacht|um)\b(?=(?: \w+){0,3} (?:oft|standig|immer wieder|ohne grund|mehrmals)\b)|\b(?:oft|standig|immer wieder|mehrmals) (?:\w+ ){0,1}(?:ohnmachtig|um)\b/g,
  ),
  // Stroke in plain words, and the everyday pairings that need a prompt check.
  emergency(
    /\b(?:korperhalfte|gesichtshalfte|eine seite|halbe gesicht|halbe korper|eine korperseite) (?:\w+ ){0,2}(?:taub|gelahmt|lahm|hangt|schlaff|gefuhllos)\b/g,
  ),
  emergency(/\b(?:redet|spricht) (?:ganz |so |total )?(?:komisch|seltsam|verwaschen|undeutlich|wirr|lallend)\b/g, {
    requires: /\b(?:plotzlich|auf einmal|ganz schnell|taub|gelahmt|hangt|gesicht)\b/,
  }),
  urgent(/\b(?:jeden morgen|morgens|jeden tag)\b/g, { requires: /^(?=.*\bkopfschmerz\w*)(?=.*\b(?:ubergeben|erbrechen|erbreche|kotzen|kotze|spucken)\b)/ }),
  urgent(
    /\bschwitze (?:\w+ ){0,2}(?:nachts|jede nacht|in der nacht)\b|\bnachts (?:\w+ ){0,2}(?:durchgeschwitzt|nassgeschwitzt|schweissgebadet)\b|\bnachtschweiss\b/g,
    {
      requires: /\b(?:nehme \w+ ab|abgenommen|gewicht|kilo\w*|fieber)\b/,
    },
  ),
  urgent(/\bschwind\w*\b/g, { requires: /\b(?:falle|fallt|hinfalle|hingefallen|sturze|sturz\w*|umkippe|kippe um)\b/ }),
];
