import { useId, useState } from 'react';
import type { SafetyConcern } from '../../../shared/safety.ts';
import { browserCountry } from './country.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { COUNTRY_HELP, countryHelp, dialable, WORLDWIDE_HELP, type CountryHelp, type HelpLine } from './help-lines.ts';
import { safetyTexts, type SafetyTexts } from './texts/safety-texts.ts';
import './safety.css';

/** 112 reaches emergency services from most mobile phones, wherever they are. */
const WORLDWIDE_EMERGENCY = '112';

/** Which blocks put the emergency number first: where minutes count, it comes before the lines. */
const EMERGENCY_FIRST: Readonly<Record<SafetyConcern, boolean>> = {
  'self-harm': false,
  'medical-emergency': true,
  danger: true,
  'medical-urgent': false,
};

/** A country by its name in the panel's language; English keeps the names help-lines.ts gives ("the United Kingdom"). */
function countryName(help: CountryHelp, language: Language, inSentence: boolean): string {
  if (language === 'en') return inSentence ? help.name : help.name.replace(/^the /, '');
  return new Intl.DisplayNames([language], { type: 'region' }).of(help.code) ?? help.code;
}

function LineItem({ line, texts }: { line: HelpLine; texts: SafetyTexts }) {
  return (
    <li className="help-line">
      <span className="help-line-name">{line.name}</span>
      <span className="help-line-about">{texts.about[line.about] ?? line.about}</span>
      <span className="help-line-actions">
        {line.call && (
          <a className="button button-secondary help-action" href={`tel:${dialable(line.call)}`}>
            {texts.call(line.call)}
          </a>
        )}
        {line.text && (
          <a
            className="button button-secondary help-action"
            href={`sms:${dialable(line.text.number)}${line.text.body ? `?body=${encodeURIComponent(line.text.body)}` : ''}`}
          >
            {texts.text(line.text.number, line.text.body)}
          </a>
        )}
        {line.url && !line.call && !line.text && (
          <a className="button button-secondary help-action" href={line.url} target="_blank" rel="noopener noreferrer">
            {texts.visit(new URL(line.url).hostname.replace(/^www\./, ''))}
          </a>
        )}
      </span>
    </li>
  );
}

/**
 * The people to call or text, shown by our code before any reader's words whenever the risk
 * assessment recognised something (issue 23 §1): a block per concern, most urgent first, for the
 * country the browser is in, with a way to pick another; in the person's language (issue 28 §1).
 */
export function SafetyResources({ concerns, language }: { concerns: readonly SafetyConcern[]; language: Language }) {
  const [country, setCountry] = useState(browserCountry);
  const pickerId = useId();
  if (concerns.length === 0) return null;
  const texts = safetyTexts(language);
  const help = countryHelp(country);
  const emergency = help?.emergency ?? WORLDWIDE_EMERGENCY;

  return (
    <section className="safety-resources" aria-label={texts.label} lang={language}>
      {concerns.map((concern) => {
        const text = texts.concerns[concern];
        const lines = help?.lines[concern] ?? [];
        const worldwide = help ? undefined : WORLDWIDE_HELP[concern];
        const call = (
          <a className={`button ${EMERGENCY_FIRST[concern] ? 'button-primary' : 'button-secondary'} help-action`} href={`tel:${dialable(emergency)}`}>
            {texts.call(emergency)}
          </a>
        );
        return (
          <div className="safety-block" key={concern}>
            <h3 className="safety-heading">{text.heading}</h3>
            <p>{text.intro}</p>
            {EMERGENCY_FIRST[concern] && (
              <p className="safety-emergency">
                {call} <span className="muted">{help ? texts.emergencyIn(countryName(help, language, true)) : texts.emergencyAnywhere}</span>
              </p>
            )}
            {(lines.length > 0 || worldwide) && (
              <ul className="help-lines">
                {lines.map((line) => (
                  <LineItem key={`${line.name}${line.call ?? ''}`} line={line} texts={texts} />
                ))}
                {worldwide && <LineItem line={worldwide} texts={texts} />}
              </ul>
            )}
            {text.emergencyLater && (
              <p className="safety-emergency">
                <span>{text.emergencyLater}</span> {call}
              </p>
            )}
          </div>
        );
      })}
      <p className="safety-country">
        <label htmlFor={pickerId}>{texts.showingHelpFor}</label>{' '}
        <select id={pickerId} className="select" value={country ?? ''} onChange={(event) => setCountry(event.target.value || undefined)}>
          {COUNTRY_HELP.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {countryName(entry, language, false)}
            </option>
          ))}
          <option value="">{texts.anotherCountry}</option>
        </select>
      </p>
    </section>
  );
}
