// Thoughts of suicide or self-harm in German, the writer's own or someone else's. Explicit words
// count alone ("Suizidgedanken", "mich umbringen", "ritzen"); everyday words count only in the shape
// that gives them away: "mich umbringen" with "ich" as its subject (not "das bringt mich um"),
// "sterben" after a wish (not "ich sterbe vor Neugier"), "nicht mehr leben" with no place before it
// (not "nicht mehr bei meinen Eltern leben"), "Schluss machen" with everything (not "mit ihm").
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'self-harm', pattern, ...extra });

/** "Ich" within a few words before, with no other subject between: the writer does it to themself. */
const BY_ME = String.raw`(?<=\bich (?:(?!(?:er|sie|du|ihr|man|jemand|der|die|das|es) )\w+ ){0,6})`;
/** Words that may stand between a wish and its object: "will einfach nur noch", "möchte endlich". */
const FILLERS = String.raw`(?: (?:einfach|nur|noch|endlich|jetzt|heute|morgen|bald|so|gern|gerne|lieber|wirklich|echt|ernsthaft|halt|eben|doch|ja|mal|schon|nun|gleich|sofort|es|am liebsten|im schlaf|ehrlich gesagt|innerlich|ich|manchmal|oft|eigentlich|nichts als))*`;
const WISH = String.raw`(?:will|willst|wollte|wollen|mochte|mochten|mocht|wurde gerne|wurde lieber|wunsche mir|bete|hoffe|bereit|verdiene es|sehne mich danach|lust|bock|plane|versuche)`;

/** Travel, a move or exams explain "ich bin nicht mehr da" without any crisis. */
const AWAY =
  /\b(?:buro|kundige\w*|reise\w*|urlaub|umzug|umziehen|ziehe|fliege|flug|ausland|auswandern|kanada|australien|semester|praktikum|job|stelle|kur|klinik|verein|flohmarkt|spende\w*)\b/;

export const GERMAN_SELF_HARM_SIGNS: readonly Sign[] = [
  // Named outright, but not a "beruflicher Selbstmord" or suicide prevention as a workplace.
  sign(
    /(?<!\b(?:beruflicher|beruflichen|kommerzieller|kommerziellen|politischer|politischen|sozialer|sozialen|finanzieller|reiner|glatter) )\b(?:selbstmord|suizid|freitod)(?!pravention|forschung)\w*/g,
  ),
  sign(/\b(?:selbstverletz\w*|svv|ritze|ritzt|ritzen|ritzte|ritzten|geritzt|zu ritzen)\b/g),
  // Killing oneself: "ich … mich umbringen", "sich umbringen", "bringt sich um".
  sign(
    new RegExp(
      String.raw`${BY_ME}mich (?:\w+ ){0,3}(?:umbringen|umbringe|umbrachte|umgebracht|umzubringen|toten|zu toten|killen|abknallen|abzuknallen|erschiessen|zu erschiessen|aufhangen|aufzuhangen|erhangen|ertranken|zu ertranken|vergiften|zu vergiften|erstechen)\b`,
      'g',
    ),
  ),
  sign(
    /\bich (?:bringe|bring|erschiesse|erschiess|erhange|hange|hang|ertranke|vergifte|tote|kille) mich\b(?: (?:\w+ ){0,3}(?:um|auf|vor|von))?(?! (?:um (?:den|die|das)|in (?:die|das|den) arbeit|ins)\b)/g,
  ),
  sign(
    /\bsich (?:\w+ ){0,3}(?:umbringen|umzubringen|umgebracht|toten|zu toten|erschiessen|zu erschiessen|aufhangen|aufzuhangen|erhangen|erhangt|ertranken|vergiften|zu vergiften)\b/g,
  ),
  sign(/\b(?:bringt|bringen|brachte|brachten) sich (?:\w+ ){0,4}um\b(?! (?:den|die|das|sein|seine|seinen|ihr|ihre|ihren|jeden|alles)\b)/g),
  sign(
    /\b(?:mir|sich|dir) (?:\w+ ){0,2}das leben (?:zu )?(?:nehmen|genommen|nimmt|nehme|nahm)\b|\b(?:meinem|seinem|ihrem|deinem) leben ein ende (?:zu )?(?:setzen|machen|bereiten|gesetzt|gemacht)\b/g,
  ),
  sign(
    /\bschluss (?:\w+ ){0,2}(?:mit (?:allem|meinem leben|dem leben|mir|allem hier)|fur immer|endgultig)\b|\bmit (?:allem|meinem leben|dem leben) (?:\w+ ){0,2}schluss\b/g,
  ),
  sign(/\b(?:es|alles) (?:\w+ ){0,2}(?:beenden|zu beenden)\b(?= \.|$| (?:alles|fur immer|endgultig|heute|ich))/g, {
    unless: /\b(?:beziehung|ehe|job|vertrag|projekt|studium|freundschaft|mit (?:ihm|ihr))\b/,
  }),
  sign(/\bum (?:zu sterben|mich umzubringen|es zu beenden|nicht mehr aufzuwachen|tot zu sein|allem ein ende zu setzen)\b/g),
  // Wishing to die or to be dead; not "sterben vor Neugier", "nicht allein sterben".
  sign(
    new RegExp(
      String.raw`\b${WISH}${FILLERS} (?:zu )?(?:sterben|tot sein|tot zu sein|krepieren|abkratzen|verrecken)\b(?! (?:vor|an|fur|wie|in (?:frieden|ruhe)|alt)\b)`,
      'g',
    ),
  ),
  sign(/\b(?:sterben|tot sein|krepieren) (?:will|wollte|mochte|mochten|wurde)\b/g),
  sign(/\b(?:ware|waren) (?:\w+ ){0,2}(?:lieber |am liebsten |besser )?tot\b|\blieber tot\b|\btot ware\b|\bsollte (?:\w+ ){0,1}tot sein\b/g),
  sign(
    /\b(?:besser|einfacher|leichter) (?:\w+ ){0,2}wenn ich (?:\w+ ){0,2}(?:sterbe|sterben wurde|nicht mehr (?:da|hier) ware|weg ware|tot ware|nicht mehr lebe)\b/g,
  ),
  sign(/\bverdiene es nicht (?:\w+ )?zu leben\b/g),
  // Not waking up, sleeping for ever.
  sign(
    /\b(?:nimmer|nimma|nimmermehr|nie mehr|nicht mehr) (?:\w+ ){0,3}aufwach\b|\bnicht mehr (?:auf)?(?:wachen|aufwachen|aufzuwachen|aufwache)\b|\bnie (?:mehr|wieder) aufwachen\b|\bwache (?:\w+ ){0,2}nicht mehr auf\b|\bfur immer (?:schlafen|einschlafen)\b/g,
  ),
  // No longer wanting to live; German puts a place before the verb ("nicht mehr in München leben").
  sign(
    /\b(?:will|mochte|mag|kann und will|wollte|kann)(?: (?:ich|gar|so|einfach|eigentlich|echt|wirklich|ehrlich gesagt|ohne \w+))* nicht mehr (?:weiter)?leben\b|\bnicht mehr leben (?:will|mochte|wollen)\b/g,
  ),
  sign(
    /\bkeine?n? (?:lust|bock|kraft|grund|mut|energie) (?:mehr )?(?:zu leben|zum leben|auf (?:das |des |s )?leben|aufs leben|weiterzuleben)\b|\b(?:lust|bock) (?:aufs|auf (?:das |s )?)leben (?:\w+ ){0,2}keine?n? mehr\b/g,
  ),
  sign(/\b(?:will|mochte|wollte) nicht mehr(?= \.|$)/g),
  sign(
    /\bnicht mehr (?:hier |da |auf dieser welt |am leben )?(?:sein|existieren)\b(?! (?:mit|bei|in|fur)\b)|\baufhoren zu existieren\b|\bnicht mehr da sein\b/g,
    { unless: AWAY },
  ),
  sign(/\b(?:bin ich|ich bin) (?:\w+ ){0,2}nicht mehr da\b/g, { unless: AWAY }),
  sign(/\b(?:dass|das) (?:alles|der schmerz|die schmerzen|das leiden|die qual|mein leben|das leben|das alles)(?: \w+){0,3} (?:aufhort|endet)\b/g, {
    unless: /\b(?:zwischen uns|mit (?:ihm|ihr)|beziehung)\b/,
  }),
  // No sense, no reason to live.
  sign(
    /\bwas bringt (?:es|das) (?:noch )?(?:zu leben|weiterzuleben|weiterzumachen)\b|\bwozu (?:noch |soll ich noch |ich noch )?(?:leben|weiterleben|weitermachen)\b/g,
  ),
  sign(
    /\b(?:welchen|was fur einen) sinn hat (?:mein|das) leben\b|\bhat (?:das|mein) leben noch (?:fur )?(?:einen )?sinn\b|\bkeinen sinn mehr (?:im|in meinem|zu|darin zu) (?:leben|weiterzuleben)\b|\b(?:mein|das) leben (?:hat|macht) keinen sinn mehr\b|\bmein leben ist sinnlos\b/g,
  ),
  sign(/\b(?:gibt es (?:noch )?einen|keinen|kein) (?:\w+ ){0,1}grund (?:mehr )?(?:weiterzumachen|weiterzuleben|zu leben|am leben zu bleiben)\b/g),
  sign(/\bleben lohnt sich nicht\b|\bnicht (?:mehr )?lebenswert\b/g),
  // A burden; no one would miss them.
  sign(/\bwurde es (?:niemand|keiner) (?:merken|bemerken|vermissen)\b/g),
  sign(/\b(?:niemand|keiner|kein mensch|keine sau) (?:wurde|wurden|wird) (?:es |mich )?(?:vermissen|merken|bemerken|trauern|weinen)\b/g),
  sign(/\bohne mich (?:\w+ ){0,2}besser\b|\bbesser (?:\w+ ){0,2}ohne mich\b/g),
  sign(/\b(?:bin|sei) (?:nur |doch nur |bloss |einfach nur )?(?:eine )?(?:last|belastung|burde)\b(?! weniger)|\bfalle (?:\w+ ){0,2}zur last\b/g),
  sign(/\bnie geboren\b/g),
  sign(
    /\b(?:bin|fuhle mich) (?:\w+ ){0,2}lebensmude\b|\bdes lebens mude\b|\bmude (?:zu leben|vom leben)\b|\bdas leben satt\b|\bsatt zu leben\b|\bhalte (?:das|dieses|mein) leben nicht (?:mehr )?aus\b/g,
  ),
  // Disappearing for ever; death as the only way out.
  sign(
    /\bverschwinden (?:\w+ )?fur immer\b|\b(?:fur immer|endgultig) (?:verschwinden|weg|gehen|weggehen)\b|\bweg (?:sein )?fur immer\b|\bgehe?n? (?:\w+ )?fur immer\b/g,
    {
      unless: AWAY,
    },
  ),
  sign(
    /\b(?:tod|sterben|suizid) (?:ist|war|ware|scheint) (?:\w+ ){0,2}(?:einzige|letzter?) (?:ausweg|losung|option)\b|\bkeinen ausweg (?:\w+ ){0,2}ausser (?:dem tod|sterben)\b/g,
  ),
  sign(/\blohnt (?:es )?sich (?:\w+ ){0,1}(?:weiterzuleben|zu leben|noch zu leben)\b/g),
  sign(/\b(?:tod|sterben) (?:ware|ist) (?:\w+ ){0,1}(?:erlosung|befreiung|losung|besser)\b/g),
  sign(/\bich (?:springe|spring)(?: (?:jetzt|gleich|heute|bald))*(?= \.|$)/g),
  sign(/\britz (?:mich|sich)\b|\bverletze mich\b(?= \.|$| (?:\w+ ){0,2}(?:wenn|weil|um|seit|immer|oft|jeden|manchmal|absichtlich|selbst)\b)/g),
  sign(/\b(?:kratze|kratzt|beisse|beisst|schlage|schlagt) (?:mich|sich) (?:\w+ ){0,2}(?:blutig|absichtlich|bis es blutet)\b/g),
  sign(
    /\bich knall\w* mich (?:\w+ ){0,1}ab\b|\bbringt man sich\b|\bwie (?:man|ich) (?:\w+ ){0,2}(?:stirbt|sterbe|sterben kann|mich umbringe|sich umbringt)\b/g,
  ),
  sign(/\blasse mich (?:\w+ ){0,2}sterben\b|\bsich sterben lassen\b/g),
  sign(/\bkeinen sinn (?:mehr )?(?:zu leben|weiterzuleben|am leben zu bleiben)\b|\b(?:leben|weiterleben) bringt (?:\w+ )?nichts\b/g),
  sign(/\b(?:ertrage|ertrag|halte) (?:das|dieses|mein) leben nicht\b/g),
  sign(
    /\b(?:mir|mich|sich) (?:\w+ ){0,3}(?:arme?|handgelenke?|beine?|oberschenkel|haut|bauch) (?:\w+ ){0,1}geschnitten\b|\bmich schneide\b(?= \.|$)|\bschneide mich(?= \.|$)/g,
  ),
  sign(/\bendgultig (?:zu )?gehen\b(?= \.|$)|\bfur immer zu gehen\b/g, { unless: AWAY }),
  sign(/\bwenn ich (?:\w+ ){0,2}nicht mehr (?:da|hier) ware\b|\bwenn es mich nicht (?:mehr )?gabe\b/g),
  sign(
    /\b(?:denke|dachte|denken) (?:(?!(?:nicht|nie|niemals|kein|keine) )\w+ ){0,3}(?:ans sterben|an suizid|an selbstmord|daran zu sterben)\b|\btodeswunsch\w*|\bsterbewunsch\w*|\b(?:traume|sehne mich) davon (?:\w+ )?zu sterben\b/g,
  ),
  sign(/\bmir (?:\w+ ){0,3}(?:wieder|absichtlich|selbst) (?:\w+ ){0,1}wehgetan\b|\bbin (?:\w+ ){0,2}(?:bald|vorher|eh) tot\b|\baufhoren zu leben\b/g),
  sign(/\b(?:will|werde|mochte|mache|mach) (?:bald |jetzt |heute |endlich |dann )?schluss(?: machen)?(?= \.|$)/g, { weak: true }),
  sign(/\bmude von allem\b/g, { weak: true }),
  sign(/\bware (?:\w+ ){0,2}nicht mehr (?:da|hier|am leben)\b/g, { unless: AWAY }),
  sign(/\b(?:will|mochte) (?:\w+ ){0,2}(?:zu|bei) (?:meinem|meiner|meinen) (?:verstorbenen|toten|verstorbener|toter) \w+/g),
  sign(/\bvorbereitet (?:\w+ ){0,1}um zu (?:gehen|sterben)\b(?= \.|$)/g, { unless: AWAY }),
  sign(/\bum mich (?:wurde|wird) (?:keiner|niemand) (?:weinen|trauern)\b|\bnicht mehr (?:ums|um mein) leben kampfen\b/g),
  sign(/\b(?:mir|sich) (?:ein|das) messer (?:\w+ ){0,3}(?:rammen|stechen|stossen)\b|\b(?:mich|sich) (?:zu )?erstechen\b/g),
  sign(
    /\b(?:mich|sich) (?:\w+ ){0,1}(?:aus|vom|von) (?:dem |der )?(?:\w+ )?(?:stock|fenster|dach|balkon|brucke|hochhaus) (?:\w+ )?(?:sturzen|werfen|springen|zu sturzen)\b/g,
  ),
  sign(/\bgenug vom leben\b|\b(?:satt|genug) von meinem leben\b/g),
  sign(/\b(?:schnittwunden|schnitte|ritzwunden) (?:\w+ ){0,2}(?:armen|arm|handgelenken|beinen|oberschenkeln)\b/g),
  sign(/\bsterben (?:\w+ ){0,4}erleichtert\b|\berleichter\w* (?:\w+ ){0,3}zu sterben\b/g),
  sign(/\bob ich (?:noch |uberhaupt )?(?:leben|weiterleben) (?:will|mochte|kann)\b|\bnoch nie so (?:sehr|gerne|dringend) sterben\b/g),
  sign(/\bbringe? ich mich (?:\w+ ){0,2}um\b|\bich (?:tu|tue) mir (?:\w+ ){0,3}(?:etwas|was) an\b/g),
  sign(/\bdummheit\b/g, { requires: /\b(?:tabletten|pillen|strick|brucke|klinge|schlaftabletten|medikamente)\b/ }),
  sign(/\bendlich (?:\w+ )?sterbe\w*\b/g),
  sign(/\bkann es kaum erwarten\b|\bwunsche (?:es|das) mir\b/g, { requires: /\b(?:sterbe|sterben|tot sein)\b/ }),
  sign(/\b(?:dass|wenn|ware) (?:\w+ ){0,2}alles (?:\w+ )?vorbei (?:ist|ware|sein)\b|\bware (?:doch )?(?:nur )?alles vorbei\b/g),
  sign(/\bkeinen (?:weg|grund|sinn) (?:mehr )?(?:\w+ )?(?:weiterzuleben|zu leben)\b|\b(?:will|mochte) nicht mehr atmen\b|\baufhoren zu atmen\b/g),
  sign(/\bzu den engeln\b|\b(?:zu|bei) \w+ (?:in den himmel|im himmel)\b|\bim himmel (?:ware|bin) ich (?:\w+ )?(?:besser|glucklicher)\b/g),
  sign(
    /\b(?:fur immer|fur ewig|ewig) (?:schlafen|einschlafen)\b|\bmit dem leben abschliessen\b|\baus dem leben (?:gehen|scheiden)\b|\b(?:diese welt|das leben|die welt) verlassen\b/g,
  ),
  sign(
    /\b(?:mir|sich) die kugel geben\b|\bkugel in den kopf\b|\b(?:springe|springen|werfe mich|sturze mich) (?:\w+ ){0,1}in (?:den|die|das) (?:rhein|fluss|see|main|elbe|donau|spree|kanal|tiefe|abgrund)\b/g,
  ),
  sign(/\bmich nie (?:mehr |wieder )?wiedersehen\b|\bletzter tag (?:auf erden|meines lebens|auf dieser welt)\b|\bletzte nacht (?:auf erden|meines lebens)\b/g, {
    unless: AWAY,
  }),
  sign(/\bniemand braucht mich (?:mehr)?\b/g, { weak: true }),
  sign(/\b(?:zu|bei) (?:meinem|meiner|meinen) \w+ (?:in den himmel|im himmel)\b/g),
  // Self-harm: cutting, burning, hurting oneself on purpose.
  sign(
    /\b(?:schneide|schneidet|schneiden|geschnitten) (?:mich|mir|sich) (?:\w+ ){0,3}(?:arme?|handgelenke?|beine?|oberschenkel|haut|pulsadern|rasierklinge\w*|klinge\w*)\b|\b(?:mich|mir|sich) (?:\w+ ){0,3}(?:rasierklinge|klinge|klingen)\b|\bpulsadern\b/g,
  ),
  sign(
    /\b(?:mir|sich|mich) (?:\w+ ){0,3}(?:arme?|handgelenke?|pulsadern|beine?) (?:\w+ ){0,1}(?:aufgeschnitten|aufgeschlitzt|aufschneiden|aufzuschneiden|geritzt|zerschnitten)\b/g,
  ),
  sign(/\bverletze mich (?:\w+ ){0,2}(?:selbst|absichtlich)\b|\b(?:mich|sich) (?:\w+ ){0,2}selbst (?:zu )?verletzen\b|\bverletzt sich (?:\w+ ){0,1}selbst\b/g),
  sign(
    /\bich (?:\w+ ){0,3}mir (?:\w+ ){0,1}(?:selbst )?(?:weh ?(?:tun|tu|tue|zu tun)|wehzutun|etwas antun|was antun|etwas anzutun|was anzutun)\b|\bich (?:tu|tue) mir (?:selbst )?weh\b/g,
  ),
  sign(
    /\bverbrenne\w* (?:mich|sich) (?:\w+ ){0,2}(?:absichtlich|zigarette\w*|feuerzeug|mit absicht|extra)\b|\bschlage (?:meinen|mir den) kopf gegen die wand\b/g,
  ),
  // Methods.
  sign(/\bstrick (?:gekauft|besorgt)\b|\bmir einen strick\b/g),
  sign(
    /\b(?:von|vom|aus) (?:der |dem |einem |einer )?(?:brucke|dach|hochhaus|balkon|klippe|fenster|turm|parkhaus)\s(?:\w+ ){0,1}(?:springen|zu springen|sturzen|zu sturzen)\b|\bspringe (?:\w+ ){0,2}(?:von|vom|aus) (?:der |dem |einem )?(?:brucke|dach|hochhaus|balkon|klippe|fenster)\b/g,
  ),
  sign(/\b(?:mich|sich) (?:\w+ ){0,2}vor (?:den|einen|die|eine|ein|das) (?:zug|auto|lkw|bus|u bahn|ubahn|s bahn|bahn|strassenbahn|laster)\b/g),
  sign(/\b(?:mir|sich) eine kugel\b/g),
  // Burning oneself on purpose: with a lighter or a cigarette, or "again"; not at the stove.
  sign(/\b(?:mir|mich|sich) (?:\w+ ){0,6}(?:arm|arme|haut|bein|beine|handgelenk|handgelenke|oberschenkel) (?:\w+ ){0,2}verbrannt\b/g, {
    requires: /\b(?:feuerzeug|zigarette\w*|kippe|absichtlich|extra|selbst|wieder)\b/,
    unless: /\b(?:herd|backofen|ofen|pfanne|topf|bugel\w*|kochen|grill\w*|sonne|sonnenbrand|wasserkocher|tee|kaffee|aus versehen|versehentlich)\b/,
  }),
  // Following a parent or partner who died.
  sign(/\b(?:ihr|ihm|zu ihr|zu ihm) (?:\w+ ){0,2}(?:nachgehen|nachfolgen|nachsterben|folgen)\b/g, {
    requires: /\b(?:tod|todes|gestorben|verstorben|beerdigung|grab|seit \w+ weg ist)\b/,
  }),
  sign(
    /\b(?:alle (?:meine |die )?|die ganze packung |(?:eine|ne|n) ganze (?:packung|schachtel|dose|flasche) |ganze packung |zu viele |viel zu viele |eine handvoll )(?:\w+ )?(?:tabletten|pillen|schlaftabletten|medikamente|schmerzmittel|beruhigungsmittel|antidepressiva|paracetamol|ibuprofen|aspirin|schmerztabletten)\b(?=(?: \w+){0,4} (?:genommen|geschluckt|nehmen|schlucken|nehme|schlucke|einwerfen|eingeworfen)\b)/g,
  ),
  sign(
    /\b(?:nehme|schlucke|nehmen|schlucken|nimmt|schluckt) (?:\w+ ){0,3}(?:alle|die ganze packung|eine ganze packung|zu viele) (?:\w+ ){0,1}(?:tabletten|pillen|schlaftabletten|medikamente)\b|\balle (?:\w+ ){0,2}(?:tabletten|pillen|schlaftabletten|medikamente) auf einmal\b/g,
  ),
  sign(
    /\b(?:tabletten|pillen|medikamente|schlaftabletten) (?:\w+ ){0,2}(?:gehortet|gesammelt|gebunkert|aufgehoben|versteckt)\b|\b(?:horte|sammle|bunkere) (?:\w+ ){0,2}(?:tabletten|pillen|medikamente|schlaftabletten)\b|\babsichtlich (?:\w+ ){0,2}(?:tabletten|pillen)\b/g,
  ),
  // Saying goodbye.
  sign(/\babschiedsbrie\w*\b|\babschiedsnachricht\b/g),
  sign(/\blebt (?:alle )?wohl\b/g, { unless: AWAY }),
  // Weak signs of despair: one alone is ordinary tiredness, two together are not.
  sign(/\bkann nicht mehr(?= \.|$| (?:und|ich))/g, { weak: true }),
  sign(/\bbin (?:total |vollig |einfach )?am ende\b(?! (?:mit|der|des|meiner geduld)\b)/g, { weak: true }),
  sign(/\b(?:dass|das) es aufhort\b/g, { weak: true }),
  sign(/\bkeine angst mehr vor dem (?:tod|sterben)\b/g, { weak: true }),
  sign(/\bverabschiede mich von (?:allen|euch allen|der welt|dieser welt)\b/g, { weak: true, unless: AWAY }),
  sign(/\b(?:es )?ist vorbei fur mich\b/g, { weak: true }),
  sign(/\bverschenk\w* (?:\w+ ){0,2}(?:sachen|besitz|alles)\b|\b(?:sachen|besitz|alles) (?:\w+ ){0,1}verschenkt\b/g, { weak: true }),
  sign(/\bbrauche? (?:sie|das|es|die|das alles) (?:eh |ja |sowieso |bald |dann )?nicht mehr\b/g, { weak: true }),
  sign(/\bin luft auf(?:losen|zulosen)\b/g, { weak: true }),
  sign(/\bund nie wieder(?:kommen| zuruckkommen)\b/g, { weak: true }),
  sign(/\bkeine kraft mehr (?:weiterzumachen)\b/g, { weak: true }),
  sign(/\bhat (?:alles )?keinen sinn mehr\b/g, { weak: true }),
  sign(/\bkeinen ausweg mehr\b/g, { weak: true }),
  sign(/\bweine jeden (?:abend|tag)\b/g, { weak: true }),
  sign(/\bkeiner liebt mich\b|\bniemand liebt mich\b/g, { weak: true }),
  // Indirect goodbyes and wishes to be gone: the shape, not the words, tells them from a move or a trip.
  sign(/\b(?:bin|sind) (?:\w+ ){0,2}(?:nur|bloss|immer) (?:\w+ ){0,1}im weg\b/g, { weak: true }),
  sign(
    /\bbesser (?:wenn )?ich verschwinde\b|\bverschwinde (?:am besten|einfach fur immer)\b|\b(?:will|mochte) (?:nur noch |einfach nur |einfach )weg(?= \.|$)/g,
    {
      weak: true,
      unless: AWAY,
    },
  ),
  sign(/\bverschwinde (?:ich )?(?:fur immer|endgultig)\b/g, { unless: AWAY }),
  sign(/\bkeine?n? (?:bock|lust|kraft) mehr auf (?:alles|nichts|gar nichts|irgendwas)\b/g, { weak: true }),
  sign(/\bverabschiede (?:ich )?mich von (?:allem|dieser welt|der welt|dem leben)\b/g, { unless: AWAY }),
  sign(/\bverabschiede (?:ich )?mich von (?:allen|euch|euch allen)\b(?= (?:\. )?(?:fur immer|endgultig|fur immer und ewig))/g, { unless: AWAY }),
  sign(/\b(?:will|mochte|mocht) (?:\w+ ){0,2}zu (?:ihm|ihr|ihnen)\b(?= \.|$| (?:in den himmel|nach oben|ins grab|ins jenseits))/g, {
    requires: /\b(?:vermiss\w*|verstorben\w*|gestorben|tot|grab|himmel|beerdigung)\b/,
    unless: AWAY,
  }),
  sign(/\b(?:ist|wird) (?:morgen |heute )?mein letzter tag\b(?= \.|$| (?:ich|und|also))/g, {
    unless: /\b(?:arbeit|buro|job|schule|uni|praktikum|urlaub|vertrag|stelle|firma|schicht|kur|semester|ausbildung)\b/,
  }),
  sign(
    /\b(?:fuhl|fuhle) mich (?:wie )?(?:eine )?(?:last|belastung|burde)\b(?! (?:weniger|fur (?:mein|meine|das|die|unser|unsere) (?:team|projekt|firma|verein|abteilung|kollegen)|im (?:team|job|buro|verein))\b)/g,
  ),
  sign(/\b(?:will|mochte|kann) (?:\w+ ){0,1}nicht mehr weitermachen\b(?! (?:mit|so|bei|in|wie)\b)/g, { weak: true, unless: AWAY }),
  sign(/\bmit (?:dem|meinem) auto (?:\w+ ){0,2}gegen (?:einen|eine|die|den|ne|nen) (?:baum|wand|mauer|brucke|pfeiler|lkw|betonwand)\b/g, {
    requires: /\b(?:gedacht|denke|will|wollte|mochte|uberlege|plane|lust)\b/,
  }),
];
