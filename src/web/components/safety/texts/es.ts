import type { SafetyTexts } from './safety-texts.ts';

export const es: SafetyTexts = {
  concerns: {
    'self-harm': {
      heading: 'No tienes que pasar por esto a solas',
      intro:
        'Si estás pensando en el suicidio o en hacerte daño, o si le pasa a alguien que te importa, por favor, habla con alguien ahora. Hablar ayuda, y estas personas están ahí para escucharte, de forma gratuita y confidencial:',
      emergencyLater: 'Si crees que podrías llegar a hacerte daño ahora mismo, o si alguien corre un peligro inmediato:',
    },
    'medical-emergency': {
      heading: 'Llama ahora a emergencias',
      intro:
        'Lo que describes puede ser una emergencia médica. Por favor, llama ahora o pide a alguien que esté cerca que llame. No esperes a lo que digan las cartas.',
    },
    danger: {
      heading: 'Tu seguridad es lo primero',
      intro:
        'Si ahora mismo estás en peligro, llama a emergencias. Estos servicios te atienden de forma confidencial y pueden ayudarte a planificar cómo mantenerte a salvo:',
    },
    'medical-urgent': {
      heading: 'Es importante que lo consultes pronto',
      intro: 'Las cartas no pueden cuidar de tu salud. Por favor, consulta esto pronto con un médico o llama a una línea de orientación médica:',
    },
  },
  label: 'Ayuda ahora mismo',
  call: (number) => `Llama al ${number}`,
  text: (number, body) => (body ? `Envía ${body} por mensaje de texto al ${number}` : `Envía un mensaje de texto al ${number}`),
  visit: (site) => `Visita ${site}`,
  emergencyIn: (country) => `Servicios de emergencia en ${country}`,
  emergencyAnywhere: 'Servicios de emergencia desde la mayoría de los teléfonos móviles, o el número de emergencias de tu país',
  showingHelpFor: 'Ayuda disponible en',
  anotherCountry: 'Otro país',
  helpOnScreen: 'Los números para llamar o enviar un mensaje están en tu pantalla, cada uno con su propio botón.',
  // The lines' own words, as help-lines.ts writes them.
  about: {
    'Free and confidential, 24 hours a day': 'Gratis y confidencial, las 24 horas del día',
    'Text with a trained volunteer, 24 hours a day': 'Conversa por mensaje de texto con una persona voluntaria capacitada, las 24 horas del día',
    'Confidential support and safety planning, 24 hours a day': 'Apoyo confidencial y ayuda para planificar tu seguridad, las 24 horas del día',
    'If someone swallowed or took something harmful': 'Si alguien ha tragado o tomado algo que puede hacerle daño',
    'Find a shelter or support service near you': 'Encuentra un refugio o un servicio de apoyo cerca de ti',
    'Free, any time, day or night': 'Gratis, a cualquier hora del día o de la noche',
    'Free text support, 24 hours a day': 'Apoyo gratuito por mensaje de texto, las 24 horas del día',
    'Medical help that is urgent but not an emergency': 'Atención médica cuando es urgente pero no es una emergencia',
    'Free national helpline, 24 hours a day': 'Línea de ayuda nacional gratuita, las 24 horas del día',
    'Crisis support, 24 hours a day': 'Apoyo en situaciones de crisis, las 24 horas del día',
    'Family, domestic and sexual violence support, 24 hours a day': 'Apoyo ante la violencia familiar, doméstica y sexual, las 24 horas del día',
    'Talk to a registered nurse, 24 hours a day': 'Habla con personal de enfermería profesional, las 24 horas del día',
    'Call or text a trained counsellor, 24 hours a day': 'Llama o envía un mensaje y te atenderá un profesional capacitado, las 24 horas del día',
    'Crisis line, 24 hours a day': 'Línea de atención en crisis, las 24 horas del día',
    'Free health advice, 24 hours a day': 'Orientación de salud gratuita, las 24 horas del día',
    'Suicide prevention line, free, 24 hours a day': 'Línea de prevención del suicidio, gratuita, las 24 horas del día',
    'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill':
      'Línea de atención a la violencia de género, gratuita, las 24 horas del día; no deja rastro en la factura',
    'Emotional support, free, 24 hours a day': 'Apoyo emocional, gratuito, las 24 horas del día',
    'Support for women facing violence, 24 hours a day': 'Apoyo a mujeres que sufren violencia, las 24 horas del día',
    'If you are in danger right now': 'Si estás en peligro ahora mismo',
    'National suicide prevention line, free, 24 hours a day': 'Línea nacional de prevención del suicidio, gratuita, las 24 horas del día',
    'Free and anonymous, 24 hours a day': 'Gratis y anónimo, las 24 horas del día',
    'Medical emergencies': 'Emergencias médicas',
    'Free and anonymous, day and night (also on 0800 111 0 222)': 'Gratis y anónimo, de día y de noche (también en el 0800 111 0 222)',
    'Violence against women helpline, free, 24 hours a day': 'Línea de ayuda por violencia contra las mujeres, gratuita, las 24 horas del día',
    'A doctor when it is urgent but not an emergency': 'Un médico cuando es urgente pero no es una emergencia',
    'Psychological counselling, 24 hours a day (option 4)': 'Atención psicológica, las 24 horas del día (opción 4)',
    'Victim support, free call': 'Apoyo a víctimas, llamada gratuita',
    'Health advice, 24 hours a day': 'Orientación de salud, las 24 horas del día',
    'Free mental health support, 24 hours a day': 'Apoyo gratuito en salud mental, las 24 horas del día',
    'Free, confidential crisis lines in your country': 'Líneas de crisis gratuitas y confidenciales en tu país',
    'Domestic violence services, country by country': 'Servicios de ayuda por violencia doméstica, país por país',
  },
};
