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

export const es: ServerTexts = {
  [SOMETHING_WENT_WRONG]: 'Algo salió mal. Inténtalo de nuevo.',
  [SERVICE_UNAVAILABLE]: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en un momento.',
  [READER_UNAVAILABLE]: 'Tu tarotista no está disponible en este momento. Inténtalo de nuevo.',
  [SIGN_IN_REQUIRED]: 'Inicia sesión para continuar',
  [BODY_TOO_LARGE]: 'El contenido de la solicitud es demasiado grande',
  [READING_NOT_FOUND]: 'No se encontró la lectura',
  [ERROR_PAGE_TITLES.retry]: 'Inténtalo de nuevo en breve',
  [ERROR_PAGE_TITLES.wrong]: 'Algo no va bien',
  [TOO_MANY_REQUESTS]: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  [HASHING_BUSY]: 'Ahora mismo se están comprobando muchas contraseñas. Inténtalo de nuevo en un momento.',
  [FREE_READING_USED]: 'Ya has usado tu lectura gratuita. Regístrate para seguir explorando tus cartas.',
  [CARDS_NOT_DRAWN]: 'Solo se pueden interpretar las cartas que se sacaron para ti. Vuelve a sacar tus cartas.',
  [TEMP_READING_OTHER_BROWSER]: 'Una lectura gratuita solo se puede guardar desde el navegador en el que se hizo.',
  [COMMITMENT_NOT_USABLE]: 'El compromiso de esta tirada ha caducado o ya se ha usado. Vuelve a sacar las cartas.',
  [GENERATION_IN_PROGRESS]: 'Tu interpretación ya se está escribiendo. Aparecerá en un momento.',
  [REPLY_IN_PROGRESS]: 'Todavía se está escribiendo una respuesta a esta lectura. Espera a que esté lista.',
  [READING_NOT_READY]: 'Esta lectura aún no está lista para preguntas de seguimiento.',
  [ANSWER_NOT_KEPT]: 'No se pudo guardar esta respuesta, así que no se te ha cobrado. Vuelve a hacer la pregunta.',
  [ACCOUNT_DELETED_DURING_REPLY]: 'Tu cuenta se eliminó mientras se escribía esta respuesta, así que no se ha guardado.',
  [TEXT.followUpCreditsAlert]: 'Necesitas más créditos para hacer preguntas de seguimiento',
  [NOT_SHAREABLE]: 'Esta lectura no se puede compartir.',
  [SUBSCRIPTION_ACTIVE]: 'Tu suscripción Unlimited ya está activa',
  [CHECKOUT_CANCELLED]: 'Este pago se ha cancelado',
  [PROVIDER_DOWN]: 'El proveedor de pagos no está disponible en este momento. Inténtalo de nuevo.',
  [ACCOUNT_TEXT.wrongPassword]: 'Esa contraseña no es correcta.',
  [ACCOUNT_TEXT.signInAgainToDelete]: 'Vuelve a iniciar sesión con Google para confirmar y, después, elimina tu cuenta.',
  [ACCOUNT_TEXT.subscriptionNotCancelled]: 'No se pudo cancelar tu suscripción, así que tu cuenta no se ha eliminado. Inténtalo de nuevo en un momento.',
  [READINGS_PAUSED]: 'Las lecturas están en pausa por hoy debido a la alta demanda. Vuelve mañana, por favor.',
  [FREE_READINGS_CAP_REACHED]: 'Las lecturas gratuitas de tu red se han agotado por hoy. Regístrate para seguir explorando tus cartas.',
  [CHECKOUT_NOT_FOUND]: 'No se encontró el pago.',
  [SHARE_NOT_FOUND]: 'Esta lectura compartida no existe o ya no se comparte',
  [DAILY_READING_FAILED]: 'Tu carta ya está sacada, pero su lectura no se pudo escribir ahora. Inténtalo de nuevo en un momento: la carta será la misma.',
  [DAILY_READING_WAITS]: 'Tu carta ya está sacada y guardada para hoy, pero su lectura tendrá que esperar.',
  [DAILY_READING_PENDING]: 'Tu carta ya está sacada; su lectura aún se está escribiendo. Aparecerá en un momento.',
};
