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

export const fr: ServerTexts = {
  [SOMETHING_WENT_WRONG]: 'Un problème est survenu. Veuillez réessayer.',
  [SERVICE_UNAVAILABLE]: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  [READER_UNAVAILABLE]: 'Votre tarologue n’est pas disponible pour le moment. Veuillez réessayer.',
  [SIGN_IN_REQUIRED]: 'Veuillez vous connecter pour continuer',
  [BODY_TOO_LARGE]: 'Le contenu de la demande est trop volumineux',
  [READING_NOT_FOUND]: 'Tirage introuvable',
  [ERROR_PAGE_TITLES.retry]: 'Veuillez réessayer dans quelques instants',
  [ERROR_PAGE_TITLES.wrong]: 'Quelque chose ne va pas',
  [TOO_MANY_REQUESTS]: 'Trop de demandes. Veuillez patienter un instant, puis réessayer.',
  [HASHING_BUSY]: 'De nombreux mots de passe sont en cours de vérification. Veuillez réessayer dans un instant.',
  [FREE_READING_USED]: 'Vous avez déjà utilisé votre tirage gratuit. Inscrivez-vous pour continuer à explorer vos cartes.',
  [CARDS_NOT_DRAWN]: 'Seules les cartes tirées pour vous peuvent être interprétées. Veuillez tirer à nouveau vos cartes.',
  [TEMP_READING_OTHER_BROWSER]: 'Un tirage gratuit ne peut être conservé que depuis le navigateur dans lequel il a été effectué.',
  [COMMITMENT_NOT_USABLE]: 'L’engagement de ce tirage a expiré ou a déjà été utilisé. Veuillez refaire un tirage.',
  [GENERATION_IN_PROGRESS]: 'Votre interprétation est déjà en cours de rédaction. Elle s’affichera dans un instant.',
  [REPLY_IN_PROGRESS]: 'Une réponse à ce tirage est encore en cours de rédaction. Veuillez patienter.',
  [READING_NOT_READY]: 'Ce tirage n’est pas encore prêt pour des questions complémentaires.',
  [ANSWER_NOT_KEPT]: 'Cette réponse n’a pas pu être enregistrée : elle ne vous a donc pas été facturée. Veuillez reposer votre question.',
  [ACCOUNT_DELETED_DURING_REPLY]: 'Votre compte a été supprimé pendant la rédaction de cette réponse : elle n’a donc pas été conservée.',
  [TEXT.followUpCreditsAlert]: 'Il vous faut davantage de crédits pour poser des questions complémentaires',
  [NOT_SHAREABLE]: 'Ce tirage ne peut pas être partagé.',
  [SUBSCRIPTION_ACTIVE]: 'Votre abonnement Unlimited est déjà actif',
  [CHECKOUT_CANCELLED]: 'Ce paiement a été annulé',
  [PROVIDER_DOWN]: 'Le prestataire de paiement est indisponible pour le moment. Veuillez réessayer.',
  [ACCOUNT_TEXT.wrongPassword]: 'Ce mot de passe est incorrect.',
  [ACCOUNT_TEXT.signInAgainToDelete]: 'Veuillez vous reconnecter avec Google pour confirmer, puis supprimer votre compte.',
  [ACCOUNT_TEXT.subscriptionNotCancelled]:
    'Votre abonnement n’a pas pu être résilié pour le moment : votre compte n’a donc pas été supprimé. Veuillez réessayer dans un instant.',
  [READINGS_PAUSED]: 'Les tirages sont suspendus pour aujourd’hui en raison d’une forte demande. Merci de revenir demain.',
  [FREE_READINGS_CAP_REACHED]: 'Les tirages gratuits de votre réseau sont épuisés pour aujourd’hui. Créez un compte pour continuer à explorer vos cartes.',
  [CHECKOUT_NOT_FOUND]: 'Paiement introuvable.',
  [SHARE_NOT_FOUND]: 'Ce tirage partagé n’existe pas ou n’est plus partagé',
  [DAILY_READING_FAILED]:
    'Votre carte est tirée, mais son interprétation n’a pas pu être rédigée pour l’instant. Réessayez dans un moment\xa0: la carte reste la même.',
  [DAILY_READING_WAITS]: 'Votre carte est tirée et gardée pour aujourd’hui, mais son interprétation devra attendre.',
  [DAILY_READING_PENDING]: 'Votre carte est tirée\xa0; son interprétation est en cours de rédaction. Elle apparaîtra dans un instant.',
};
