import type { MailTexts } from './mail-texts.ts';

/** "la próxima hora", "las próximas 24 horas". */
function nextHours(hours: number): string {
  return hours === 1 ? 'la próxima hora' : `las próximas ${hours} horas`;
}

/** "el próximo minuto", "los próximos 30 minutos"; whole hours read as hours. */
function nextMinutes(minutes: number): string {
  if (minutes > 0 && minutes % 60 === 0) return nextHours(minutes / 60);
  return minutes === 1 ? 'el próximo minuto' : `los próximos ${minutes} minutos`;
}

export const es: MailTexts = {
  locale: 'es',
  // Spanish letters and emails open with a colon after the greeting; "Querido/a" would force a gender.
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  signOff: ['Que tus cartas te traigan claridad,', 'El equipo de Tarot Insights'],
  verificationLink: {
    askText: 'Confirma que esta es tu dirección de correo electrónico abriendo este enlace:',
    askHtml: 'Confirma que esta es tu dirección de correo electrónico:',
    button: 'Confirmar mi correo electrónico',
    validity: (hours) => `El enlace se puede usar una sola vez durante ${nextHours(hours)}.`,
  },
  verification: {
    subject: 'Confirma tu dirección de correo electrónico en Tarot Insights',
    ignore: 'Si no creaste una cuenta en Tarot Insights, puedes ignorar este correo.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Tarot Insights',
    asked: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Tarot Insights.',
    chooseHere: 'Elige una nueva contraseña aquí:',
    button: 'Elegir una nueva contraseña',
    validity: (minutes) =>
      `El enlace se puede usar una sola vez durante ${nextMinutes(minutes)}. Al establecer una nueva contraseña, se cerrará la sesión en todos los dispositivos conectados a tu cuenta.`,
    ignore: 'Si no lo solicitaste, puedes ignorar este correo: tu contraseña seguirá siendo la misma.',
  },
  accountDeleted: {
    subject: 'Tu cuenta de Tarot Insights ha sido eliminada',
    gone: 'Tal como nos pediste, hemos eliminado tu cuenta de Tarot Insights. Se han borrado tu perfil, tus lecturas con sus conversaciones y tus sesiones iniciadas.',
    subscriptionCancelled: 'Tu suscripción ha sido cancelada; no se te volverá a cobrar por ella.',
    records: 'Conservamos el registro de tus pagos, sin tu nombre ni tu dirección de correo electrónico, durante el tiempo que exige la ley.',
    thanks: 'Gracias por el tiempo que compartiste con nosotros. Aquí estaremos cuando quieras volver.',
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Tarot Insights',
    changed: (at) => {
      const date = at.toLocaleDateString('es', { timeZone: 'UTC', dateStyle: 'long' });
      const time = at.toLocaleTimeString('es', { timeZone: 'UTC', timeStyle: 'short' });
      // "a la 1:05" but "a las 13:05".
      const article = at.getUTCHours() === 1 ? 'a la' : 'a las';
      return `La contraseña de tu cuenta de Tarot Insights se cambió el ${date} ${article} ${time} UTC.`;
    },
    ok: 'Si fuiste tú, no tienes que hacer nada más.',
    notYou: 'Si no fuiste tú, elige una nueva contraseña de inmediato; así se cerrará la sesión en todos los dispositivos conectados a tu cuenta:',
    button: 'Elegir una nueva contraseña',
  },
  receipt: {
    subject: (what, amount) => `Tu recibo de Tarot Insights: ${what}, ${amount}`,
    credits: (count) => `${count} ${count === 1 ? 'crédito' : 'créditos'} para preguntas de seguimiento`,
    subscription: 'Suscripción ilimitada (mensual)',
    amount: (cents, currency) => new Intl.NumberFormat('es', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
    date: (paidAt) => `${paidAt.toLocaleDateString('es', { timeZone: 'UTC', dateStyle: 'long' })} (UTC)`,
    labels: { item: 'Concepto', amount: 'Importe', date: 'Fecha', reference: 'Referencia' },
    thanks: 'Gracias por tu compra.',
    afterCredits: 'Los créditos ya están en tu cuenta.',
    afterSubscription: 'Mientras tu suscripción esté activa, las preguntas de seguimiento son ilimitadas; puedes cancelarla en la página de tu cuenta.',
  },
  welcome: {
    // "Te damos la bienvenida" rather than "Bienvenido/a", which would force a gender.
    subject: 'Te damos la bienvenida a Tarot Insights',
    ready: { before: 'Te damos la bienvenida a ', after: ': tu cuenta ya está lista.' },
    startingCredits: (credits) =>
      `Empiezas con ${credits === 1 ? '1 crédito gratuito' : `${credits} créditos gratuitos`} para preguntas de seguimiento, y cada lectura que hagas se guarda en tu historial.`,
    visit: 'Visita tu cuenta',
  },
  checkBack: {
    subject: (several) => (several ? '¿Cómo te fue con tus lecturas?' : '¿Cómo te fue con tu lectura?'),
    intro: (several) =>
      several
        ? 'Hace un tiempo hiciste estas lecturas. ¿Cómo te fue con ellas? Basta un toque para registrar tu respuesta, y puedes cambiarla más adelante.'
        : 'Hace un tiempo hiciste esta lectura. ¿Cómo te fue con ella? Basta un toque para registrar tu respuesta, y puedes cambiarla más adelante.',
    title: (date) => `Tu lectura del ${date}`,
    date: (createdAt, timeZone) => createdAt.toLocaleDateString('es', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cards: 'Cartas',
    reversed: (card) => `${card} (invertida)`,
    outcomes: {
      'as-read': 'Se cumplió tal cual',
      partly: 'En parte',
      'not-at-all': 'No se cumplió',
      'too-soon': 'Aún es pronto para saberlo',
    },
    addNoteText: 'Añade una nota (requiere iniciar sesión):',
    addNoteHtml: 'Añadir una nota',
    signInNote: '(se te pedirá que inicies sesión)',
    validity: (days) => `Los enlaces de respuesta funcionan durante ${days === 1 ? 'un día' : `${days} días`}.`,
  },
  dailyReminder: {
    subject: 'Tu carta del día te está esperando',
    invitation: 'Tu carta del día te está esperando.',
    drawHere: 'Sácala aquí:',
    button: 'Sacar mi carta del día',
  },
  unsubscribe: {
    why: 'Recibes este correo porque tienes activados los correos del diario en tu cuenta de Tarot Insights.',
    changeText: (accountUrl, unsubscribeUrl) => `Puedes gestionarlos en la página de tu cuenta (${accountUrl}) o darte de baja de ellos: ${unsubscribeUrl}`,
    changeHtml: { before: 'Puedes gestionarlos en ', accountPage: 'la página de tu cuenta', between: ' o ', unsubscribe: 'darte de baja', after: '.' },
  },
};
