import type { ReaderWords } from './reader-words.ts';

export const ptBR: ReaderWords = {
  locale: 'pt-BR',
  question: (excerpt) => `A pergunta que você traz: “${excerpt}”.`,
  opening: 'Vamos olhar para cada carta no seu lugar, uma de cada vez, e depois ver o que elas dizem juntas.',
  upright: (meaning) => `Aqui, a carta diz: ${meaning}`,
  reversed: (meaning) => `A carta aparece invertida, o que pede um olhar mais atento e mais voltado para dentro: ${meaning}`,
  togetherHeading: 'As cartas em conjunto',
  together: (keywords) =>
    `Lidas em conjunto, as cartas trazem alguns temas que se entrelaçam: ${keywords}. Vale a pena perceber onde eles aparecem na sua vida neste momento.`,
  guidanceHeading: 'Orientação',
  guidance: (card) =>
    `A última carta, ${card}, pode servir de bússola: reserve um momento para pensar em qual pequeno passo, em sintonia com o que ela mostra, está ao seu alcance agora. Não é preciso resolver tudo de uma vez.`,
  reflection: 'Lembre-se: as cartas não decidem o seu caminho, elas oferecem um espelho para a reflexão. As escolhas continuam sendo suas.',
  quiet: {
    opening:
      'Antes de olhar para as cartas, quero acolher o que você compartilhou. Esta leitura vai ser breve e cuidadosa, porque agora o mais importante é você e o seu bem-estar.',
    guidance: {
      'self-harm':
        'Se você está pensando em se machucar ou em tirar a própria vida, por favor, converse com alguém agora: as linhas de apoio que aparecem na tela, logo acima, estão aí para ouvir você. Você não precisa carregar isso sem apoio, e pedir ajuda é um passo de coragem.',
      'medical-emergency':
        'Ligue agora para o serviço de emergência. Se houver alguém por perto, peça ajuda e não espere para ver se passa; os contatos de ajuda estão na tela, logo acima.',
      danger:
        'A sua segurança vem em primeiro lugar. Se você estiver em perigo imediato, ligue agora para o serviço de emergência. As linhas de apoio que aparecem na tela, logo acima, podem ajudar você a pensar nos próximos passos com mais segurança.',
      'medical-urgent':
        'O que você descreve merece a atenção de um médico, e o quanto antes. Procure atendimento médico logo para que isso seja examinado; os contatos de ajuda estão na tela, logo acima. Cuidar do seu corpo também é uma forma de cuidar de você.',
    },
  },
  followUp: {
    heading: 'Sua nova pergunta',
    intro: (excerpt) => `Agora você pergunta: “${excerpt}”.`,
    focus: (position, card) => `Para essa pergunta, a carta que mais tem a dizer é a da posição “${position}”: ${card}.`,
    closing: 'Leve essa resposta como mais um ponto de reflexão, e não como algo definitivo: o caminho continua sendo seu.',
    quiet:
      'Antes de voltar às cartas, o mais importante é o seu bem-estar. Se algo do que você compartilhou ainda pesa, por favor, procure as linhas de apoio que aparecem na tela, logo acima; há pessoas prontas para ouvir você.',
  },
  daily: {
    opening: (card) => `A sua carta do dia é ${card}.`,
    notice: (keyword) => `Um convite para hoje: observe onde o tema “${keyword}” aparece no seu dia, mesmo nas pequenas coisas.`,
    closing: 'Deixe que a carta acompanhe você ao longo do dia, com leveza, e veja o que ela desperta.',
  },
  reversedName: (card) => `${card}, em posição invertida`,
  positions: {
    Past: {
      name: 'O passado',
      about: 'Esta posição fala do que moldou a situação e ainda ecoa nela.',
    },
    Present: {
      name: 'O presente',
      about: 'Esta posição mostra como as coisas estão agora e o que pede a sua atenção.',
    },
    Future: {
      name: 'O futuro',
      about: 'Esta posição aponta para onde as coisas caminham se nada mudar: uma possibilidade, não um destino.',
    },
    'The present': {
      name: 'O presente',
      about: 'Aqui aparece o coração da questão, tal como ela se encontra agora.',
    },
    'The challenge': {
      name: 'O desafio',
      about: 'Esta posição mostra o que cruza o seu caminho: a dificuldade que pede para ser enfrentada.',
    },
    'The foundation': {
      name: 'A base',
      about: 'Esta posição fala da raiz que está por baixo da situação, muitas vezes vinda de mais longe no tempo.',
    },
    'The recent past': {
      name: 'O passado recente',
      about: 'Esta posição fala do que está indo embora ou acabou de acontecer.',
    },
    'The crown': {
      name: 'A coroa',
      about: 'Aqui aparece o que você almeja ou tem em mente: o melhor que pode ser alcançado.',
    },
    'The near future': {
      name: 'O futuro próximo',
      about: 'Esta posição fala do que vem a seguir, nas próximas semanas.',
    },
    Yourself: {
      name: 'A sua postura',
      about: 'Esta posição mostra como você se coloca diante de tudo isso, a sua atitude e o seu papel na situação.',
    },
    'Your surroundings': {
      name: 'O ambiente ao seu redor',
      about: 'Esta posição fala das pessoas e das circunstâncias ao seu redor e de como elas influenciam a situação.',
    },
    'Hopes and fears': {
      name: 'Esperanças e medos',
      about: 'Aqui aparece o que você espera e o que você teme, que muitas vezes são a mesma coisa vista de dois ângulos.',
    },
    'The outcome': {
      name: 'O resultado',
      about: 'Esta posição aponta para onde tudo isso caminha se nada mudar: uma possibilidade, não um destino.',
    },
    'The first path': {
      name: 'O primeiro caminho',
      about: 'Esta posição mostra a primeira opção como ela está hoje e o que atraiu você para ela.',
    },
    'Where the first path leads': {
      name: 'Aonde leva o primeiro caminho',
      about: 'Esta posição mostra o rumo mais provável se você seguir o primeiro caminho.',
    },
    'The second path': {
      name: 'O segundo caminho',
      about: 'Esta posição mostra a segunda opção como ela está hoje e o que atraiu você para ela.',
    },
    'Where the second path leads': {
      name: 'Aonde leva o segundo caminho',
      about: 'Esta posição mostra o rumo mais provável se você seguir o segundo caminho.',
    },
    'What matters in choosing': {
      name: 'O que pesa na escolha',
      about: 'Esta posição fala do valor ou da necessidade que deve ter mais peso na sua escolha.',
    },
    'The card': {
      name: 'A carta',
      about: 'Esta carta fala do coração da questão e, numa pergunta de sim ou não, mostra para que lado a resposta pende.',
    },
    You: {
      name: 'Você',
      about: 'Esta posição mostra o que você traz para esta relação e como você se coloca nela agora.',
    },
    Them: {
      name: 'A outra pessoa',
      about: 'Esta posição mostra o que a outra pessoa traz, até onde as cartas podem falar por ela.',
    },
    'The connection': {
      name: 'O vínculo',
      about: 'Aqui aparece o que existe entre vocês: o próprio vínculo e o clima dele neste momento.',
    },
    'What helps': {
      name: 'O que ajuda',
      about: 'Esta posição mostra o que fortalece a relação e merece ser cultivado.',
    },
    'What strains': {
      name: 'O que desgasta',
      about: 'Esta posição mostra o que desgasta a relação e pede para ser nomeado ou aliviado.',
    },
    Situation: {
      name: 'A situação',
      about: 'Esta posição mostra como as coisas estão de fato, e não como se teme que estejam.',
    },
    Obstacle: {
      name: 'O obstáculo',
      about: 'Esta posição mostra o que atrapalha o caminho ou torna tudo mais difícil do que precisa ser.',
    },
    'Hidden influence': {
      name: 'A influência oculta',
      about: 'Esta posição fala do que age por baixo da superfície e ainda não se deixa ver por inteiro.',
    },
    Advice: {
      name: 'O conselho',
      about: 'Esta posição mostra a atitude ou o passo que mais ajudaria agora.',
    },
    'Likely outcome': {
      name: 'O resultado provável',
      about: 'Esta posição aponta para onde isso caminha se o conselho for seguido: uma possibilidade, não um destino.',
    },
  },
};
