import type { SafetyTexts } from './safety-texts.ts';

export const en: SafetyTexts = {
  concerns: {
    'self-harm': {
      heading: 'You are not alone',
      intro:
        'If you, or someone you care about, are thinking about suicide or about hurting yourself, please reach out now. Talking helps, and these people are there to listen, free and in confidence:',
      emergencyLater: 'If you might act on these thoughts now, or someone is in immediate danger:',
    },
    'medical-emergency': {
      heading: 'Call emergency services now',
      intro: 'What you describe can be a medical emergency. Please call now, or ask someone near you to call. Do not wait for the cards.',
    },
    danger: {
      heading: 'Your safety comes first',
      intro: 'If you are in danger right now, call emergency services. These services help in confidence, and can help you plan how to stay safe:',
    },
    'medical-urgent': {
      heading: 'Please get this checked promptly',
      intro: 'The cards cannot look after your health. Please see a doctor soon about this, or call a health line:',
    },
  },
  label: 'Help right now',
  call: (number) => `Call ${number}`,
  text: (number, body) => (body ? `Text ${body} to ${number}` : `Text ${number}`),
  visit: (site) => `Visit ${site}`,
  emergencyIn: (country) => `Emergency services in ${country}`,
  emergencyAnywhere: 'Emergency services from most mobile phones, or your local emergency number',
  showingHelpFor: 'Showing help for',
  anotherCountry: 'Another country',
  helpOnScreen: 'The numbers to call or text are on your screen, each with its own button.',
  // The lines' own words, as help-lines.ts writes them.
  about: {
    'Free and confidential, 24 hours a day': 'Free and confidential, 24 hours a day',
    'Text with a trained volunteer, 24 hours a day': 'Text with a trained volunteer, 24 hours a day',
    'Confidential support and safety planning, 24 hours a day': 'Confidential support and safety planning, 24 hours a day',
    'If someone swallowed or took something harmful': 'If someone swallowed or took something harmful',
    'Find a shelter or support service near you': 'Find a shelter or support service near you',
    'Free, any time, day or night': 'Free, any time, day or night',
    'Free text support, 24 hours a day': 'Free text support, 24 hours a day',
    'Medical help that is urgent but not an emergency': 'Medical help that is urgent but not an emergency',
    'Free national helpline, 24 hours a day': 'Free national helpline, 24 hours a day',
    'Crisis support, 24 hours a day': 'Crisis support, 24 hours a day',
    'Family, domestic and sexual violence support, 24 hours a day': 'Family, domestic and sexual violence support, 24 hours a day',
    'Talk to a registered nurse, 24 hours a day': 'Talk to a registered nurse, 24 hours a day',
    'Call or text a trained counsellor, 24 hours a day': 'Call or text a trained counsellor, 24 hours a day',
    'Crisis line, 24 hours a day': 'Crisis line, 24 hours a day',
    'Free health advice, 24 hours a day': 'Free health advice, 24 hours a day',
    'Suicide prevention line, free, 24 hours a day': 'Suicide prevention line, free, 24 hours a day',
    'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill':
      'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill',
    'Emotional support, free, 24 hours a day': 'Emotional support, free, 24 hours a day',
    'Support for women facing violence, 24 hours a day': 'Support for women facing violence, 24 hours a day',
    'If you are in danger right now': 'If you are in danger right now',
    'National suicide prevention line, free, 24 hours a day': 'National suicide prevention line, free, 24 hours a day',
    'Free and anonymous, 24 hours a day': 'Free and anonymous, 24 hours a day',
    'Medical emergencies': 'Medical emergencies',
    'Free and anonymous, day and night (also on 0800 111 0 222)': 'Free and anonymous, day and night (also on 0800 111 0 222)',
    'Violence against women helpline, free, 24 hours a day': 'Violence against women helpline, free, 24 hours a day',
    'A doctor when it is urgent but not an emergency': 'A doctor when it is urgent but not an emergency',
    'Psychological counselling, 24 hours a day (option 4)': 'Psychological counselling, 24 hours a day (option 4)',
    'Victim support, free call': 'Victim support, free call',
    'Health advice, 24 hours a day': 'Health advice, 24 hours a day',
    'Free mental health support, 24 hours a day': 'Free mental health support, 24 hours a day',
    'Free, confidential crisis lines in your country': 'Free, confidential crisis lines in your country',
    'Domestic violence services, country by country': 'Domestic violence services, country by country',
  },
};
