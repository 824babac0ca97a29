import type { SafetyTexts } from './safety-texts.ts';

export const de: SafetyTexts = {
  concerns: {
    'self-harm': {
      heading: 'Du bist nicht allein',
      intro:
        'Wenn du Suizidgedanken hast oder daran denkst, dir etwas anzutun – oder wenn es jemandem so geht, der dir wichtig ist –, melde dich bitte jetzt. Reden hilft. Hier hört dir jemand zu, kostenlos und vertraulich:',
      emergencyLater: 'Wenn du diesen Gedanken jetzt nachgeben könntest oder jemand in akuter Gefahr ist:',
    },
    'medical-emergency': {
      heading: 'Wähle jetzt den Notruf',
      intro:
        'Was du beschreibst, kann ein medizinischer Notfall sein. Ruf bitte sofort an oder lass jemanden in deiner Nähe anrufen. Warte nicht auf die Karten.',
    },
    danger: {
      heading: 'Deine Sicherheit geht vor',
      intro: 'Wenn du gerade in Gefahr bist, wähle den Notruf. Diese Stellen helfen vertraulich und können mit dir planen, wie du dich schützen kannst:',
    },
    'medical-urgent': {
      heading: 'Lass das bitte bald abklären',
      intro:
        'Die Karten können sich nicht um deine Gesundheit kümmern. Geh damit bitte bald zu einer Ärztin oder einem Arzt oder ruf eine telefonische Gesundheitsberatung an:',
    },
  },
  label: 'Sofort Hilfe holen',
  call: (number) => `${number} anrufen`,
  text: (number, body) => (body ? `${body} per SMS an ${number} senden` : `SMS an ${number} senden`),
  visit: (site) => `${site} besuchen`,
  emergencyIn: (country) => `Notruf (${country})`,
  emergencyAnywhere: 'Notruf, von den meisten Mobiltelefonen aus erreichbar, oder die Notrufnummer vor Ort',
  showingHelpFor: 'Angezeigtes Land',
  anotherCountry: 'Anderes Land',
  helpOnScreen: 'Die Nummern zum Anrufen oder Schreiben stehen auf deinem Bildschirm, jede mit einer eigenen Schaltfläche.',
  // The lines' own words, as help-lines.ts writes them.
  about: {
    'Free and confidential, 24 hours a day': 'Kostenlos und vertraulich, rund um die Uhr',
    'Text with a trained volunteer, 24 hours a day': 'Per SMS mit geschulten Ehrenamtlichen schreiben, rund um die Uhr',
    'Confidential support and safety planning, 24 hours a day': 'Vertrauliche Unterstützung und Hilfe bei der Sicherheitsplanung, rund um die Uhr',
    'If someone swallowed or took something harmful': 'Wenn jemand etwas Schädliches geschluckt oder eingenommen hat',
    'Find a shelter or support service near you': 'Finde eine Schutzunterkunft oder Beratungsstelle in deiner Nähe',
    'Free, any time, day or night': 'Kostenlos, jederzeit, Tag und Nacht',
    'Free text support, 24 hours a day': 'Kostenlose Unterstützung per SMS, rund um die Uhr',
    'Medical help that is urgent but not an emergency': 'Medizinische Hilfe, wenn es dringend ist, aber kein Notfall',
    'Free national helpline, 24 hours a day': 'Kostenloses landesweites Hilfetelefon, rund um die Uhr',
    'Crisis support, 24 hours a day': 'Krisenhilfe, rund um die Uhr',
    'Family, domestic and sexual violence support, 24 hours a day': 'Hilfe bei familiärer, häuslicher und sexualisierter Gewalt, rund um die Uhr',
    'Talk to a registered nurse, 24 hours a day': 'Sprich mit einer examinierten Pflegefachkraft, rund um die Uhr',
    'Call or text a trained counsellor, 24 hours a day': 'Ausgebildete Beraterinnen und Berater per Anruf oder SMS, rund um die Uhr',
    'Crisis line, 24 hours a day': 'Krisentelefon, rund um die Uhr',
    'Free health advice, 24 hours a day': 'Kostenlose Gesundheitsberatung, rund um die Uhr',
    'Suicide prevention line, free, 24 hours a day': 'Telefon zur Suizidprävention, kostenlos, rund um die Uhr',
    'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill':
      'Hilfetelefon bei geschlechtsspezifischer Gewalt, kostenlos, rund um die Uhr; der Anruf erscheint nicht auf der Telefonrechnung',
    'Emotional support, free, 24 hours a day': 'Emotionale Unterstützung, kostenlos, rund um die Uhr',
    'Support for women facing violence, 24 hours a day': 'Hilfe für Frauen, die Gewalt erleben, rund um die Uhr',
    'If you are in danger right now': 'Wenn du gerade in Gefahr bist',
    'National suicide prevention line, free, 24 hours a day': 'Landesweites Telefon zur Suizidprävention, kostenlos, rund um die Uhr',
    'Free and anonymous, 24 hours a day': 'Kostenlos und anonym, rund um die Uhr',
    'Medical emergencies': 'Medizinische Notfälle',
    'Free and anonymous, day and night (also on 0800 111 0 222)': 'Kostenlos und anonym, Tag und Nacht (auch unter 0800 111 0 222)',
    'Violence against women helpline, free, 24 hours a day': 'Hilfetelefon bei Gewalt gegen Frauen, kostenlos, rund um die Uhr',
    'A doctor when it is urgent but not an emergency': 'Eine Ärztin oder ein Arzt, wenn es dringend ist, aber kein Notfall',
    'Psychological counselling, 24 hours a day (option 4)': 'Psychologische Beratung, rund um die Uhr (Option 4)',
    'Victim support, free call': 'Opferhilfe, gebührenfreier Anruf',
    'Health advice, 24 hours a day': 'Gesundheitsberatung, rund um die Uhr',
    'Free mental health support, 24 hours a day': 'Kostenlose Hilfe bei seelischen Belastungen, rund um die Uhr',
    'Free, confidential crisis lines in your country': 'Kostenlose, vertrauliche Krisentelefone in deinem Land',
    'Domestic violence services, country by country': 'Hilfsangebote bei häuslicher Gewalt, nach Ländern geordnet',
  },
};
