import { getMe } from '../http/me/get-me';
import { createAudienceHandler } from '../lib/http';

/** Signed-in users: their identity, and an agent's own records. */
export const handler = createAudienceHandler('agent-api', { getMe });
