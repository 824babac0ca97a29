import { describe, expect, it } from 'vitest';
import { assessRisk, NO_RISK } from '../../assess-risk.ts';

describe('assessRisk in Spanish', () => {
  it.each([
    ['me quiero morir', 'self-harm'],
    ['ya no quiero vivir, qué me dicen las cartas?', 'self-harm'],
    ['pienso en suicidarme', 'self-harm'],
    ['q sentido tiene vivir asi', 'self-harm'],
    ['kiero suicidarme', 'self-harm'],
    ['me duele mucho el pecho y me cuesta respirar', 'medical-emergency'],
    ['mi marido me pega', 'danger'],
    ['hay alguien vigilando mi casa', 'danger'],
    ['mi padrastro abusa de mí', 'danger'],
  ] as const)('recognises "%s" as %s about the writer', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'self' });
  });

  it.each([
    ['mi amiga dice que se quiere morir', 'self-harm'],
    ['mi hija se corta los brazos', 'self-harm'],
    ['a mi amiga la golpea su novio', 'danger'],
    ['mi suegro le pega a mi suegra', 'danger'],
  ] as const)('second-hand: "%s" is %s about someone else', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'someone-else' });
  });

  it.each([
    'no quiero morir sin haber viajado a Japón',
    'no tengo pensamientos suicidas, solo estoy triste por la ruptura',
    'no me duele el pecho, solo tengo ansiedad',
  ])('takes a denial at its word: "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    'me muero de ganas de saber si me llamará',
    'me mata la curiosidad',
    'estoy muerta de cansancio',
    'quiero terminar con él',
    'mi planta se está muriendo',
    'me mato a estudiar y no apruebo',
    'mi jefe me va a matar si llego tarde jaja',
    'la tesis me va a matar, ¿la termino a tiempo?',
    'al Barça le dieron una paliza en el clásico, ¿ganamos la liga?',
    'el jefe final me mato diez veces, ¿lo paso hoy?',
    'el golazo de anoche me mato, ¿ganamos la copa?',
    'le tiro una carta a mi gata, ¿se va a curar?',
    'me pegó la gripe mi hijo',
    'mi ex me sigue en tiktok',
  ])('stays quiet on the idiom "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each(['salió la Muerte en mi tirada', 'me salió el Colgado, qué quiere decir', 'la Torre invertida en el futuro'])('reads "%s" as a card', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it('leaves a story and a past that is over alone, but not the present', () => {
    expect(assessRisk('en la serie el protagonista se quiere matar, qué carta sería?')).toEqual(NO_RISK);
    expect(assessRisk('de adolescente me cortaba, pero eso quedó atrás hace años y estoy bien')).toEqual(NO_RISK);
    expect(assessRisk('de adolescente me cortaba y ahora volví a cortarme').concerns).toEqual(['self-harm']);
  });

  it.each([
    ['si mi novia me deja me suicido', 'self-harm'],
    ['ojalá me quede dormida y no despierte', 'self-harm'],
    ['el viernes me despido de la vida', 'self-harm'],
    ['unos tipos están tratando de meterse a mi departamento', 'danger'],
    ['mi padrastro me encierra con llave en el cuarto', 'danger'],
    ['mi novio me puso una app para rastrearme', 'danger'],
    ['mi lunar del brazo creció y pica', 'medical-urgent'],
  ] as const)('round 3 shapes: recognises "%s" as %s', (text, concern) => {
    expect(assessRisk(text).concerns).toEqual([concern]);
  });

  it.each([
    ['el profesor anda manoseando a mi hija', 'danger'],
    ['dice que si lo denuncio le va a hacer daño a mis hijos', 'danger'],
    ['a mi papá se le paralizó medio cuerpo', 'medical-emergency'],
  ] as const)('round 3 shapes, second-hand: "%s" is %s about someone else', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'someone-else' });
  });

  it.each([
    'vale la pena seguir con mi novio?',
    'me despido de todo el equipo, me voy a otro trabajo',
    'extraño tanto a mi novio que me quiero ir con él a vivir a Madrid',
    'le toca a mi hijo jugar',
    'el eclipse lunar cambió mi energía?',
    'me duele la cabeza y vomito por la resaca',
    'si no vuelve conmigo, me muero de tristeza',
  ])('round 3 shapes: stays quiet on "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});
