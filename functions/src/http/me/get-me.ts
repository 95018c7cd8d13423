import { profiles } from '../../data/repositories/profiles';
import { defineHandler, ok } from '../../lib/http';

/** Who is signed in: the role comes from the token's groups, the name and agent link from the profile. */
export const getMe = defineHandler({
  handle: async ({ caller }) => {
    const profile = await profiles.get(caller!.sub);
    return ok({
      id: caller!.sub,
      email: caller!.email ?? profile?.email ?? null,
      role: caller!.role,
      full_name: profile?.full_name ?? null,
      agent_id: profile?.agent_id ?? null,
    });
  },
});
