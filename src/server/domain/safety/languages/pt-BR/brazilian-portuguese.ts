// Brazilian Portuguese (pt-BR): the signs of each concern, read over its plain text, with whom each
// is about and the context that turns it off (see ../other-language.ts). Text that reads as Spanish
// is left to languages/es, whose denials and idioms it speaks, and English to the English signs
// (../reads-as.ts).
import type { Finding } from '../../sign.ts';
import { findSignsByWords } from '../find-signs-by-words.ts';
import { mutedAsAWhole, unmutedByWords } from '../mute-by-words.ts';
import { denialsOf, type OtherLanguage } from '../other-language.ts';
import { readsAs } from '../reads-as.ts';
import { PORTUGUESE_DANGER_SIGNS } from './danger-signs-pt.ts';
import { PORTUGUESE_MEDICAL_SIGNS } from './medical-signs-pt.ts';
import { PORTUGUESE_SELF_HARM_SIGNS } from './self-harm-signs-pt.ts';
import { normalisePortuguese, PORTUGUESE_CONTEXT, PORTUGUESE_PEOPLE } from './portuguese-words.ts';

const SIGNS = [...PORTUGUESE_SELF_HARM_SIGNS, ...PORTUGUESE_MEDICAL_SIGNS, ...PORTUGUESE_DANGER_SIGNS];

export const BRAZILIAN_PORTUGUESE: OtherLanguage = {
  tag: 'pt-BR',
  findings(text: string): Finding[] {
    const language = readsAs(text);
    if (language !== undefined && language !== 'pt-BR') return [];
    const plain = normalisePortuguese(text);
    return unmutedByWords(plain, findSignsByWords(plain, SIGNS, PORTUGUESE_PEOPLE), PORTUGUESE_CONTEXT);
  },
  model: {
    plain: normalisePortuguese,
    denials: denialsOf(PORTUGUESE_CONTEXT),
    mutesWholeText: (plain) => mutedAsAWhole(plain, PORTUGUESE_CONTEXT),
    people: PORTUGUESE_PEOPLE,
  },
};
