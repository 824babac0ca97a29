// The German words that say whom a sign is about and what context turns it off (see
// ../language-findings.ts). Over the normalised text: umlauts folded ("mude"), "ß" as "ss".
import type { ContextWords, PersonWords } from '../language-findings.ts';

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

export const GERMAN_PERSONS: PersonWords = {
  self: words('ich mich mir wir uns'),
  myWords: words('mein meine meinen meinem meiner unser unsere unseren unserem'),
  others: words(
    'er ihn ihm sie ihr ihnen jemand freundin freundinnen freunde kumpel schwester bruder sohn tochter kind kinder baby teenager kollege kollegin nachbar nachbarin cousin cousine tante onkel oma opa grossmutter grossvater eltern chef chefin lehrer lehrerin mitbewohner mitbewohnerin',
  ),
  harmers: words('mann ehemann frau ehefrau freund partner partnerin ex typ vater mutter stiefvater stiefmutter papa mama verlobter verlobte'),
  animals: words('hund hundin katze kater kaninchen hase pferd hamster vogel meerschweinchen wellensittich welpe katzchen fisch schildkrote frettchen'),
};

export const GERMAN_CONTEXT: ContextWords = {
  denial: /^(?:nicht|nie|niemals|kein|keine|keinen|keiner|keinem|keines|ohne|weder|niemand)$/,
  // "Ich kann nicht mehr leben", "keine Lust mehr zu leben": the denial is the sign.
  affirmingDenial:
    /^(?:nicht|nie|kein|keine|keinen|ohne) (?:\w+ )?(?:ob|wie lange|weiter|weg|weggehen|besser|vorbei|auf|aufhoren|anders|wahr|sicher|sicherheit|ausweg|sinn|grund|lust|bock|kraft|kann|weiss|vergessen|loslassen|verhindern|widerstehen|wieder aufwachen)\b|^ohne (?:ihn|sie|dich|euch|meine?n?|seine?n?|ihre?n?|\w+) (?:\w+ )?(?:will|mochte|kann|ist|bin|hat|macht|wurde|ware|habe)\b/,
  negationAround: { after: /^(?:nicht|nie|niemals)$/, reach: 5 },
  clauseJoin: /^(?:und|aber|denn|sondern|oder|weil|wenn|als|dann|doch|obwohl|dass|da|sobald|bis|ob)$/,
  subject: /^(?:ich|er|sie|wir|ihr|du|man|es)$/,
  fiction:
    /\b(?:in|fur|aus) (?:meinem|meiner|einem|einer|dem|der|diesem|dieser|unserem|unserer) (?:\w+ ){0,2}?(?:roman|buch|geschichte|film|serie|spiel|videospiel|drehbuch|krimi|comic|manga|theaterstuck|gedicht|fanfic|kampagne|rollenspiel|folge|staffel|podcast|kurzgeschichte)\b|\b(?:mein|meine|der|die|ein|eine) (?:\w+ )?(?:charakter|figur|held|heldin|protagonist|protagonistin|bosewicht|rollenspielcharakter|spielfigur)\b|\b(?:der|die|das|ein|eine|dieser|diese|dieses) (?:film|buch|roman|serie|folge|doku|dokumentation|artikel|lied|song|gedicht) (?:handelt|handelte|geht|ging|uber|in dem|in der|wo)\b|\bich schreibe (?:einen|eine|ein|an)\b|\bich bin (?:autor|autorin|schriftsteller|schriftstellerin|drehbuchautor|drehbuchautorin)\b|\b(?:buch|film|roman|artikel) uber\b|\bim (?:film|spiel|buch|roman|rollenspiel)\b|\bbei (?:cluedo|werwolf)\b|\bspielen werwolf\b|\bin zelda\b|\b(?:getraumt|traumte|albtraum|alptraum|im traum|einen traum)\b/,
  realLife: /\b(?:im echten leben|in echt|wirklich passiert|ich auch|mir auch|keine geschichte|keine fiktion|ernsthaft jetzt)\b/,
  longPast:
    /\b(?:vor (?:vielen|langer|\d+|zehn|funfzehn|zwanzig|ein paar|einigen) (?:jahren|zeit)|mit \d+|als (?:kind|teenager|jugendliche|jugendlicher|teenie|schuler|schulerin|ich jung war|ich klein war)|in der (?:schule|pubertat|schulzeit)|fruher|damals|vor langer zeit|jahre her)\b/,
  resolved:
    /\b(?:geht es mir gut|mir geht es gut|geht es mir besser|mir geht es besser|ist vorbei|vorbei|hinter mir|uberwunden|geheilt|gesund|jetzt geht es mir|alles gut|seitdem nichts)\b/,
  recurring:
    /\b(?:schon wieder|wieder (?:angefangen|da|begonnen)|(?:kommt|kommen|fangt|fangen|habe|hat|ist|sind|bin) (?:\w+ )?wieder|erneut|in letzter zeit|seit kurzem|neuerdings|gerade|zurzeit|momentan|heute nacht|immer noch|noch immer|ruckfall|kommen zuruck|kommt zuruck)\b/,
};

/** Everyday German words: whether a text is German at all, and plainly so ("die", "was", "will" are English too). */
export const GERMAN_MARKERS: ReadonlySet<string> = words(
  'ich du er sie wir ihr mich mir dich dir uns und nicht ist bin bist sind mein meine meinen meinem meiner der das den dem des ein eine einen einem einer mit auf zu von wenn dass habe hat haben kann mehr noch wie aber oder auch schon soll sollte werde wird wurde mochte nur einfach sehr seit karten legung es sich man mal ja nein doch gar uberhaupt jetzt heute immer alles nichts warum wieso weil bitte will hab',
);
