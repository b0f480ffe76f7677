/**
 * The accounts service (./types.ts): better-auth over the app's Kysely instance
 * for passwords, sessions and two-factor sign-in (./auth.ts, ./sign-in.ts); roles,
 * policy, tokens and settings are this project's own (./staff.ts), and so are
 * invitations (./invitations.ts) and password reset by mail (./reset.ts).
 */
import { AccountsContext, type AccountsDeps } from "./context.ts";
import { createInvitations } from "./invitations.ts";
import { passwordProblem } from "./passwords.ts";
import { createReset } from "./reset.ts";
import { createSignIn } from "./sign-in.ts";
import { allow, createStaff } from "./staff.ts";
import type {
  AccountsService,
  ClientInfo,
  CreatedApiToken,
  Invitation,
  Role,
  StaffUser,
} from "../../app/kernel/services/accounts.ts";

export type { AccountsDeps };

export interface AccountsServiceInternals extends AccountsService {
  /** For the command line: a user without a password and their set-up link (no mail sent). */
  createUserWithSetupLink(email: string, role: Role): Promise<Invitation>;
  /** For the command line: a token that acts whatever two-step sign-in the role requires. */
  createAutomationToken(user: StaffUser, input: { name: string }, client: ClientInfo): Promise<CreatedApiToken>;
  /** For the command line: the StaffUser of an account, by email (null when missing or disabled). */
  staffByEmail(email: string): Promise<StaffUser | null>;
  /** Waits for password-reset mail still on its way (it is sent after the answer). */
  settled(): Promise<void>;
}

export function createAccountsService(deps: AccountsDeps): AccountsServiceInternals {
  const ctx = new AccountsContext(deps);
  const signIn = createSignIn(ctx);
  const staff = createStaff(ctx);
  const invitations = createInvitations(ctx);
  const { closeReset, ...reset } = createReset(ctx, deps.resetThrottle);
  return {
    ...signIn,
    ...staff,
    ...invitations,
    ...reset,
    checkPassword: (password) => passwordProblem(String(password ?? "")),
    async listAudit(user, query) {
      allow(user, "audit.read");
      return deps.audit.list(query);
    },
    createUserWithSetupLink: (email, role) => invitations.createInvitation(email, role, null, null),
    async staffByEmail(email) {
      const row = await ctx.userByEmail(email);
      return row ? ctx.staffUser(row, { sessionId: null, tokenId: null }) : null;
    },
    async close() {
      await closeReset();
      await deps.throttle.close();
    },
  };
}
