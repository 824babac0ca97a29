// The card of the day (issue 17 §4): one card, read briefly and warmly for the day ahead. The same
// card on the same day always reads the same way; another day or another card reads differently.

import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { readCard } from './card-lore.ts';
import { mapOptions, Voice } from './choice.ts';
import { capitalise } from './text.ts';

type DailyRequest = Extract<ReaderRequest, { kind: 'daily' }>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a YYYY-MM-DD date, read at noon UTC so no time zone can move it. */
function weekdayOf(day: string): string | undefined {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : WEEKDAYS[date.getUTCDay()];
}

export function composeDaily(request: DailyRequest): string {
  const reading = readCard(request.card, 1);
  const { lore, message } = reading;
  const voice = new Voice(
    `daily\u0001${request.day}\u0001${request.card.name}\u0001${request.card.reversed ? 'reversed' : 'upright'}\u0001${request.horoscopeSign ?? ''}`,
  );
  const card = request.card.reversed ? `${reading.ref}, reversed` : reading.ref;
  const weekday = weekdayOf(request.day);
  const when = weekday ? `this ${weekday}` : 'today';

  const opening = voice.pick('opening', [
    `Your card for ${when} is ${card}.`,
    `${capitalise(card)} comes to you ${when}.`,
    `${capitalise(when)}, the deck offers you ${card}.`,
    `You drew ${card} for ${when}.`,
  ]);
  const theme = voice.pick(
    'theme',
    mapOptions(
      ['It speaks of {present}.', 'Let it point you toward {present}.', 'For today it names {present}.', 'It holds up {present}.'] as const,
      (template) => template.replace('{present}', lore.present),
    ),
  );
  const meaning = voice.pick('meaning', [`From the deck: ${message}`, `Its message: ${message}`, `The card says: ${message}`]);
  const gift = request.card.reversed
    ? voice.pick('shadow', [`Upside down, it asks you to watch for ${lore.caution}.`, `Reversed, it is a gentle warning about ${lore.caution}.`])
    : voice.pick('gift', [`What it offers you is ${lore.gift}.`, `Its gift for the hours ahead is ${lore.gift}.`, `Carry with you ${lore.gift}.`]);
  const counsel = voice.pick('counsel', [
    `One small thing to try: ${lore.counsel}.`,
    `A practice for today: ${lore.counsel}.`,
    `If you do one thing with this card, ${lore.counsel}.`,
  ]);
  const closing = voice.pick('closing', [
    'Let the card keep you company rather than tell you what to do; the day is yours to shape.',
    'Hold it lightly, and notice where it shows up before evening.',
    'Come back tonight and see how the card sat with your day.',
    'Be kind to yourself as you carry it; one card is an invitation, not a rule.',
  ]);
  return [`${opening} ${theme}`, `${meaning} ${gift}`, `${counsel} ${closing}`].join('\n\n');
}
