import { Link } from 'wouter';
import { CONTACT_EMAIL, FIRST_READING_DONE_KEY, TEMP_USER_ID_KEY } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { LegalArticle, type LegalSection } from './legal-article.tsx';

const contactLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

// The buttons the text names are their own messages, so a translation names them as the buttons say.
function sections(): readonly LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: m.privacy_who_title(),
      body: (
        <>
          <p>{m.privacy_who_text()}</p>
          <p>{withNodes(m.privacy_who_contact, { email: contactLink })}</p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: m.privacy_collect_title(),
      body: (
        <>
          <h3>{m.privacy_collect_account_heading()}</h3>
          <p>{m.privacy_collect_account_lead()}</p>
          <ul>
            <li>{m.privacy_collect_account_name()}</li>
            <li>{m.privacy_collect_account_email()}</li>
            <li>{m.privacy_collect_account_birth()}</li>
            <li>{m.privacy_collect_account_sign_in({ google: m.google_continue() })}</li>
          </ul>
          <h3>{m.privacy_collect_readings_heading()}</h3>
          <p>{m.privacy_collect_readings_text()}</p>
          <p>{m.privacy_collect_readings_visitor()}</p>
          <h3>{m.privacy_collect_payments_heading()}</h3>
          <p>{withNodes(m.privacy_collect_payments_text, { never_card: <strong>{m.privacy_collect_payments_never_card()}</strong> })}</p>
          <h3>{m.privacy_collect_technical_heading()}</h3>
          <ul>
            <li>{m.privacy_collect_technical_ip()}</li>
            <li>{m.privacy_collect_technical_sessions()}</li>
            <li>{m.privacy_collect_technical_logs()}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: m.privacy_cookies_title(),
      body: (
        <>
          <p>{m.privacy_cookies_lead()}</p>
          <ul>
            <li>{withNodes(m.privacy_cookies_session, { name: <strong>{m.privacy_cookies_session_name()}</strong> })}</li>
            <li>{withNodes(m.privacy_cookies_visitor, { name: <strong>{m.privacy_cookies_visitor_name()}</strong> })}</li>
          </ul>
          <p>{m.privacy_cookies_storage_lead()}</p>
          <ul>
            <li>{withNodes(m.privacy_cookies_storage_visitor, { key: <code>{TEMP_USER_ID_KEY}</code> })}</li>
            <li>{withNodes(m.privacy_cookies_storage_first_reading, { key: <code>{FIRST_READING_DONE_KEY}</code> })}</li>
          </ul>
          <p>{m.privacy_cookies_clearing()}</p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: m.privacy_use_title(),
      body: (
        <>
          <p>{m.privacy_use_lead()}</p>
          <ul>
            <li>{withNodes(m.privacy_use_readings, { purpose: <strong>{m.privacy_use_readings_purpose()}</strong> })}</li>
            <li>{m.privacy_use_account()}</li>
            <li>{m.privacy_use_messages()}</li>
            <li>{m.privacy_use_protect()}</li>
            <li>{m.privacy_use_answer()}</li>
            <li>{m.privacy_use_legal()}</li>
          </ul>
          <p>
            <strong>{m.privacy_use_no_selling()}</strong>
          </p>
          <p>{m.privacy_use_question_caution()}</p>
        </>
      ),
    },
    {
      id: 'who-we-share-with',
      title: m.privacy_share_title(),
      body: (
        <>
          <p>{m.privacy_share_lead()}</p>
          <ul>
            <li>{m.privacy_share_ai()}</li>
            <li>{m.privacy_share_stripe()}</li>
            <li>{m.privacy_share_hosting()}</li>
            <li>{m.privacy_share_email()}</li>
            <li>{m.privacy_share_google()}</li>
          </ul>
          <p>{m.privacy_share_abroad()}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: m.privacy_retention_title(),
      body: (
        <>
          <p>{m.privacy_retention_text()}</p>
          <p>{withNodes(m.privacy_retention_deleting, { button: m.account_delete_account(), email: contactLink })}</p>
          <p>{m.privacy_retention_rate_limits()}</p>
        </>
      ),
    },
    {
      id: 'security',
      title: m.privacy_security_title(),
      body: <p>{m.privacy_security_text()}</p>,
    },
    {
      id: 'children',
      title: m.privacy_children_title(),
      body: <p>{withNodes(m.privacy_children_text, { email: contactLink })}</p>,
    },
    {
      id: 'your-rights',
      title: m.privacy_rights_title(),
      body: (
        <>
          <p>{m.privacy_rights_lead()}</p>
          <ul>
            <li>{m.privacy_rights_access({ button: m.account_download_data() })}</li>
            <li>{m.privacy_rights_correct()}</li>
            <li>{m.privacy_rights_delete()}</li>
            <li>{m.privacy_rights_object()}</li>
            <li>{m.privacy_rights_complain()}</li>
          </ul>
          <p>{withNodes(m.privacy_rights_how, { email: contactLink })}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: m.privacy_changes_title(),
      body: <p>{withNodes(m.privacy_changes_text, { link: <Link href={paths.terms}>{m.privacy_changes_terms_link()}</Link> })}</p>,
    },
    {
      id: 'contact',
      title: m.legal_contact_title(),
      body: <p>{withNodes(m.privacy_contact_text, { email: contactLink })}</p>,
    },
  ];
}

export function PrivacyPolicy() {
  return (
    <LegalArticle
      title={m.privacy_title()}
      summary={<p>{withNodes(m.privacy_summary, { in_short: <strong>{m.legal_in_short()}</strong> })}</p>}
      sections={sections()}
    />
  );
}
