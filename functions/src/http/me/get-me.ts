import { callerProfile } from '../../lib/auth';
import { defineHandler, ok } from '../../lib/http';

/** Who is signed in: the role as stored now (the token's when there is no profile), name and agent link. */
export const getMe = defineHandler({
  handle: async ({ caller }) => {
    const profile = await callerProfile(caller!);
    return ok({
      id: caller!.sub,
      email: caller!.email ?? profile?.email ?? null,
      role: caller!.role,
      full_name: profile?.full_name ?? null,
      agent_id: profile?.agent_id ?? null,
    });
  },
});
