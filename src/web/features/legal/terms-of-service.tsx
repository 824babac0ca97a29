import { Link } from 'wouter';
import { CREDIT_PACKS, STARTING_CREDITS, SUBSCRIPTION_PRICE_CENTS, SUPPORT_EMAIL } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { pagePrice } from '../../i18n/price.ts';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { LegalArticle, type LegalSection } from './legal-article.tsx';

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

function sections(): readonly LegalSection[] {
  return [
    {
      id: 'agreement',
      title: m.terms_agreement_title(),
      body: <p>{withNodes(m.terms_agreement_text, { link: <Link href={paths.privacy}>{m.terms_agreement_privacy_link()}</Link> })}</p>,
    },
    {
      id: 'entertainment',
      title: m.terms_entertainment_title(),
      body: (
        <>
          <p>{withNodes(m.terms_entertainment_text, { not_advice: <strong>{m.terms_entertainment_not_advice()}</strong> })}</p>
          <p>{m.terms_entertainment_decisions()}</p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: m.terms_eligibility_title(),
      body: <p>{m.terms_eligibility_text()}</p>,
    },
    {
      id: 'accounts',
      title: m.terms_account_title(),
      body: (
        <>
          <p>{m.terms_account_lead()}</p>
          <ul>
            <li>{m.terms_account_accurate()}</li>
            <li>{m.terms_account_password()}</li>
            <li>{m.terms_account_responsible()}</li>
          </ul>
          <p>{m.terms_account_one_person()}</p>
        </>
      ),
    },
    {
      id: 'credits',
      title: m.terms_credits_title(),
      body: (
        <>
          <p>{m.terms_credits_text({ credits: STARTING_CREDITS })}</p>
          <h3>{m.terms_credits_packs_heading()}</h3>
          <table className="legal-table">
            <caption className="visually-hidden">{m.terms_credits_packs_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.terms_credits_packs_pack()}</th>
                <th scope="col">{m.terms_credits_packs_price()}</th>
              </tr>
            </thead>
            <tbody>
              {CREDIT_PACKS.map((pack) => (
                <tr key={pack.credits}>
                  <th scope="row">{m.terms_credits_packs_credits({ credits: pack.credits })}</th>
                  <td>{pagePrice(pack.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{m.terms_subscription_heading()}</h3>
          <p>{m.terms_subscription_text({ price: pagePrice(SUBSCRIPTION_PRICE_CENTS) })}</p>
          <h3>{m.terms_payment_heading()}</h3>
          <p>{m.terms_payment_text()}</p>
          <p className="legal-callout">{withNodes(m.terms_refunds_text, { non_refundable: <strong>{m.terms_refunds_non_refundable()}</strong> })}</p>
        </>
      ),
    },
    {
      id: 'pricing-changes',
      title: m.terms_price_changes_title(),
      body: <p>{m.terms_price_changes_text()}</p>,
    },
    {
      id: 'acceptable-use',
      title: m.terms_use_title(),
      body: (
        <>
          <p>{m.terms_use_lead()}</p>
          <ul>
            <li>{m.terms_use_law()}</li>
            <li>{m.terms_use_content()}</li>
            <li>{m.terms_use_limits()}</li>
            <li>{m.terms_use_model()}</li>
            <li>{m.terms_use_systems()}</li>
          </ul>
          <p>{m.terms_use_enforcement()}</p>
        </>
      ),
    },
    {
      id: 'ai-content',
      title: m.terms_ai_title(),
      body: (
        <>
          <p>{m.terms_ai_text()}</p>
          <p>{m.terms_ai_no_guarantee()}</p>
        </>
      ),
    },
    {
      id: 'service',
      title: m.terms_service_title(),
      body: <p>{m.terms_service_text()}</p>,
    },
    {
      id: 'liability',
      title: m.terms_liability_title(),
      body: (
        <>
          <p>{m.terms_liability_as_is()}</p>
          <p>{m.terms_liability_limit()}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: m.terms_changes_title(),
      body: <p>{m.terms_changes_text()}</p>,
    },
    {
      id: 'contact',
      title: m.legal_contact_title(),
      body: <p>{withNodes(m.terms_contact_text, { email: supportLink })}</p>,
    },
  ];
}

export function TermsOfService() {
  return (
    <LegalArticle
      title={m.terms_title()}
      summary={<p>{withNodes(m.terms_summary, { in_short: <strong>{m.legal_in_short()}</strong> })}</p>}
      sections={sections()}
    />
  );
}
