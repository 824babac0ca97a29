/**
 * Who is asking: the signed-in user of this request, resolved once by resolveViewer before any
 * route runs. Carries what routes and the page need (toUserData's fields), so neither reads the
 * user again.
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
  /** When this session was signed in: deleting an account that has no password asks for a fresh one. */
  signedInAt: Date;
}
