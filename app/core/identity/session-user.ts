import type { SoundSettings } from "./profile-schema";

/** The signed-in user as loaders, API handlers and the UI see it (no secrets). */
export type SessionUser = {
  id: string;
  email: string;
  roles: string[];
  inHolding: boolean;
  projectId: string;
  companyId: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  avatarPath: string | null;
  language: string | null;
  soundSettings: SoundSettings;
  /** A customer who has not accepted the project's current terms sees the acceptance dialog. */
  needsTerms: boolean;
  /** Business clients wait for approval. */
  pendingApproval: boolean;
  /**
   * Whether the account proved its e-mail address (a mailed link, a reset link, or a social provider
   * that vouches for it). Absent counts as not verified.
   */
  emailVerified?: boolean;
  /**
   * An employee of a project that requires two-factor sign-in who has not enrolled yet (decision 0060):
   * their roles are withheld until they do, and the account pages send them to the enrolment.
   */
  twoFactorEnrolRequired?: boolean;
};
