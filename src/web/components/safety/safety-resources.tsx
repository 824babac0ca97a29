import { useId, useState } from 'react';
import type { SafetyConcern } from '../../../shared/safety.ts';
import { browserCountry } from './country.ts';
import { COUNTRY_HELP, countryHelp, dialable, WORLDWIDE_HELP, type HelpLine } from './help-lines.ts';
import './safety.css';

/** 112 reaches emergency services from most mobile phones, wherever they are. */
const WORLDWIDE_EMERGENCY = '112';

/**
 * What each concern's block says first. Written to safe-messaging guidance: direct and warm, help
 * named plainly, no method, no promise that all will be well.
 */
export const CONCERN_TEXT: Readonly<Record<SafetyConcern, { heading: string; intro: string; emergencyFirst: boolean; emergencyLater?: string }>> = {
  'self-harm': {
    heading: 'You are not alone',
    intro:
      'If you, or someone you care about, are thinking about suicide or about hurting yourself, please reach out now. Talking helps, and these people are there to listen, free and in confidence:',
    emergencyFirst: false,
    emergencyLater: 'If you might act on these thoughts now, or someone is in immediate danger:',
  },
  'medical-emergency': {
    heading: 'Call emergency services now',
    intro: 'What you describe can be a medical emergency. Please call now, or ask someone near you to call. Do not wait for the cards.',
    emergencyFirst: true,
  },
  danger: {
    heading: 'Your safety comes first',
    intro: 'If you are in danger right now, call emergency services. These services help in confidence, and can help you plan how to stay safe:',
    emergencyFirst: true,
  },
  'medical-urgent': {
    heading: 'Please get this checked promptly',
    intro: 'The cards cannot look after your health. Please see a doctor soon about this, or call a health line:',
    emergencyFirst: false,
  },
};

function LineItem({ line }: { line: HelpLine }) {
  return (
    <li className="help-line">
      <span className="help-line-name">{line.name}</span>
      <span className="help-line-about">{line.about}</span>
      <span className="help-line-actions">
        {line.call && (
          <a className="button button-secondary help-action" href={`tel:${dialable(line.call)}`}>
            Call {line.call}
          </a>
        )}
        {line.text && (
          <a
            className="button button-secondary help-action"
            href={`sms:${dialable(line.text.number)}${line.text.body ? `?body=${encodeURIComponent(line.text.body)}` : ''}`}
          >
            Text {line.text.body ? `${line.text.body} to ` : ''}
            {line.text.number}
          </a>
        )}
        {line.url && !line.call && !line.text && (
          <a className="button button-secondary help-action" href={line.url} target="_blank" rel="noopener noreferrer">
            Visit {new URL(line.url).hostname.replace(/^www\./, '')}
          </a>
        )}
      </span>
    </li>
  );
}

/**
 * The people to call or text, shown by our code before any reader's words whenever the risk
 * assessment recognised something (issue 23 §1): a block per concern, most urgent first, for the
 * country the browser is in, with a way to pick another.
 */
export function SafetyResources({ concerns }: { concerns: readonly SafetyConcern[] }) {
  const [country, setCountry] = useState(browserCountry);
  const pickerId = useId();
  if (concerns.length === 0) return null;
  const help = countryHelp(country);
  const emergency = help?.emergency ?? WORLDWIDE_EMERGENCY;

  return (
    <section className="safety-resources" aria-label="Help right now">
      {concerns.map((concern) => {
        const text = CONCERN_TEXT[concern];
        const lines = help?.lines[concern] ?? [];
        const worldwide = help ? undefined : WORLDWIDE_HELP[concern];
        const call = (
          <a className={`button ${text.emergencyFirst ? 'button-primary' : 'button-secondary'} help-action`} href={`tel:${dialable(emergency)}`}>
            Call {emergency}
          </a>
        );
        const where = help ? `emergency services in ${help.name}` : 'emergency services from most mobile phones, or your local emergency number';
        return (
          <div className="safety-block" key={concern}>
            <h3 className="safety-heading">{text.heading}</h3>
            <p>{text.intro}</p>
            {text.emergencyFirst && (
              <p className="safety-emergency">
                {call}{' '}
                <span className="muted">
                  {where[0]?.toUpperCase()}
                  {where.slice(1)}
                </span>
              </p>
            )}
            {(lines.length > 0 || worldwide) && (
              <ul className="help-lines">
                {lines.map((line) => (
                  <LineItem key={`${line.name}${line.call ?? ''}`} line={line} />
                ))}
                {worldwide && <LineItem line={worldwide} />}
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
        <label htmlFor={pickerId}>Showing help for</label>{' '}
        <select id={pickerId} className="select" value={country ?? ''} onChange={(event) => setCountry(event.target.value || undefined)}>
          {COUNTRY_HELP.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name.replace(/^the /, '')}
            </option>
          ))}
          <option value="">Another country</option>
        </select>
      </p>
    </section>
  );
}
