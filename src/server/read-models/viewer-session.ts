import { z } from 'zod';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import type { StatementRunner, Statement } from './run-statement.ts';

/**
 * Who is asking: the signed-in user of this request, resolved once by the session middleware
 * (session/resolve-viewer.ts) before any route runs. Carries what routes and the page need
 * (toUserData's fields), so neither reads the user again.
 */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  credits: number;
  subscription: boolean;
  isAdmin: boolean;
  birthday: number | null;
  birthMonth: number | null;
  hasPassword: boolean;
  fullDeck: boolean;
  reversals: boolean;
  /** The account's language (issue 28 §1); null follows the browser. */
  language: Language | null;
  /** When this session was signed in: deleting an account that has no password asks for a fresh one. */
  signedInAt: Date;
}

/** The signed-in user of a session token, and when the session expires (for its daily extension). */
export interface ViewerSession {
  viewer: Viewer;
  expiresAt: Date;
}

/** The session whose token this is, if it has not expired, with its user and whether it has a password. */
export const VIEWER_STATEMENT: Statement = {
  name: 'viewer_session',
  text: `select u.id, u.email, u.name, u.email_verified, u.created_at, u.credits, u.subscription, u.is_admin,
  u.birthday, u.birth_month, u.full_deck, u.reversals, u.language, s.created_at as signed_in_at, s.expires_at,
  exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential') as has_password
from session s
join "user" u on u.id = s.user_id
where s.token = $1 and s.expires_at > now()`,
};

const ViewerRowsSchema = z.array(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    created_at: z.date(),
    credits: z.number().int(),
    subscription: z.boolean(),
    is_admin: z.boolean(),
    birthday: z.number().int().nullable(),
    birth_month: z.number().int().nullable(),
    full_deck: z.boolean(),
    reversals: z.boolean(),
    language: z.enum(LANGUAGES).nullable(),
    signed_in_at: z.date(),
    expires_at: z.date(),
    has_password: z.boolean(),
  }),
);

export async function readViewerSession(runner: StatementRunner, sessionToken: string): Promise<ViewerSession | null> {
  const [row] = ViewerRowsSchema.parse(await runner.run(VIEWER_STATEMENT, [sessionToken]));
  if (!row) return null;
  return {
    viewer: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.email_verified,
      createdAt: row.created_at,
      credits: row.credits,
      subscription: row.subscription,
      isAdmin: row.is_admin,
      birthday: row.birthday,
      birthMonth: row.birth_month,
      hasPassword: row.has_password,
      fullDeck: row.full_deck,
      reversals: row.reversals,
      language: row.language,
      signedInAt: row.signed_in_at,
    },
    expiresAt: row.expires_at,
  };
}
