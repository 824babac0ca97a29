import { describe, expect, it } from 'vitest';
import { assessRisk, NO_RISK } from '../../assess-risk.ts';

describe('assessRisk in Brazilian Portuguese', () => {
  it.each([
    ['quero morrer', 'self-harm'],
    ['não quero mais viver, o que as cartas dizem?', 'self-harm'],
    ['sinceramente nem quero mais viver', 'self-harm'],
    ['vo me mata', 'self-harm'],
    ['to pensando em suicidio', 'self-harm'],
    ['e o futuro? sinceramente não quero mais estar aqui', 'self-harm'],
    ['to com dor no peito e falta de ar', 'medical-emergency'],
    ['meu marido me bate', 'danger'],
    ['ele ameaçou me matar', 'danger'],
    ['meu companheiro é violento comigo', 'danger'],
  ] as const)('recognises "%s" as %s about the writer', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'self' });
  });

  it.each([
    ['minha amiga disse que quer morrer', 'self-harm'],
    ['meu irmão fala em se matar', 'self-harm'],
    ['minha irmã mora com um homem que bate nela', 'danger'],
    ['meu sogro bate na minha sogra', 'danger'],
  ] as const)('second-hand: "%s" is %s about someone else', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'someone-else' });
  });

  it.each(['não penso em me matar, fica tranquila, só quero saber do amor', 'não quero morrer sem conhecer o Japão', 'jamais pensaria em suicídio'])(
    'takes a denial at its word: "%s"',
    (text) => {
      expect(assessRisk(text)).toEqual(NO_RISK);
    },
  );

  it.each([
    'tô morrendo de vontade de saber se ele vai me ligar',
    'quero terminar com ele',
    'meu sobrinho me mata de rir',
    'a curiosidade tá me matando',
    'meu chefe vai me matar se eu chegar atrasada kkk',
    'meu primo me bateu no xadrez de novo, quando ganho dele?',
    'a professora vai me matar com essa prova de física, passo?',
    'me corta o coração ver meu filho triste, ele vai ficar bem?',
    'overdose de netflix no feriado, volto ao foco essa semana?',
    'ela me deu uma facada nas costas',
    'a realidade me bateu',
    'o azar me persegue',
  ])('stays quiet on the idiom "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each(['saiu a Morte na minha tiragem', 'me saiu o Enforcado, o que quer dizer', 'a Torre invertida no futuro me preocupa'])(
    'reads "%s" as a card',
    (text) => {
      expect(assessRisk(text)).toEqual(NO_RISK);
    },
  );

  it('leaves Spanish to Spanish: a Portuguese denial is not read by the Spanish signs, nor the other way', () => {
    expect(assessRisk('na novela a mulher sofre violência doméstica')).toEqual(NO_RISK);
    expect(assessRisk('quiero morirme')).toEqual({ concerns: ['self-harm'], about: 'self' });
    expect(assessRisk('quero morrer')).toEqual({ concerns: ['self-harm'], about: 'self' });
  });

  it.each([
    ['se ela me largar eu me mato', 'self-harm'],
    ['minha familia ia viver melhor sem mim', 'self-harm'],
    ['amanhã me despeço de tudo', 'self-harm'],
    ['minha mãe morreu e eu quero ir com ela', 'self-harm'],
    ['tem um cara tentando invadir minha casa', 'danger'],
    ['o aplicativo que ele instalou é pra me monitorar', 'danger'],
    ['a verruga do braço cresceu e sangrou', 'medical-urgent'],
  ] as const)('round 3 shapes: recognises "%s" as %s', (text, concern) => {
    expect(assessRisk(text).concerns).toEqual([concern]);
  });

  it.each([
    ['o padrasto tá abusando da minha filha', 'danger'],
    ['ele tem uma faca e disse que vai usar', 'danger'],
    ['meu avô ficou com um lado do corpo paralisado', 'medical-emergency'],
  ] as const)('round 3 shapes: recognises "%s" as %s, whoever it is about', (text, concern) => {
    expect(assessRisk(text).concerns).toEqual([concern]);
  });

  it.each([
    'quero que acabe tudo logo pra gente viajar',
    'ele tem pinta de quem vai sumir',
    'melhor eu sumir daqui antes da chuva',
    'o professor mexe com a minha filha na aula de matemática',
    'sinto tanta falta do meu namorado que quero ir com ele pra festa',
    'tenho uma faca nova e vou usar amanhã na cozinha',
    'se ele não voltar eu vou chorar',
  ])('round 3 shapes: stays quiet on "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});
