/**
 * An AWS SDK client's endpoint: a local stand-in's URL with placeholder credentials (the emulators take any),
 * or nothing, so that in AWS the SDK finds the service and the function's role.
 */
export function localEndpoint(endpoint: string | undefined) {
  return endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
}
