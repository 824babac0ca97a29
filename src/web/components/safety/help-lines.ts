// The people to call or text when the risk assessment recognises a crisis (issue 23 §1), by
// country. Our code shows these before any reader's words; no model ever writes them. Numbers were
// checked against each service's own published contact details (2026-11); `findahelpline.com`
// covers every other country.
import type { SafetyConcern } from '../../../shared/safety.ts';

export interface HelpLine {
  name: string;
  /** Who answers, and when. */
  about: string;
  /** A number to call, as it is written locally. */
  call?: string;
  /** A number to text, and the word to send if the service asks for one. */
  text?: { number: string; body?: string };
  /** The service's own site, for those who would rather chat or read. */
  url?: string;
}

export interface CountryHelp {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** "in the United States": the country as a sentence names it. */
  name: string;
  emergency: string;
  lines: Partial<Record<SafetyConcern, readonly HelpLine[]>>;
}

export const COUNTRY_HELP: readonly CountryHelp[] = [
  {
    code: 'US',
    name: 'the United States',
    emergency: '911',
    lines: {
      'self-harm': [
        { name: '988 Suicide & Crisis Lifeline', about: 'Free and confidential, 24 hours a day', call: '988', text: { number: '988' } },
        { name: 'Crisis Text Line', about: 'Text with a trained volunteer, 24 hours a day', text: { number: '741741', body: 'HOME' } },
      ],
      danger: [
        {
          name: 'National Domestic Violence Hotline',
          about: 'Confidential support and safety planning, 24 hours a day',
          call: '1-800-799-7233',
          text: { number: '88788', body: 'START' },
          url: 'https://www.thehotline.org',
        },
      ],
      'medical-emergency': [{ name: 'Poison Control', about: 'If someone swallowed or took something harmful', call: '1-800-222-1222' }],
    },
  },
  {
    code: 'CA',
    name: 'Canada',
    emergency: '911',
    lines: {
      'self-harm': [{ name: '9-8-8 Suicide Crisis Helpline', about: 'Free and confidential, 24 hours a day', call: '988', text: { number: '988' } }],
      danger: [{ name: 'ShelterSafe', about: 'Find a shelter or support service near you', url: 'https://sheltersafe.ca' }],
    },
  },
  {
    code: 'GB',
    name: 'the United Kingdom',
    emergency: '999',
    lines: {
      'self-harm': [
        { name: 'Samaritans', about: 'Free, any time, day or night', call: '116 123', url: 'https://www.samaritans.org' },
        { name: 'Shout', about: 'Free text support, 24 hours a day', text: { number: '85258', body: 'SHOUT' } },
      ],
      danger: [
        {
          name: 'National Domestic Abuse Helpline (Refuge)',
          about: 'Free and confidential, 24 hours a day',
          call: '0808 2000 247',
          url: 'https://www.nationaldahelpline.org.uk',
        },
      ],
      'medical-urgent': [{ name: 'NHS 111', about: 'Medical help that is urgent but not an emergency', call: '111', url: 'https://111.nhs.uk' }],
    },
  },
  {
    code: 'IE',
    name: 'Ireland',
    emergency: '112',
    lines: {
      'self-harm': [
        { name: 'Samaritans', about: 'Free, any time, day or night', call: '116 123', url: 'https://www.samaritans.org' },
        { name: '50808', about: 'Free text support, 24 hours a day', text: { number: '50808', body: 'HELLO' } },
      ],
      danger: [{ name: "Women's Aid", about: 'Free national helpline, 24 hours a day', call: '1800 341 900' }],
    },
  },
  {
    code: 'AU',
    name: 'Australia',
    emergency: '000',
    lines: {
      'self-harm': [{ name: 'Lifeline', about: 'Crisis support, 24 hours a day', call: '13 11 14', text: { number: '0477 13 11 14' } }],
      danger: [{ name: '1800RESPECT', about: 'Family, domestic and sexual violence support, 24 hours a day', call: '1800 737 732' }],
      'medical-urgent': [{ name: 'healthdirect', about: 'Talk to a registered nurse, 24 hours a day', call: '1800 022 222' }],
    },
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    emergency: '111',
    lines: {
      'self-harm': [{ name: '1737, Need to talk?', about: 'Call or text a trained counsellor, 24 hours a day', call: '1737', text: { number: '1737' } }],
      danger: [{ name: "Women's Refuge", about: 'Crisis line, 24 hours a day', call: '0800 733 843' }],
      'medical-urgent': [{ name: 'Healthline', about: 'Free health advice, 24 hours a day', call: '0800 611 116' }],
    },
  },
  {
    code: 'ES',
    name: 'Spain',
    emergency: '112',
    lines: {
      'self-harm': [{ name: 'Línea 024', about: 'Suicide prevention line, free, 24 hours a day', call: '024' }],
      danger: [{ name: '016', about: 'Gender-based violence line, free, 24 hours a day; it leaves no trace on the bill', call: '016' }],
    },
  },
  {
    code: 'BR',
    name: 'Brazil',
    emergency: '192',
    lines: {
      'self-harm': [{ name: 'CVV — Centro de Valorização da Vida', about: 'Emotional support, free, 24 hours a day', call: '188', url: 'https://cvv.org.br' }],
      danger: [
        { name: 'Central de Atendimento à Mulher', about: 'Support for women facing violence, 24 hours a day', call: '180' },
        { name: 'Polícia Militar', about: 'If you are in danger right now', call: '190' },
      ],
    },
  },
  {
    code: 'FR',
    name: 'France',
    emergency: '112',
    lines: {
      'self-harm': [{ name: '3114', about: 'National suicide prevention line, free, 24 hours a day', call: '3114' }],
      danger: [{ name: '3919 Violences Femmes Info', about: 'Free and anonymous, 24 hours a day', call: '3919' }],
      'medical-emergency': [{ name: 'SAMU', about: 'Medical emergencies', call: '15' }],
    },
  },
  {
    code: 'DE',
    name: 'Germany',
    emergency: '112',
    lines: {
      'self-harm': [{ name: 'TelefonSeelsorge', about: 'Free and anonymous, day and night (also on 0800 111 0 222)', call: '0800 111 0 111' }],
      danger: [{ name: 'Hilfetelefon Gewalt gegen Frauen', about: 'Violence against women helpline, free, 24 hours a day', call: '116 016' }],
      'medical-urgent': [{ name: 'Ärztlicher Bereitschaftsdienst', about: 'A doctor when it is urgent but not an emergency', call: '116 117' }],
    },
  },
  {
    code: 'PT',
    name: 'Portugal',
    emergency: '112',
    lines: {
      'self-harm': [{ name: 'SNS 24', about: 'Psychological counselling, 24 hours a day (option 4)', call: '808 24 24 24' }],
      danger: [{ name: 'APAV', about: 'Victim support, free call', call: '116 006' }],
      'medical-urgent': [{ name: 'SNS 24', about: 'Health advice, 24 hours a day', call: '808 24 24 24' }],
    },
  },
  {
    code: 'MX',
    name: 'Mexico',
    emergency: '911',
    lines: {
      'self-harm': [{ name: 'Línea de la Vida', about: 'Free and confidential, 24 hours a day', call: '800 911 2000' }],
    },
  },
  {
    code: 'IN',
    name: 'India',
    emergency: '112',
    lines: {
      'self-harm': [{ name: 'Tele-MANAS', about: 'Free mental health support, 24 hours a day', call: '14416' }],
    },
  },
];

/** For every other country: a directory of free, confidential lines, and where to find local help. */
export const WORLDWIDE_HELP: Partial<Record<SafetyConcern, HelpLine>> = {
  'self-harm': { name: 'Find A Helpline', about: 'Free, confidential crisis lines in your country', url: 'https://findahelpline.com' },
  danger: { name: 'Hot Peach Pages', about: 'Domestic violence services, country by country', url: 'https://www.hotpeachpages.net' },
};

export function countryHelp(code: string | undefined): CountryHelp | undefined {
  return COUNTRY_HELP.find((country) => country.code === code);
}

/** A number as a `tel:` or `sms:` address wants it: digits and a leading plus only. */
export function dialable(number: string): string {
  return number.replace(/[^\d+]/g, '');
}
