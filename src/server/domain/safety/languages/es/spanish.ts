// Spanish (es): the signs of each concern, read over Spanish's plain text, with whom each is about
// and the context that turns it off (see ../other-language.ts). Text that reads as Portuguese is
// left to languages/pt-BR, whose denials and idioms it speaks, and English to the English signs
// (../reads-as.ts).
import type { Finding } from '../../sign.ts';
import { findSignsByWords } from '../find-signs-by-words.ts';
import { mutedAsAWhole, unmutedByWords } from '../mute-by-words.ts';
import { denialsOf, type OtherLanguage } from '../other-language.ts';
import { readsAs } from '../reads-as.ts';
import { SPANISH_DANGER_SIGNS } from './danger-signs-es.ts';
import { SPANISH_MEDICAL_SIGNS } from './medical-signs-es.ts';
import { SPANISH_SELF_HARM_SIGNS } from './self-harm-signs-es.ts';
import { normaliseSpanish, SPANISH_CONTEXT, SPANISH_PEOPLE } from './spanish-words.ts';

const SIGNS = [...SPANISH_SELF_HARM_SIGNS, ...SPANISH_MEDICAL_SIGNS, ...SPANISH_DANGER_SIGNS];

export const SPANISH: OtherLanguage = {
  tag: 'es',
  findings(text: string): Finding[] {
    const language = readsAs(text);
    if (language !== undefined && language !== 'es') return [];
    const plain = normaliseSpanish(text);
    return unmutedByWords(plain, findSignsByWords(plain, SIGNS, SPANISH_PEOPLE), SPANISH_CONTEXT);
  },
  model: {
    plain: normaliseSpanish,
    denials: denialsOf(SPANISH_CONTEXT),
    mutesWholeText: (plain) => mutedAsAWhole(plain, SPANISH_CONTEXT),
    people: SPANISH_PEOPLE,
  },
};
