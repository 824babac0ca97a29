import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';

const number = new Intl.NumberFormat(PAGE_LANGUAGE);

const STEPS = [
  {
    key: 'ask',
    title: m.welcome_step_ask_title,
    text: m.welcome_step_ask_text,
    icon: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm3 4.5h8M8 12h5',
  },
  {
    key: 'draw',
    title: m.welcome_step_draw_title,
    text: m.welcome_step_draw_text,
    icon: 'M4 7.5l5-1.5 2.5 12-5 1.5zM10 5h5v14h-5zM15.5 6.5l5 1.5-2.5 12-5-1.5',
  },
  {
    key: 'interpret',
    title: m.welcome_step_interpret_title,
    text: m.welcome_step_interpret_text,
    icon: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  },
] as const;

export function HowItWorks() {
  return (
    <section className="mk-section" aria-labelledby="how-title">
      <div className="mk-section-head">
        <h2 id="how-title">{m.welcome_how_title()}</h2>
        <p className="muted">{m.welcome_how_intro()}</p>
      </div>
      <ol className="mk-steps">
        {STEPS.map((step, index) => (
          <li key={step.key} className="mk-step">
            <div className="mk-step-top">
              <span className="mk-step-number" aria-hidden="true">
                {number.format(index + 1)}
              </span>
              <svg
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="mk-step-icon"
              >
                <path d={step.icon} />
              </svg>
            </div>
            <h3>
              <span className="visually-hidden">{m.welcome_step_number({ number: number.format(index + 1) })} </span>
              {step.title()}
            </h3>
            <p>{step.text()}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
