// Which country's lines to show, from what the browser says about where it is. The time zone is
// the better sign (a browser set to en-US is common far from the United States); the language's
// region counts only when the zone says nothing.
import { countryHelp } from './help-lines.ts';

const ZONE_COUNTRY: Readonly<Record<string, string>> = {
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Lisbon': 'PT',
  'Atlantic/Azores': 'PT',
  'Atlantic/Madeira': 'PT',
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Pacific/Honolulu': 'US',
};

const AMERICA: Readonly<Record<string, readonly string[]>> = {
  US: 'New_York Chicago Denver Los_Angeles Phoenix Anchorage Detroit Boise Juneau Sitka Nome Yakutat Metlakatla Adak Menominee'.split(' '),
  CA: 'Toronto Vancouver Edmonton Winnipeg Halifax St_Johns Regina Montreal Moncton Glace_Bay Goose_Bay Whitehorse Dawson Yellowknife Iqaluit Swift_Current Thunder_Bay Nipigon Rankin_Inlet Cambridge_Bay Inuvik Atikokan Creston Dawson_Creek Fort_Nelson Resolute Pangnirtung Rainy_River'.split(
    ' ',
  ),
  BR: 'Sao_Paulo Bahia Fortaleza Recife Belem Manaus Cuiaba Campo_Grande Porto_Velho Boa_Vista Rio_Branco Maceio Araguaina Santarem Noronha Eirunepe'.split(
    ' ',
  ),
  MX: 'Mexico_City Monterrey Cancun Merida Chihuahua Hermosillo Mazatlan Tijuana Matamoros Ojinaga Bahia_Banderas Ciudad_Juarez'.split(' '),
};

const ZONE_PREFIX: ReadonlyArray<readonly [string, string]> = [
  ['Australia/', 'AU'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
  ['Brazil/', 'BR'],
];

/** A zone that says nothing about where the browser is. */
const PLACELESS_ZONE = /^(?:UTC|GMT|Etc\/.*|Universal|Zulu)$/;

function countryOfZone(zone: string): string | undefined {
  const direct = ZONE_COUNTRY[zone];
  if (direct) return direct;
  const city = zone.startsWith('America/') ? zone.slice('America/'.length) : undefined;
  if (city) for (const [country, cities] of Object.entries(AMERICA)) if (cities.includes(city)) return country;
  return ZONE_PREFIX.find(([prefix]) => zone.startsWith(prefix))?.[1];
}

/**
 * The country whose lines to show, or undefined for the worldwide directory: the time zone's
 * country when we cover it; any other real zone means a country we do not cover; with no zone,
 * the first browser language whose region we cover.
 */
export function detectCountry(languages: readonly string[], timeZone: string | undefined): string | undefined {
  if (timeZone && !PLACELESS_ZONE.test(timeZone)) {
    const country = countryOfZone(timeZone);
    return countryHelp(country)?.code;
  }
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language)?.[1]?.toUpperCase();
    if (countryHelp(region)) return region;
  }
  return undefined;
}

/** The browser's own answer. */
export function browserCountry(): string | undefined {
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  return detectCountry(navigator.languages.length ? navigator.languages : [navigator.language], zone);
}
