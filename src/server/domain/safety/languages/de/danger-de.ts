// Danger from another person, in German: being hit, threatened, followed, not safe at home. Left
// out by shape: "mein Bruder hat mich im Schach geschlagen", "er folgt mir auf Instagram", "das
// bringt mich um", "meine Mutter bringt mich um, wenn ich zu spät komme".
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'danger', pattern, ...extra });

/** A game or a contest: there one is "geschlagen" and nobody is hurt. */
const CONTEST =
  /\b(?:schach|tennis|tischtennis|kartenspiel|monopoly|uno|poker|fussball|badminton|squash|golf|bowling|wettrennen|rennen|quiz|spiel|\w*wahl|punkte\w*|mannschaft|team|verein|rekord|mario|kart|videospiel|konsole|zocken|gezockt|partie|runde|match|wettbewerb|turnier|tekken|fifa|smash|fortnite|gaming|playstation|xbox)\b/;
const ONLINE = /\b(?:instagram|insta|tiktok|twitter|facebook|social media|youtube|snapchat|account|profil|kanal)\b/;

export const GERMAN_DANGER_SIGNS: readonly Sign[] = [
  sign(
    /\b(?:schlagt|schlug|schlagen|haut|haute|prugelt|verprugelt|ohrfeigt|tritt|trat|wurgt|wurgte|vergewaltigt|bedroht|bedrohte|stalkt|verfolgt|belastigt|misshandelt|tyrannisiert|schubst|stosst|sperrt) (?:\w+ ){0,1}(?:mich|uns)\b/g,
    {
      unless: new RegExp(
        String.raw`${CONTEST.source}|\b(?:lol|haha|xd|verbal|bemerkungen|worten|kommentaren)\b|\b(?:pech|gluck|vergangenheit|lied|song|ohrwurm|gedanke|traum|albtraum) (?:\w+ ){0,1}verfolgt\b`,
      ),
    },
  ),
  sign(
    /\b(?:hat|haben|hatte) (?:\w+ ){0,2}(?:mich|uns) (?:(?!(?:nie|nicht|niemals|noch) )\w+ ){0,4}(?:geschlagen|verprugelt|gewurgt|vergewaltigt|bedroht|getreten|geschubst|gestossen|runtergestossen|misshandelt|eingesperrt|verfolgt|geohrfeigt|erwurgt|angegriffen|uberfallen|gepackt|gebissen|gekratzt)\b/g,
    {
      unless: CONTEST,
    },
  ),
  sign(
    /\b(?:werde|wurde|wird|wurden|werden) (?:\w+ ){0,8}(?:geschlagen|verprugelt|bedroht|verfolgt|vergewaltigt|misshandelt|gestalkt|belastigt|uberfallen|angegriffen|gewurgt|eingesperrt|festgehalten)\b/g,
    { unless: CONTEST },
  ),
  sign(
    /\bmir (?:\w+ ){0,3}(?:eine ohrfeige|eine geknallt|eine gescheuert|eine reingehauen|ins gesicht geschlagen|den arm gebrochen|den hals zugedruckt|die kehle zugedruckt|gewalt angetan)\b|\bhals zugedruckt\b/g,
  ),
  sign(
    /\b(?:er|sie|mann|freund|vater|mutter|stiefvater|stiefmutter|partner|partnerin|ex|typ|bruder|onkel|freundin|frau) (?:tut|tat) mir (?:\w+ ){0,1}weh\b|\b(?:er|sie) (?:\w+ ){0,2}mir (?:\w+ ){0,1}(?:was|etwas) an\b|\bhat mir wehgetan\b/g,
  ),
  // Threats.
  sign(
    /\b(?:droht|drohte|gedroht|bedroht|geschworen|angekundigt) (?:\w+ ){0,6}(?:mich|mir) (?:\w+ ){0,4}(?:umzubringen|zu toten|zu schlagen|zu verletzen|dem tod|etwas anzutun|was anzutun|abzustechen|zu erschiessen)\b|\bmorddrohung\w*|\bmit dem tod (?:\w+ ){0,1}(?:gedroht|bedroht|droht)\b/g,
  ),
  sign(
    /\b(?:er|sie|mein ex|der) (?:\w+ ){0,2}(?:bringt|bringe|wird|will) mich (?:\w+ ){0,2}um(?:bringen)?\b(?! wenn (?!ich (?:\w+ ){0,2}(?:verlasse|gehe|rede|trenne|anzeige|ausziehe|weggehe|es (?:jemandem|jemand) sage|zur polizei)))/g,
    {
      unless: /\b(?:haha|lol|xd|witz|spass)\b|\bder (?:job|stress|chef|kater|muskelkater|laden|alltag|larm|verkehr|liebeskummer) (?:\w+ ){0,2}bringt mich\b/,
    },
  ),
  sign(
    /\b(?:er|sie) (?:hat|hatte) (?:\w+ ){0,2}versucht (?:\w+ ){0,1}mich (?:zu erwurgen|zu ersticken|zu toten|umzubringen|zu erstechen|zu ertranken|zu schlagen)\b/g,
  ),
  sign(
    /\b(?:droht|drohte|gedroht) (?:\w+ ){0,4}mit (?:dem tod|mord|umbringen)\b|\bangst (?:\w+ ){0,1}dass (?:er|sie|mein \w+|meine \w+) mich (?:\w+ ){0,2}(?:umbringt|totet|schlagt|verletzt|erwurgt)\b/g,
  ),
  sign(/\bgewalt (?:von|durch) (?:meinem|meiner|meinen) (?:partner|partnerin|mann|freund|freundin|ex|vater|mutter|stiefvater)\b/g),
  sign(/\bdass (?:er|sie) mich (?:\w+ ){0,2}(?:umbringen|umbringt|toten|totet|abstechen|erschiessen|kaltmachen)\b/g),
  // A deadline or a workload "erwürgt mich" too.
  sign(/\b(?:totet|ersticht|erschiesst|erwurgt|absticht) mich\b/g, {
    unless: /\b(?:deadline|arbeit|stress|prufung\w*|klausur\w*|schulden|rechnung\w*|papierkram|projekt|termin\w*|steuer\w*|frist\w*|hausaufgaben)\b/,
  }),
  // Followed, not safe, afraid of a partner, violence at home.
  sign(
    /\b(?:jemand|ein mann|ein typ|er|mein ex|ein fremder) (?:\w+ ){0,1}folgt mir\b|\blungert (?:\w+ ){0,3}(?:vor|um) (?:meiner|meinem|meine)\b|\bspioniert mir nach\b|\bweiss immer wo ich bin\b/g,
    {
      unless: ONLINE,
    },
  ),
  sign(/\bsteht (?:\w+ ){0,2}vor meine[mr]? (?:haus|wohnung|tur|arbeit)\b/g, { unless: ONLINE }),
  sign(
    /\b(?:nicht|nie) (?:mehr )?sicher (?:zu hause|zuhause|daheim|in meiner wohnung|bei (?:ihm|ihr|meinem|meiner))\b|\b(?:zu hause|zuhause|daheim) (?:\w+ ){0,1}(?:nicht|nie) (?:mehr )?sicher\b/g,
  ),
  sign(
    /\bangst (?:\w+ ){0,1}(?:nach hause|heim) zu (?:gehen|kommen|fahren)\b|\bangst vor (?:ihm|(?:meinem|meiner) (?:mann|freund|ex|vater|stiefvater|partner|partnerin|frau|freundin|mutter))\b/g,
  ),
  sign(/\bgewalttatig\w*|\bhandgreiflich\b|\bhausliche(?:r|n)? gewalt\b/g),
  // Kept in, cut off, hurt.
  sign(
    /\bsperrt mich (?:\w+ ){0,3}ein\b|\b(?:mich|uns) eingesperrt\b|\blasst mich nicht (?:raus|gehen|aus dem haus|weg)\b|\bnimmt mir (?:\w+ ){0,1}(?:das handy|mein handy|den pass|das geld|mein geld|die schlussel)\b/g,
  ),
  sign(
    /\bnach mir geworfen\b|\bblaue flecken (?:\w+ ){0,2}(?:von|wegen) (?:ihm|ihr|meinem|meiner)\b|\bhinterlasst (?:\w+ ){0,1}(?:spuren|blaue flecken|male)\b/g,
  ),
  sign(/\bzwingt mich (?:\w+ ){0,2}(?:zum sex|zu sex|mit ihm zu schlafen)\b/g),
  sign(/\b(?:zieht|zog|gezogen) mich (?:\w+ ){0,1}an den haaren\b|\bangst um mein leben\b/g),
  sign(
    /\b(?:ex|er|ein mann|ein typ|ein fremder) (?:\w+ ){0,3}(?:wartet|lauert|steht) (?:\w+ ){0,3}vor (?:meiner|meinem|meine) (?:\w+ )?(?:arbeit|haus|wohnung|tur|schule)\b/g,
    { requires: /\b(?:jeden|jede nacht|standig|immer|nachts)\b/ },
  ),
  sign(/\bbringt (?:er|sie) mich (?:\w+ ){0,1}um\b/g, { requires: /\b(?:verlasse|verlassen|trenne|gehe|rede|anzeige|polizei|ausziehe)\b/ }),
  sign(
    /\b(?:er|sie|mann|freund|partner|partnerin|ex|vater|mutter|freundin|typ|stiefvater) hat mir (?:die nase|den arm|die rippen?|den kiefer|das handgelenk|die hand|den finger|das bein|das nasenbein|die zahne|einen zahn) gebrochen\b|\bmacht mich kalt\b|\bmich kalt(?:zu)?machen\b/g,
  ),
  sign(/\b(?:versucht|will) (?:\w+ ){0,4}einzubrechen\b|\bbricht (?:gerade )?(?:bei mir )?ein\b/g),
  sign(
    /\bhalt mich (?:\w+ ){0,1}gefangen\b|\bgefangen gehalten\b|\bverbietet mir (?:\w+ ){0,2}(?:rauszugehen|das haus zu verlassen|freunde zu sehen|zu arbeiten|auszugehen)\b|\b(?:pass|ausweis) weggenommen\b/g,
  ),
  sign(/\bfasst mich (?:\w+ ){0,3}an\b|\bbegrapscht mich\b|\bmissbraucht mich\b|\bsexuell (?:missbraucht|belastigt)\b/g),
  sign(
    /\bhand gegen (?:mich|uns|sie|ihn) erhoben\b|\bbei (?:ihm|meinem (?:mann|freund|partner|vater|stiefvater|ex)|meiner (?:frau|freundin|partnerin|mutter)) (?:\w+ ){0,1}nicht (?:mehr )?sicher\b/g,
  ),
  sign(/\b(?:er|sie) wird mich (?:\w+ ){0,2}(?:schlagen|umbringen|toten|verprugeln)\b|\btraue mich nicht (?:mehr )?nach hause\b/g),
  sign(/\b(?:mich|uns) (?:\w+ ){0,1}zu (?:schlagen|verprugeln|bedrohen|wurgen|treten)\b/g, { unless: CONTEST }),
  sign(/\bspuckt mich (?:\w+ ){0,2}an\b|\bbespuckt mich\b|\b(?:tur|wohnungstur|haustur) (?:\w+ ){0,2}(?:aufgebrochen|eingetreten)\b/g, {
    unless: /\b(?:lol|haha|herz)\b/,
  }),
  sign(/\bmir (?:\w+ ){0,3}(?:nach hause|heim|bis zur tur|bis vor die tur) gefolgt\b/g, { unless: ONLINE }),
  sign(
    /\b(?:haut|gibt|gab|verpasst|verpasste) mir (?:\w+ ){0,1}(?:ohrfeigen|eine ohrfeige|schlage|faustschlage|backpfeifen)\b|\bmir (?:\w+ ){0,2}in (?:den bauch|das gesicht|die rippen) (?:geschlagen|getreten|geboxt)\b/g,
  ),
  sign(
    /\b(?:messer|waffe|pistole|gewehr|knarre) (?:\w+ ){0,3}(?:rausgeholt|geholt|gezogen|gezuckt|auf mich gerichtet|an (?:den|meinen) hals gehalten|an die kehle gehalten)\b|\b(?:zieht|zog|zuckt|zuckte) (?:ein|das|sein|eine|seine) (?:messer|waffe|pistole)\b/g,
    { unless: /\b(?:koch\w*|zwiebel\w*|gemuse|brot|kuchen|tomate\w*|schneiden|schnitzen|fleisch|salat|jagd|jager|schutzenverein|film|serie|krimi)\b/ },
  ),
  // Forced into sex.
  sign(/\b(?:zum|zu) sex gezwungen\b|\bgezwungen (?:\w+ ){0,3}mit (?:ihm|ihr) zu schlafen\b|\bzwingt mich (?:\w+ ){0,2}(?:zum|zu) sex\b/g),
  sign(/\b(?:gedroht|droht|drohte) (?:\w+ ){0,3}(?:zu toten|umzubringen|wehzutun)\b/g),
  // Someone else being hit.
  sign(/\b(?:der|die) (?:sie|ihn|mich) (?:schlagt|verprugelt|misshandelt)\b/g),
  sign(
    /\b(?:schlagt|verprugelt|prugelt|misshandelt|vergewaltigt|wurgt) (?:seine|ihre|meine|deine|unsere|meinen|seinen|ihren|unseren) (?:kleine |kleinen |grosse |grossen |jungere |jungeren )?(?:frau|freundin|mutter|kinder|tochter|sohn|schwester|partnerin|mann|freund|bruder)\b|\b(?:schlagt|verprugelt|prugelt|misshandelt) (?:sie|ihn)\b(?! vor)/g,
    {
      unless: CONTEST,
    },
  ),
  // Children hit or touched, threats through the family, being tracked, a weapon kept to be used.
  sign(
    /\b(?:schlagt|schlug|verprugelt|prugelt|misshandelt|haut|verhaut) (?:die|das|sein|seine|ihr|ihre|mein|meine|meinen|unsere|unser) (?:kleinen? |eigenen? )?(?:kinder|kind|kids|sohn|tochter|kleinen|baby|enkel|mama|papa|mutter|oma)\b(?! (?:beim|im|in|bei|an der|auf)\b)/g,
  ),
  sign(
    /\b(?:fasst|fasste|grapscht|begrapscht|betatscht|befummelt) (?:meinen|meine|mein|seinen|seine|ihre|ihren|unseren|unsere|die|den|das) (?:kleinen? )?(?:sohn|tochter|kind|kinder|enkel|enkelin|neffen|nichte|schwester|bruder|schuler\w*)\b(?:(?: \w+){0,3} an\b)?/g,
  ),
  sign(
    /\btut (?:er|sie) (?:\w+ )?(?:meiner|meinen|meinem|unserer|unseren|unserem) (?:\w+ )?(?:familie|kindern|kind|tochter|sohn|eltern|mutter|vater|schwester|bruder|mama|papa) (?:was|etwas) an\b|\b(?:meiner|meinen|meinem|unserer) (?:familie|kindern|eltern|tochter|sohn) (?:\w+ )?(?:was|etwas) an(?:tun|zutun)\b/g,
  ),
  sign(
    /\b(?:tracking|ortungs|spionage|uberwachungs|spy) ?(?:app|software|programm)\b|\b(?:peilsender|gps tracker|airtag|tracker) (?:\w+ ){0,3}(?:an|in|unter) (?:meinem|meiner|mein|meine) (?:auto|tasche|handy|jacke)\b/g,
  ),
  sign(/\bhat (?:eine|ein|einen) (?:waffe|pistole|gewehr|revolver|knarre|messer)\b/g, {
    requires: /\b(?:wird sie|werde sie|will sie|wurde sie) (?:\w+ )?(?:benutzen|einsetzen|gebrauchen)\b|\bdroht\w*\b|\bauf mich (?:richten|zielen|schiessen)\b/,
  }),
];
