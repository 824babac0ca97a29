import { describe, expect, it } from 'vitest';
import { assessRisk } from '../assess-risk.ts';
import { readsAs } from './reads-as.ts';

describe('readsAs', () => {
  it.each([
    ['quiero saber si mi novio me quiere de verdad', 'es'],
    ['eu quero saber se meu namorado me ama de verdade', 'pt-BR'],
    ["je n'ai jamais pensé au suicide, je veux savoir si je vais déménager", 'fr'],
    ['ich will nicht mehr leben', 'de'],
    ['will my boyfriend call me this week', 'en'],
  ] as const)('reads "%s" as %s', (text, language) => {
    expect(readsAs(text)).toBe(language);
  });

  it('leaves French to the French signs: a Spanish sign does not read "suicide commercial" as a crisis', () => {
    expect(assessRisk('ce serait du suicide commercial de lancer ce produit maintenant').concerns).toEqual([]);
    expect(assessRisk('je veux mourir ce soir').concerns).toEqual(['self-harm']);
  });
});
