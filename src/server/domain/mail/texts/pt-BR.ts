import type { MailTexts } from './mail-texts.ts';

export const ptBR: MailTexts = {
  locale: 'pt-BR',
  // "Querido/Querida" would need the person's gender; "Olá, Nome," is the usual warm, neutral opening.
  greeting: (name) => (name ? `Olá, ${name},` : 'Olá,'),
  signOff: ['Que suas cartas tragam clareza,', 'Equipe Tarot Insights'],
  verificationLink: {
    askText: 'Confirme que este é o seu endereço de e-mail abrindo este link:',
    askHtml: 'Confirme que este é o seu endereço de e-mail:',
    button: 'Confirmar meu e-mail',
    validity: (hours) => `O link só pode ser usado uma vez e vale por ${hours === 1 ? '1 hora' : `${hours} horas`}.`,
  },
  verification: {
    subject: 'Confirme seu endereço de e-mail no Tarot Insights',
    ignore: 'Se você não criou uma conta no Tarot Insights, pode ignorar este e-mail.',
  },
  passwordReset: {
    subject: 'Redefina sua senha do Tarot Insights',
    asked: 'Recebemos um pedido para redefinir a senha da sua conta do Tarot Insights.',
    chooseHere: 'Escolha uma nova senha aqui:',
    button: 'Escolher uma nova senha',
    validity: (minutes) =>
      `O link só pode ser usado uma vez e vale por ${minutes === 60 ? 'uma hora' : minutes === 1 ? '1 minuto' : `${minutes} minutos`}. ` +
      'Quando você definir uma nova senha, todos os dispositivos conectados à sua conta serão desconectados.',
    ignore: 'Se não foi você que fez esse pedido, pode ignorar este e-mail: sua senha continua a mesma.',
  },
  accountDeleted: {
    subject: 'Sua conta do Tarot Insights foi excluída',
    gone:
      'Sua conta do Tarot Insights foi excluída, como você pediu. Seu perfil, suas leituras com as respectivas conversas ' +
      'e suas sessões de acesso foram apagados.',
    subscriptionCancelled: 'Sua assinatura foi cancelada e não haverá novas cobranças.',
    records: 'Guardamos os registros dos seus pagamentos, sem seu nome nem seu endereço de e-mail, pelo tempo que a lei exigir.',
    thanks: 'Obrigado pelo tempo que você passou com a gente. As portas estão sempre abertas para quando você quiser voltar.',
  },
  passwordChanged: {
    subject: 'Sua senha do Tarot Insights foi alterada',
    changed: (at) =>
      `A senha da sua conta do Tarot Insights foi alterada em ${at.toLocaleString('pt-BR', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC.`,
    ok: 'Se foi você, não é preciso fazer mais nada.',
    notYou: 'Se não foi você, escolha uma nova senha imediatamente; todos os dispositivos conectados à sua conta serão desconectados:',
    button: 'Escolher uma nova senha',
  },
  receipt: {
    subject: (what, amount) => `Seu recibo do Tarot Insights: ${what}, ${amount}`,
    credits: (count) => (count === 1 ? '1 crédito para perguntas complementares' : `${count} créditos para perguntas complementares`),
    subscription: 'Assinatura ilimitada (mensal)',
    amount: (cents, currency) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
    date: (paidAt) => `${paidAt.toLocaleDateString('pt-BR', { timeZone: 'UTC', dateStyle: 'long' })} (UTC)`,
    labels: { item: 'Descrição', amount: 'Valor', date: 'Data', reference: 'Referência' },
    thanks: 'Obrigado pela sua compra.',
    afterCredits: 'Os créditos já estão na sua conta.',
    afterSubscription: 'Enquanto a assinatura estiver ativa, suas perguntas complementares são ilimitadas; você pode cancelá-la na página da sua conta.',
  },
  welcome: {
    subject: 'Boas-vindas ao Tarot Insights',
    ready: { before: 'Boas-vindas ao ', after: ' — sua conta está pronta.' },
    startingCredits: (credits) =>
      `Você começa com ${credits === 1 ? '1 crédito grátis' : `${credits} créditos grátis`} para perguntas complementares, ` +
      'e todas as leituras que você fizer ficam salvas no seu histórico.',
    visit: 'Acesse sua conta',
  },
  checkBack: {
    subject: (several) => (several ? 'Como foram suas leituras?' : 'Como foi sua leitura?'),
    intro: (several) =>
      several
        ? 'Você fez estas leituras há pouco tempo. O que aconteceu desde então? Com um só clique você registra sua resposta, e pode mudá-la depois.'
        : 'Você fez esta leitura há pouco tempo. O que aconteceu desde então? Com um só clique você registra sua resposta, e pode mudá-la depois.',
    title: (date) => `Sua leitura de ${date}`,
    date: (createdAt, timeZone) => createdAt.toLocaleDateString('pt-BR', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cards: 'Cartas',
    // Agrees with "carta" (the card), as Portuguese tarot texts usually write it.
    reversed: (card) => `${card} (invertida)`,
    outcomes: {
      'as-read': 'Aconteceu como na leitura',
      partly: 'Em parte',
      'not-at-all': 'Nem um pouco',
      'too-soon': 'Ainda é cedo para dizer',
    },
    addNoteText: 'Adicione uma anotação (é preciso entrar na sua conta):',
    addNoteHtml: 'Adicionar uma anotação',
    signInNote: '(será preciso entrar na sua conta)',
    validity: (days) => (days === 1 ? 'Os links de resposta valem por 1 dia.' : `Os links de resposta valem por ${days} dias.`),
  },
  dailyReminder: {
    subject: 'Sua carta do dia espera por você',
    invitation: 'Sua carta do dia está esperando por você.',
    drawHere: 'Tire sua carta aqui:',
    button: 'Tirar minha carta do dia',
  },
  unsubscribe: {
    why: 'Você recebe este e-mail porque os e-mails do diário estão ativados na sua conta do Tarot Insights.',
    changeText: (accountUrl, unsubscribeUrl) => `Mude essa configuração na página da sua conta (${accountUrl}) ou cancele o recebimento: ${unsubscribeUrl}`,
    changeHtml: { before: 'Mude essa configuração na ', accountPage: 'página da sua conta', between: ' ou ', unsubscribe: 'cancele o recebimento', after: '.' },
  },
};
