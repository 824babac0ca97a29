import { Link } from 'wouter';
import { CONTACT_EMAIL, FIRST_READING_DONE_KEY, TEMP_USER_ID_KEY } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { LegalArticle, type LegalSection } from './legal-article.tsx';

const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Tarot Insights (“we”, “us”, “our”) runs the Tarot Insights website, where you can ask a question, draw three tarot cards and receive an interpretation
          written by an AI model. We are responsible for the personal information described in this policy.
        </p>
        <p>If you have any question about this policy or about your information, write to us at {contactLink}.</p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Your account</h3>
        <p>When you create an account we collect:</p>
        <ul>
          <li>your name, which we use to greet you and which you can change at any time on your account page;</li>
          <li>your email address, which identifies your account and lets us send you messages about it;</li>
          <li>your birth day and birth month (never the year), which we use to work out your sun sign so your readings can take it into account;</li>
          <li>
            either a password, which we store only as a secure one-way hash so that nobody, including us, can read it, or, if you choose Continue with Google,
            the basic profile details Google shares with us: your name, your email address and an identifier for your Google account. We never see your Google
            password.
          </li>
        </ul>
        <h3>Your readings and conversations</h3>
        <p>
          We store the questions you ask, the cards drawn, the interpretations you receive and any follow-up conversation, so that you can find them again in
          your reading history.
        </p>
        <p>
          If you try a free reading without an account, we keep that reading under a random visitor identifier instead of your name, so that it can be moved
          into your account if you sign up or sign in afterwards.
        </p>
        <h3>Payments</h3>
        <p>
          Purchases of credits and subscriptions are processed by Stripe, our payment provider. You enter your card details on Stripe’s own pages.{' '}
          <strong>We never see or store your card number.</strong> Stripe tells us what you bought, whether the payment succeeded and whether your subscription
          is active, and gives us a customer reference so you can manage your subscription. We keep a record of your credit balance and of every change to it.
        </p>
        <h3>Technical information</h3>
        <ul>
          <li>
            Your IP address, which we use to prevent abuse and to apply rate limits, for example how many free readings, sign-in attempts or requests can come
            from one address in a short time.
          </li>
          <li>The IP address and browser type of each sign-in session, recorded with that session to help detect misuse of your account.</li>
          <li>
            Basic server logs (such as the time of a request, the page requested and any error), which we use to keep the service running and to fix problems.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use only what the service needs to work. We use no advertising cookies and no third-party tracking cookies.</p>
        <ul>
          <li>
            <strong>A session cookie</strong> keeps you signed in while you move between pages. It is removed when you sign out or when the session expires.
          </li>
          <li>
            <strong>A visitor cookie</strong> holds a random identifier for your free visitor reading, so that we can offer the free reading once and keep it
            ready for your account.
          </li>
        </ul>
        <p>Your browser’s local storage also keeps two small entries on your own device:</p>
        <ul>
          <li>
            <code>{TEMP_USER_ID_KEY}</code>: a random identifier for your free visitor reading, so that it can be transferred to your account when you sign up
            or sign in. It is cleared once the transfer is done.
          </li>
          <li>
            <code>{FIRST_READING_DONE_KEY}</code>: a note that you have already used your free visitor reading.
          </li>
        </ul>
        <p>You can clear cookies and local storage in your browser settings at any time. Clearing cookies signs you out.</p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information only to run Tarot Insights for you:</p>
        <ul>
          <li>
            <strong>To give you readings.</strong> Interpretations are written by an AI model run by our AI model provider. To produce one, we send the provider
            your question, the cards drawn and, for a follow-up, the earlier conversation of that reading. If you have given your birth date, we also send your
            sun sign. We do not send your name, your email address or any payment details.
          </li>
          <li>To keep your account, your reading history, your credits and your subscription.</li>
          <li>To send you messages about your account, such as a welcome email when you sign up.</li>
          <li>To protect the service and its users from abuse, fraud and overload.</li>
          <li>To answer you when you contact us.</li>
          <li>To meet our legal obligations, for example keeping records of payments for tax purposes.</li>
        </ul>
        <p>
          <strong>We do not sell your information, we show no advertising, and we do not share your readings with anyone for marketing.</strong>
        </p>
        <p>
          Because your question is sent to our AI model provider, please avoid including details you would rather not share, such as other people’s full names
          or sensitive medical information.
        </p>
      </>
    ),
  },
  {
    id: 'who-we-share-with',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share information only with the service providers that help us run Tarot Insights, and only what each of them needs:</p>
        <ul>
          <li>our AI model provider, which generates interpretations from your question and cards;</li>
          <li>Stripe, which processes payments and subscriptions;</li>
          <li>our hosting and database providers, which store the service and its data;</li>
          <li>our email delivery provider, which sends account emails;</li>
          <li>Google, only if you choose to sign in with Google.</li>
        </ul>
        <p>
          These providers may process information in other countries. We only work with providers that protect it with appropriate safeguards. We may also
          disclose information when the law requires it, or to protect the rights and safety of our users and of Tarot Insights.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it, and deleting it',
    body: (
      <>
        <p>
          We keep your account, your readings and your conversations for as long as your account is open, so that your history stays available to you. A free
          visitor reading that is never transferred to an account is kept only as long as needed to offer it and to prevent abuse of the free reading.
        </p>
        <p>
          You can delete your account yourself at any time with Delete my account on your account page, or ask us to delete it or particular readings by writing
          to {contactLink} from the email address of your account. Deleting an account cancels any subscription and removes your profile, readings,
          conversations and sign-ins. We keep only records we must keep by law, such as payment records, without your name or email, and only for as long as the
          law requires.
        </p>
        <p>IP addresses counted for rate limits are held in short-lived counters that expire within a day.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served over encrypted connections. Passwords are stored only as secure hashes, card details stay with Stripe, and access to our systems is
        limited to what is needed to run the service. No system is perfectly secure, but we work to protect your information and will tell you without undue
        delay if a breach affects you.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Tarot Insights is not for children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has given us
        information, please contact us at {contactLink} and we will delete it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you have some or all of these rights over your information:</p>
        <ul>
          <li>to see the information we hold about you and to receive a copy of it (Download my data on your account page gives you one at once);</li>
          <li>to correct it (you can change your name yourself on your account page);</li>
          <li>to have it deleted;</li>
          <li>to object to or restrict some uses of it;</li>
          <li>to complain to your local data protection authority.</li>
        </ul>
        <p>To use any of these rights, write to {contactLink}. We will answer within one month, and we will not treat you differently for asking.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. If a change is significant, we will also tell you by email or in the app
        before it takes effect. Please also read our <Link href={paths.terms}>Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <p>Questions, requests or concerns about your privacy are welcome at {contactLink}.</p>,
  },
];

export function PrivacyPolicy() {
  return (
    <LegalArticle
      title="Privacy Policy"
      summary={
        <p>
          <strong>In short:</strong> we collect only what we need to give you readings and to run your account. We never sell your information, we show no ads,
          and we never see your card number.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
