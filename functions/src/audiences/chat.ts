import { readChatEnv } from '../chat/config';
import { chatDependencies } from '../chat/dependencies';
import { createChatHandler } from '../chat/handler';

/**
 * Val, the AI mortgage advisor: a Lambda Function URL with response streaming (POST /api/chat).
 * Configuration is read once, at cold start (chat/config.ts).
 */
export const handler = createChatHandler(chatDependencies(readChatEnv()));
