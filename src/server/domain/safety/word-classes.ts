// Word classes the signs share, as regular-expression sources over the normalised text (one space
// between words, " . " between clauses). Kept here so "who" means the same in every sign.

/** People the writer may speak about: "my friend", "her husband", "our neighbour". */
export const RELATIONS = [
  'friend', 'friends', 'bestie', 'son', 'sons', 'daughter', 'daughters', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend',
  'fiance', 'fiancee', 'ex', 'mom', 'mum', 'mam', 'mother', 'dad', 'father', 'parent', 'parents', 'brother', 'brothers',
  'sister', 'sisters', 'sibling', 'siblings', 'child', 'children', 'kid', 'kids', 'baby', 'babies', 'toddler', 'teen',
  'teenager', 'newborn', 'infant', 'twins', 'grandma', 'grandmother', 'gran', 'granny', 'nan', 'nana', 'grandad',
  'granddad', 'grandfather', 'grandpa', 'aunt', 'auntie', 'uncle', 'cousin', 'niece', 'nephew', 'roommate', 'flatmate',
  'housemate', 'coworker', 'colleague', 'boss', 'manager', 'student', 'pupil', 'client', 'patient', 'neighbour',
  'neighbor', 'stepdad', 'stepfather', 'stepmom', 'stepmum', 'stepmother', 'stepson', 'stepdaughter', 'classmate',
  'teacher', 'coach', 'landlord', 'mate', 'buddy', 'man', 'woman', 'guy', 'girl', 'boy', 'person', 'stranger', 'family',
  'relative', 'grandson', 'granddaughter', 'spouse', 'wifey', 'hubby', 'in law',
] as const;

/** Animals: a sick pet is the vet's matter, not an emergency for the writer. */
export const ANIMALS = [
  'dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'horse', 'pony', 'rabbit', 'bunny', 'hamster', 'pet', 'bird', 'parrot',
  'budgie', 'fish', 'guinea pig', 'tortoise', 'turtle', 'snake', 'lizard', 'ferret', 'rat', 'mouse', 'goat', 'cow', 'sheep',
] as const;

/** Pronouns and words that point at someone other than the writer. */
export const OTHER_PEOPLE_WORDS = [
  'he', 'she', 'they', 'his', 'their', 'himself', 'herself', 'themselves', 'themself', 'someone', 'somebody',
] as const;

/** Words by which the writer points at themself as the one who acts or feels. */
export const SELF_WORDS = ['i', 'we', 'myself', 'ourselves'] as const;

function alternatives(words: readonly string[]): string {
  return `(?:${[...words].sort((a, b) => b.length - a.length).join('|')})`;
}

/** One relation word ("sister", "mother in law"). */
const RELATION = alternatives(RELATIONS);

/** "Myself", "himself", …: the person a reflexive verb turns back on. */
export const REFLEXIVE = '(?:myself|himself|herself|themselves|themself|yourself|ourselves)';

/** "My", "his", …: whose life, whose wrists. */
export const POSSESSIVE = '(?:my|his|her|their|your|our)';

/** Someone the writer names: "my friend", "my best friend s boyfriend", "her partner". */
export const NAMED_PERSON = `(?:(?:my|our|his|her|their|your|a|the|this) (?:\\w+ ){0,3}?${RELATION}s?)`;

/**
 * People who may be a danger when they hit, threaten or follow: partners, family, strangers.
 * Toddlers, babies and pets are left out ("my toddler hit me with a toy").
 */
const ADULTS = [
  'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'ex', 'ex husband', 'ex wife',
  'ex boyfriend', 'ex girlfriend', 'ex partner', 'mom', 'mum', 'mam', 'mother', 'dad', 'father', 'stepdad', 'stepfather',
  'stepmom', 'stepmum', 'stepmother', 'parent', 'parents', 'brother', 'sister', 'son', 'daughter', 'uncle', 'aunt',
  'cousin', 'grandfather', 'grandad', 'grandpa', 'grandmother', 'grandma', 'neighbour', 'neighbor', 'roommate',
  'flatmate', 'housemate', 'landlord', 'boss', 'manager', 'coworker', 'colleague', 'teacher', 'coach', 'in law',
  'mother in law', 'father in law', 'brother in law', 'sister in law', 'man', 'guy', 'woman', 'stranger', 'spouse',
  'hubby', 'family', 'friend', 'mate', 'pimp', 'dealer', 'carer', 'caregiver', 'care worker', 'grandson', 'granddaughter',
  'nephew', 'son in law', 'daughter in law', 'lodger', 'tenant',
] as const;

/** Someone who can do harm: "he", "someone", "my sister s husband", "a man". */
export const AGGRESSOR = `(?:he|she|they|someone|somebody|(?:a|an|this|that|some) (?:man|guy|woman|stranger|person|group of \\w+)|(?:my|our|her|his|their|the) (?:\\w+ ){0,3}?${alternatives(ADULTS)})`;

/** Partners and strangers: when they say they will kill, it is not a figure of speech. */
const INTIMATES = [
  'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'ex', 'ex husband', 'ex wife',
  'ex boyfriend', 'ex girlfriend', 'ex partner', 'stepdad', 'stepfather', 'spouse', 'hubby',
] as const;
export const INTIMATE = `(?:he|she|someone|somebody|(?:a|an|this|that|some) (?:man|guy|woman|stranger|person)|(?:my|our|her|his|their|the) (?:\\w+ ){0,2}?${alternatives(INTIMATES)})`;

/** The one harmed: the writer or someone they name. */
export const VICTIM = `(?<who>me|us|her|him|them|${NAMED_PERSON})`;

/** End of a clause: the clause mark or the end of the text. */
export const CLAUSE_END = '(?= \\.|$)';
