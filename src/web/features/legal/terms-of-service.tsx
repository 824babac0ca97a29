import { Link } from 'wouter';
import { CREDIT_PACKS, STARTING_CREDITS, SUBSCRIPTION_PRICE_CENTS, SUPPORT_EMAIL, formatPrice } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { LegalArticle, type LegalSection } from './legal-article.tsx';

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const subscriptionPrice = `${formatPrice(SUBSCRIPTION_PRICE_CENTS)}/month`;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are the agreement between you and Tarot Insights (“we”, “us”) when you use the Tarot Insights website and its services. By using Tarot
        Insights you accept them. If you do not agree, please do not use the service. Our <Link href={paths.privacy}>Privacy Policy</Link> explains how we
        handle your information.
      </p>
    ),
  },
  {
    id: 'entertainment',
    title: 'For entertainment and reflection only',
    body: (
      <>
        <p>
          Tarot Insights offers tarot readings for entertainment and personal reflection. <strong>A reading is not professional advice</strong> of any kind,
          including medical, mental health, legal or financial advice, and it cannot predict the future.
        </p>
        <p>
          Please do not make important decisions based only on a reading. For questions about your health, legal matters or money, speak with a qualified
          professional. If you are in crisis or in danger, contact your local emergency services straight away.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Tarot Insights',
    body: (
      <p>
        You must be at least 13 years old to use Tarot Insights. If you are under the age of majority where you live, you may use it only with the permission of
        a parent or guardian, who also accepts these terms for you. Purchases must be made by, or with the permission of, an adult.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          Anyone can try one free reading without an account. To keep your readings, ask follow-up questions or buy credits, you need an account. When you
          create one:
        </p>
        <ul>
          <li>give accurate information and keep it up to date;</li>
          <li>keep your password to yourself, and tell us at once if you think someone else has used your account;</li>
          <li>remember that you are responsible for what happens under your account.</li>
        </ul>
        <p>One account is for one person. You can stop using Tarot Insights at any time and ask us to delete your account.</p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Credits and subscription',
    body: (
      <>
        <p>
          Follow-up questions about a reading are paid with credits or covered by a subscription. Each follow-up question uses one credit. New accounts receive{' '}
          {STARTING_CREDITS} free credits.
        </p>
        <h3>Credit packs</h3>
        <table className="legal-table">
          <caption className="visually-hidden">Credit packs and their prices</caption>
          <thead>
            <tr>
              <th scope="col">Pack</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {CREDIT_PACKS.map((pack) => (
              <tr key={pack.credits}>
                <th scope="row">{pack.credits} credits</th>
                <td>{formatPrice(pack.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>Unlimited subscription</h3>
        <p>
          The Unlimited Access subscription costs {subscriptionPrice} and lets you ask unlimited follow-up questions while it is active. It renews automatically
          each month until you cancel. You can cancel at any time through the customer portal, reached from your account page. When you cancel, your
          subscription stays active until the end of the month you have already paid for, and is not charged again.
        </p>
        <h3>Payment and refunds</h3>
        <p>
          Prices are in US dollars, and any applicable taxes are shown at checkout. Payments are processed by Stripe; by paying you also accept Stripe’s terms
          for the payment.
        </p>
        <p className="legal-callout">
          <strong>Credits are non-refundable.</strong> Credits have no cash value, cannot be exchanged for money and cannot be transferred to another account.
          This does not affect any right to a refund that the law where you live gives you and that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'pricing-changes',
    title: 'Changes to prices',
    body: (
      <p>
        We may change our prices. We will give you at least 30 days’ notice, by email or in the app, before a change takes effect. A new subscription price
        applies from your first renewal after the notice period, and you can cancel before then if you do not wish to continue. Credits you have already bought
        are not affected.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please use Tarot Insights kindly and lawfully. You must not:</p>
        <ul>
          <li>break the law, or use the service to harass, threaten or harm anyone;</li>
          <li>submit content that is hateful, sexually explicit involving minors, or that infringes someone else’s rights;</li>
          <li>try to get around free-reading limits, rate limits or payments, for example with multiple accounts or automated tools;</li>
          <li>try to make the AI model ignore its instructions or produce harmful content;</li>
          <li>copy, scrape, resell or overload the service, or try to access systems or data that are not yours.</li>
        </ul>
        <p>We may limit, suspend or close an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    body: (
      <>
        <p>
          Interpretations and answers to follow-up questions are generated by an AI model from your question and the cards drawn. They are not written or
          checked by a person. AI-generated text can be inaccurate, incomplete or unexpected, and two readings of the same cards may differ.
        </p>
        <p>
          We do not guarantee that any reading is accurate, suitable or complete. Take what is helpful, leave what is not, and use your own judgement. Your
          questions remain yours; you allow us to process them, and to send them to our AI model provider, so that we can give you readings.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Availability of the service',
    body: (
      <p>
        We work to keep Tarot Insights available and reliable, but we cannot promise that it will always be available or free of errors. We may change, improve
        or withdraw features. If we ever close the service, we will give you reasonable notice.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          Tarot Insights is provided “as is”. To the extent the law allows, we are not liable for decisions you make or actions you take based on a reading, or
          for indirect or consequential losses.
        </p>
        <p>
          To the extent the law allows, our total liability to you for any claim about the service is limited to the amount you paid us in the 12 months before
          the claim. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by
          negligence, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. We will change the date at the top of this page, and for significant changes we will tell you by email or
        in the app before they take effect. If you continue to use Tarot Insights after a change takes effect, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <p>For questions about these terms, your account, credits or your subscription, write to {supportLink}.</p>,
  },
];

export function TermsOfService() {
  return (
    <LegalArticle
      title="Terms of Service"
      summary={
        <p>
          <strong>In short:</strong> Tarot Insights is for entertainment and reflection, not professional advice. You must be 13 or older. Credits are
          non-refundable, you can cancel a subscription at any time, and we give at least 30 days’ notice before prices change.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
