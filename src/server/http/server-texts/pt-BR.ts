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

export const ptBR: ServerTexts = {
  [SOMETHING_WENT_WRONG]: 'Algo deu errado. Tente novamente.',
  [SERVICE_UNAVAILABLE]: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  [READER_UNAVAILABLE]: 'O serviço de interpretação está indisponível no momento. Tente novamente.',
  [SIGN_IN_REQUIRED]: 'Entre na sua conta para continuar',
  [BODY_TOO_LARGE]: 'O conteúdo da solicitação é grande demais',
  [READING_NOT_FOUND]: 'Leitura não encontrada',
  [ERROR_PAGE_TITLES.retry]: 'Tente novamente daqui a pouco',
  [ERROR_PAGE_TITLES.wrong]: 'Algo não está certo',
  [TOO_MANY_REQUESTS]: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  [HASHING_BUSY]: 'Muitas senhas estão sendo verificadas agora. Tente novamente em instantes.',
  [FREE_READING_USED]: 'Você já usou sua leitura gratuita. Crie uma conta para continuar explorando suas cartas.',
  [CARDS_NOT_DRAWN]: 'Só é possível interpretar as cartas tiradas para você. Tire suas cartas novamente.',
  [TEMP_READING_OTHER_BROWSER]: 'Uma leitura gratuita só pode ser salva no navegador em que foi feita.',
  [COMMITMENT_NOT_USABLE]: 'O compromisso desta tiragem expirou ou já foi usado. Tire as cartas novamente.',
  [GENERATION_IN_PROGRESS]: 'Sua interpretação já está sendo escrita. Ela vai aparecer em instantes.',
  [REPLY_IN_PROGRESS]: 'Uma resposta a esta leitura ainda está sendo escrita. Aguarde até ela ficar pronta.',
  [READING_NOT_READY]: 'Esta leitura ainda não está pronta para perguntas complementares.',
  [ANSWER_NOT_KEPT]: 'Não foi possível salvar esta resposta, então ela não foi cobrada. Faça a pergunta novamente.',
  [ACCOUNT_DELETED_DURING_REPLY]: 'Sua conta foi excluída enquanto esta resposta era escrita, por isso ela não foi salva.',
  [TEXT.followUpCreditsAlert]: 'Você precisa de mais créditos para fazer perguntas complementares',
  [NOT_SHAREABLE]: 'Esta leitura não pode ser compartilhada.',
  [SUBSCRIPTION_ACTIVE]: 'Sua assinatura Unlimited já está ativa',
  [CHECKOUT_CANCELLED]: 'Este pagamento foi cancelado',
  [PROVIDER_DOWN]: 'O provedor de pagamento está indisponível no momento. Tente novamente.',
  [ACCOUNT_TEXT.wrongPassword]: 'Essa senha está incorreta.',
  [ACCOUNT_TEXT.signInAgainToDelete]: 'Entre com o Google novamente para confirmar e, depois, exclua sua conta.',
  [ACCOUNT_TEXT.subscriptionNotCancelled]: 'Não foi possível cancelar sua assinatura agora, por isso sua conta não foi excluída. Tente novamente em instantes.',
  [READINGS_PAUSED]: 'As leituras estão pausadas por hoje devido à alta demanda. Volte amanhã, por favor.',
  [FREE_READINGS_CAP_REACHED]: 'As leituras grátis da sua rede acabaram por hoje. Crie uma conta para continuar explorando suas cartas.',
  [CHECKOUT_NOT_FOUND]: 'Pagamento não encontrado.',
  [SHARE_NOT_FOUND]: 'Esta leitura compartilhada não existe ou não está mais compartilhada',
  [DAILY_READING_FAILED]: 'Sua carta já foi tirada, mas a leitura dela não pôde ser escrita agora. Tente de novo em instantes: a carta continua a mesma.',
  [DAILY_READING_WAITS]: 'Sua carta já foi tirada e está guardada para hoje, mas a leitura dela vai ter que esperar.',
  [DAILY_READING_PENDING]: 'Sua carta já foi tirada; a leitura dela ainda está sendo escrita. Ela vai aparecer em instantes.',
};
