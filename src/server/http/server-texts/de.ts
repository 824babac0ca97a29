import { ACCOUNT_TEXT } from '../../../shared/account-security.ts';
import { TEXT } from '../../../shared/constants.ts';
import { CHECKOUT_CANCELLED, CHECKOUT_NOT_FOUND, PROVIDER_DOWN, SUBSCRIPTION_ACTIVE } from '../../domain/billing/payments.ts';
import { HASHING_BUSY } from '../../domain/accounts/hashing-pool.ts';
import { COMMITMENT_NOT_USABLE } from '../../domain/draw/fair-draw.ts';
import { READINGS_PAUSED } from '../../domain/limits/llm-budget.ts';
import { TOO_MANY_REQUESTS } from '../../domain/limits/rate-limit.ts';
import { TEMP_READING_OTHER_BROWSER } from '../../domain/readings/claim-temp-reading.ts';
import { ACCOUNT_DELETED_DURING_REPLY, ANSWER_NOT_KEPT, READING_NOT_READY, REPLY_IN_PROGRESS } from '../../domain/readings/follow-ups.ts';
import { DAILY_READING_FAILED, DAILY_READING_PENDING, DAILY_READING_WAITS } from '../../domain/readings/daily-card.ts';
import { GENERATION_IN_PROGRESS } from '../../domain/readings/readings.ts';
import { NOT_SHAREABLE, SHARE_NOT_FOUND } from '../../domain/readings/share-links.ts';
import { CARDS_NOT_DRAWN, FREE_READING_USED, FREE_READINGS_CAP_REACHED } from '../../domain/readings/visitor-reading.ts';
import {
  BODY_TOO_LARGE,
  ERROR_PAGE_TITLES,
  READER_UNAVAILABLE,
  READING_NOT_FOUND,
  SERVICE_UNAVAILABLE,
  SIGN_IN_REQUIRED,
  SOMETHING_WENT_WRONG,
} from '../../errors.ts';
import type { ServerTexts } from './server-texts.ts';

export const de: ServerTexts = {
  [SOMETHING_WENT_WRONG]: 'Da ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
  [SERVICE_UNAVAILABLE]: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuch es gleich noch einmal.',
  [READER_UNAVAILABLE]: 'Tarot Insights kann gerade nicht antworten. Bitte versuch es noch einmal.',
  [SIGN_IN_REQUIRED]: 'Bitte melde dich an, um fortzufahren',
  [BODY_TOO_LARGE]: 'Der Inhalt der Anfrage ist zu groß',
  [READING_NOT_FOUND]: 'Deutung nicht gefunden',
  [ERROR_PAGE_TITLES.retry]: 'Bitte versuch es gleich noch einmal',
  [ERROR_PAGE_TITLES.wrong]: 'Hier stimmt etwas nicht',
  [TOO_MANY_REQUESTS]: 'Zu viele Anfragen. Bitte warte einen Moment und versuch es dann noch einmal.',
  [HASHING_BUSY]: 'Gerade werden sehr viele Passwörter geprüft. Bitte versuch es gleich noch einmal.',
  [FREE_READING_USED]: 'Du hast deine kostenlose Deutung bereits genutzt. Registriere dich, um deine Karten weiter zu erkunden.',
  [CARDS_NOT_DRAWN]: 'Gedeutet werden können nur die Karten, die für dich gezogen wurden. Bitte zieh deine Karten noch einmal.',
  [TEMP_READING_OTHER_BROWSER]: 'Eine kostenlose Deutung lässt sich nur in dem Browser speichern, in dem ihre Karten gezogen wurden.',
  [COMMITMENT_NOT_USABLE]: 'Das Commitment dieser Ziehung ist abgelaufen oder wurde schon verwendet. Bitte zieh die Karten noch einmal.',
  [GENERATION_IN_PROGRESS]: 'Deine Deutung wird bereits geschrieben. Sie erscheint gleich.',
  [REPLY_IN_PROGRESS]: 'Eine Antwort zu dieser Deutung wird noch geschrieben. Bitte warte, bis sie fertig ist.',
  [READING_NOT_READY]: 'Zu dieser Deutung kannst du noch keine Folgefragen stellen.',
  [ANSWER_NOT_KEPT]: 'Diese Antwort konnte nicht gespeichert werden, deshalb wurde dir nichts berechnet. Bitte stell deine Frage noch einmal.',
  [ACCOUNT_DELETED_DURING_REPLY]: 'Dein Konto wurde gelöscht, während diese Antwort geschrieben wurde, deshalb wurde sie nicht gespeichert.',
  [TEXT.followUpCreditsAlert]: 'Du brauchst mehr Credits, um Folgefragen zu stellen',
  [NOT_SHAREABLE]: 'Diese Deutung kann nicht geteilt werden.',
  [SUBSCRIPTION_ACTIVE]: 'Dein Unlimited-Abo ist bereits aktiv',
  [CHECKOUT_CANCELLED]: 'Dieser Bezahlvorgang wurde abgebrochen',
  [PROVIDER_DOWN]: 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuch es noch einmal.',
  [ACCOUNT_TEXT.wrongPassword]: 'Dieses Passwort ist nicht korrekt.',
  [ACCOUNT_TEXT.signInAgainToDelete]: 'Bitte melde dich zur Bestätigung noch einmal mit Google an und lösche dann dein Konto.',
  [ACCOUNT_TEXT.subscriptionNotCancelled]:
    'Dein Abo konnte gerade nicht gekündigt werden, deshalb wurde dein Konto nicht gelöscht. Bitte versuch es gleich noch einmal.',
  [READINGS_PAUSED]: 'Deutungen sind heute wegen hoher Nachfrage pausiert. Bitte komm morgen wieder.',
  [FREE_READINGS_CAP_REACHED]: 'Die kostenlosen Deutungen für dein Netzwerk sind für heute aufgebraucht. Registriere dich, um deine Karten weiter zu erkunden.',
  [CHECKOUT_NOT_FOUND]: 'Bezahlvorgang nicht gefunden.',
  [SHARE_NOT_FOUND]: 'Diese geteilte Deutung gibt es nicht oder sie wird nicht mehr geteilt',
  [DAILY_READING_FAILED]:
    'Deine Karte ist gezogen, aber ihre Deutung konnte gerade nicht geschrieben werden. Versuch es gleich noch einmal: Die Karte bleibt dieselbe.',
  [DAILY_READING_WAITS]: 'Deine Karte ist gezogen und für heute aufbewahrt, aber ihre Deutung muss warten.',
  [DAILY_READING_PENDING]: 'Deine Karte ist gezogen; ihre Deutung wird noch geschrieben. Sie erscheint gleich.',
};
