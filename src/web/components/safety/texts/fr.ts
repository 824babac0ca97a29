import type { SafetyTexts } from './safety-texts.ts';

export const fr: SafetyTexts = {
  concerns: {
    'self-harm': {
      heading: 'Quelqu’un est là pour vous',
      intro:
        'Si vous pensez au suicide ou à vous faire du mal, ou si vous vous inquiétez pour un proche, n’attendez pas pour demander de l’aide. En parler aide, et ces personnes sont là pour vous écouter, gratuitement et en toute confidentialité\u00a0:',
      emergencyLater: 'Si vous risquez de passer à l’acte maintenant, ou si quelqu’un est en danger immédiat\u00a0:',
    },
    'medical-emergency': {
      heading: 'Appelez les secours maintenant',
      intro:
        'Ce que vous décrivez peut être une urgence médicale. Appelez maintenant, ou demandez à quelqu’un près de vous d’appeler. N’attendez pas le tirage des cartes.',
    },
    danger: {
      heading: 'Votre sécurité passe avant tout',
      intro:
        'Si vous êtes en danger en ce moment, appelez les secours. Ces services vous accompagnent en toute confidentialité et peuvent vous aider à prévoir comment vous mettre en sécurité\u00a0:',
    },
    'medical-urgent': {
      heading: 'Consultez sans tarder',
      intro: 'Les cartes ne peuvent pas prendre soin de votre santé. Parlez-en rapidement à un médecin, ou appelez un service de conseil médical\u00a0:',
    },
  },
  label: 'Aide immédiate',
  call: (number) => `Appeler le ${number}`,
  text: (number, body) => (body ? `Envoyer ${body} par SMS au ${number}` : `Envoyer un SMS au ${number}`),
  visit: (site) => `Consulter ${site}`,
  emergencyIn: (country) => `Services d’urgence (${country})`,
  emergencyAnywhere: 'Services d’urgence depuis la plupart des téléphones portables, ou le numéro d’urgence du pays où vous vous trouvez',
  showingHelpFor: 'Aide affichée pour',
  anotherCountry: 'Un autre pays',
  helpOnScreen: 'Les numéros à appeler ou à contacter par SMS s’affichent à l’écran, chacun avec son propre bouton.',
  // The lines' own words, as help-lines.ts writes them.
  about: {
    'Free and confidential, 24 hours a day': 'Gratuit et confidentiel, 24 heures sur 24',
    'Text with a trained volunteer, 24 hours a day': 'Échangez par SMS avec un bénévole formé, 24 heures sur 24',
    'Confidential support and safety planning, 24 hours a day': 'Soutien confidentiel et aide pour organiser votre mise en sécurité, 24 heures sur 24',
    'If someone swallowed or took something harmful': 'Si quelqu’un a avalé ou pris une substance dangereuse',
    'Find a shelter or support service near you': 'Trouvez un hébergement d’urgence ou un service d’aide près de chez vous',
    'Free, any time, day or night': 'Gratuit, à toute heure du jour et de la nuit',
    'Free text support, 24 hours a day': 'Soutien gratuit par SMS, 24 heures sur 24',
    'Medical help that is urgent but not an emergency': 'Pour un besoin médical urgent qui n’est pas une urgence vitale',
    'Free national helpline, 24 hours a day': 'Ligne d’aide nationale gratuite, 24 heures sur 24',
    'Crisis support, 24 hours a day': 'Aide en cas de crise, 24 heures sur 24',
    'Family, domestic and sexual violence support, 24 hours a day': 'Soutien face aux violences familiales, conjugales et sexuelles, 24 heures sur 24',
    'Talk to a registered nurse, 24 hours a day': 'Parlez à une infirmière ou un infirmier diplômé, 24 heures sur 24',
    'Call or text a trained counsellor, 24 hours a day': 'Par téléphone ou par SMS, avec un intervenant formé, 24 heures sur 24',
    'Crisis line, 24 hours a day': 'Ligne d’écoute en cas de crise, 24 heures sur 24',
    'Free health advice, 24 hours a day': 'Conseils de santé gratuits, 24 heures sur 24',
    'Suicide prevention line, free, 24 hours a day': 'Ligne de prévention du suicide, gratuite, 24 heures sur 24',
    'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill':
      'Ligne contre les violences fondées sur le genre, gratuite, 24 heures sur 24\u00a0; l’appel n’apparaît pas sur la facture',
    'Emotional support, free, 24 hours a day': 'Soutien émotionnel, gratuit, 24 heures sur 24',
    'Support for women facing violence, 24 hours a day': 'Aide aux femmes victimes de violences, 24 heures sur 24',
    'If you are in danger right now': 'Si vous êtes en danger en ce moment même',
    'National suicide prevention line, free, 24 hours a day': 'Numéro national de prévention du suicide, gratuit, 24 heures sur 24',
    'Free and anonymous, 24 hours a day': 'Gratuit et anonyme, 24 heures sur 24',
    'Medical emergencies': 'Urgences médicales',
    'Free and anonymous, day and night (also on 0800 111 0 222)': 'Gratuit et anonyme, jour et nuit (également au 0800 111 0 222)',
    'Violence against women helpline, free, 24 hours a day': 'Ligne d’aide contre les violences faites aux femmes, gratuite, 24 heures sur 24',
    'A doctor when it is urgent but not an emergency': 'Un médecin quand c’est urgent sans être une urgence vitale',
    'Psychological counselling, 24 hours a day (option 4)': 'Soutien psychologique, 24 heures sur 24 (option 4)',
    'Victim support, free call': 'Aide aux victimes, appel gratuit',
    'Health advice, 24 hours a day': 'Conseils de santé, 24 heures sur 24',
    'Free mental health support, 24 hours a day': 'Soutien gratuit en santé mentale, 24 heures sur 24',
    'Free, confidential crisis lines in your country': 'Lignes d’écoute de crise gratuites et confidentielles dans votre pays',
    'Domestic violence services, country by country': 'Services d’aide contre les violences conjugales, pays par pays',
  },
};
