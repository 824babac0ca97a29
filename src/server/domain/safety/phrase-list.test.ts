import { describe, it, expect } from 'vitest';
import { CRISIS_NOTE, mentionsSelfHarm } from './phrase-list.ts';

describe('mentionsSelfHarm', () => {
  it.each([
    'I want to kill myself',
    'Sometimes I think about suicide.',
    'I have been feeling SUICIDAL lately',
    'I just want to die',
    'I wanna die, will it get better?',
    'I wish I was dead',
    'I don’t want to live anymore',
    'I do not want to be alive',
    'Should I end it all?',
    'I keep thinking about ending my life',
    'I have been hurting myself again',
    'I started cutting myself last year',
    'Is self-harm a sign that something is wrong with me?',
    'Everyone would be better off without me',
    'There is no reason to live',
    'I am in danger at home',
    "I'm not safe at home, what should I do?",
    'My partner keeps hitting me',
    'I am afraid for my life',
    'I think about taking my own life',
  ])('detects %j', (text) => {
    expect(mentionsSelfHarm(text)).toBe(true);
  });

  it.each([
    "I've been killing it at work lately, will I get promoted?",
    'This new song is killer',
    "I'm dying to know if he likes me",
    'I could die of embarrassment after that date',
    'That dress is to die for',
    'My back hurts after the gym',
    'Should I kill the project or keep going?',
    'Will my plants die while I am away?',
    'How can I stop hurting my friends with my words?',
    'Is my career in danger of stalling?',
    'I am in danger of losing my job',
    'Will I find love this year?',
    'I want to end things with my boyfriend',
    '',
  ])('does not flag %j', (text) => {
    expect(mentionsSelfHarm(text)).toBe(false);
  });
});

describe('CRISIS_NOTE', () => {
  it('starts with its bold heading on its own line', () => {
    expect(CRISIS_NOTE.split('\n')[0]).toBe('**You Are Not Alone**');
  });

  it('lists the emergency and helpline resources', () => {
    expect(CRISIS_NOTE).toMatch(/local emergency number/);
    expect(CRISIS_NOTE).toMatch(/988/);
    expect(CRISIS_NOTE).toMatch(/Suicide & Crisis Lifeline/);
    expect(CRISIS_NOTE).toMatch(/Samaritans/);
    expect(CRISIS_NOTE).toMatch(/116 123/);
    expect(CRISIS_NOTE).toMatch(/findahelpline\.com/);
    expect(CRISIS_NOTE).toMatch(/someone you trust/);
  });

  it('uses bold only for the heading line', () => {
    const bold = CRISIS_NOTE.split('\n').filter((line) => line.includes('**'));
    expect(bold).toEqual(['**You Are Not Alone**']);
  });
});
