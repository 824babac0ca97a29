import type { SafetyTexts } from './safety-texts.ts';

export const ptBR: SafetyTexts = {
  concerns: {
    'self-harm': {
      heading: 'Você não está só',
      intro:
        'Se você, ou alguém de quem você gosta, está pensando em suicídio ou em se machucar, procure ajuda agora. Conversar ajuda, e essas pessoas estão aqui para ouvir, de graça e em sigilo:',
      emergencyLater: 'Se você sente que pode colocar esses pensamentos em prática agora, ou se alguém corre perigo imediato:',
    },
    'medical-emergency': {
      heading: 'Ligue agora para a emergência',
      intro: 'O que você descreve pode ser uma emergência médica. Ligue agora ou peça para alguém perto de você ligar. Não espere pelas cartas.',
    },
    danger: {
      heading: 'Sua segurança vem em primeiro lugar',
      intro:
        'Se você está em perigo agora, ligue para a emergência. Estes serviços atendem em sigilo e podem ajudar você a planejar como se manter em segurança:',
    },
    'medical-urgent': {
      heading: 'Procure avaliação médica logo',
      intro: 'As cartas não podem cuidar da sua saúde. Consulte um médico em breve sobre isso, ou ligue para um serviço de orientação em saúde:',
    },
  },
  label: 'Ajuda agora',
  call: (number) => `Ligue para ${number}`,
  text: (number, body) => (body ? `Envie ${body} por SMS para ${number}` : `Envie um SMS para ${number}`),
  visit: (site) => `Acesse ${site}`,
  emergencyIn: (country) => `Serviços de emergência (${country})`,
  emergencyAnywhere: 'Serviços de emergência na maioria dos celulares, ou o número de emergência de onde você está',
  showingHelpFor: 'Mostrando ajuda para',
  anotherCountry: 'Outro país',
  helpOnScreen: 'Os números para ligar ou mandar mensagem estão na sua tela, cada um com o seu próprio botão.',
  // The lines' own words, as help-lines.ts writes them.
  about: {
    'Free and confidential, 24 hours a day': 'Gratuito e sigiloso, 24 horas por dia',
    'Text with a trained volunteer, 24 hours a day': 'Converse por mensagem com um voluntário capacitado, 24 horas por dia',
    'Confidential support and safety planning, 24 hours a day': 'Apoio sigiloso e ajuda para planejar sua segurança, 24 horas por dia',
    'If someone swallowed or took something harmful': 'Se alguém engoliu ou tomou algo que pode fazer mal',
    'Find a shelter or support service near you': 'Encontre um abrigo ou serviço de apoio perto de você',
    'Free, any time, day or night': 'Gratuito, a qualquer hora do dia ou da noite',
    'Free text support, 24 hours a day': 'Apoio gratuito por mensagem de texto, 24 horas por dia',
    'Medical help that is urgent but not an emergency': 'Atendimento médico para casos urgentes que não são emergência',
    'Free national helpline, 24 hours a day': 'Linha nacional de apoio gratuita, 24 horas por dia',
    'Crisis support, 24 hours a day': 'Apoio em momentos de crise, 24 horas por dia',
    'Family, domestic and sexual violence support, 24 hours a day': 'Apoio em casos de violência familiar, doméstica e sexual, 24 horas por dia',
    'Talk to a registered nurse, 24 hours a day': 'Fale com um profissional de enfermagem habilitado, 24 horas por dia',
    'Call or text a trained counsellor, 24 hours a day': 'Ligue ou mande mensagem para um atendente capacitado, 24 horas por dia',
    'Crisis line, 24 hours a day': 'Linha de apoio em crise, 24 horas por dia',
    'Free health advice, 24 hours a day': 'Orientação de saúde gratuita, 24 horas por dia',
    'Suicide prevention line, free, 24 hours a day': 'Linha de prevenção do suicídio, gratuita, 24 horas por dia',
    'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill':
      'Linha de atendimento à violência de gênero, gratuita, 24 horas por dia; a ligação não aparece na conta telefônica',
    'Emotional support, free, 24 hours a day': 'Apoio emocional, gratuito, 24 horas por dia',
    'Support for women facing violence, 24 hours a day': 'Apoio a mulheres em situação de violência, 24 horas por dia',
    'If you are in danger right now': 'Se você está em perigo agora',
    'National suicide prevention line, free, 24 hours a day': 'Linha nacional de prevenção do suicídio, gratuita, 24 horas por dia',
    'Free and anonymous, 24 hours a day': 'Gratuito e anônimo, 24 horas por dia',
    'Medical emergencies': 'Emergências médicas',
    'Free and anonymous, day and night (also on 0800 111 0 222)': 'Gratuito e anônimo, dia e noite (também pelo 0800 111 0 222)',
    'Violence against women helpline, free, 24 hours a day': 'Linha de apoio a mulheres em situação de violência, gratuita, 24 horas por dia',
    'A doctor when it is urgent but not an emergency': 'Um médico quando é urgente, mas não é uma emergência',
    'Psychological counselling, 24 hours a day (option 4)': 'Apoio psicológico, 24 horas por dia (opção 4)',
    'Victim support, free call': 'Apoio a vítimas, ligação gratuita',
    'Health advice, 24 hours a day': 'Orientação de saúde, 24 horas por dia',
    'Free mental health support, 24 hours a day': 'Apoio gratuito em saúde mental, 24 horas por dia',
    'Free, confidential crisis lines in your country': 'Linhas de apoio em crise gratuitas e sigilosas no seu país',
    'Domestic violence services, country by country': 'Serviços de apoio em violência doméstica, país por país',
  },
};
