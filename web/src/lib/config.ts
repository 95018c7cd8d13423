/** The runtime configuration served at /config.json by the stack (local or AWS). */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: Cognito's calls go to the emulator. */
  cognitoEndpoint?: string;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as Partial<Record<keyof RuntimeConfig, unknown>> | null;
  const text = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length < 500;
  return (
    !!v &&
    text(v.region) &&
    text(v.userPoolId) &&
    text(v.userPoolClientId) &&
    (v.cognitoEndpoint === undefined ||
      (text(v.cognitoEndpoint) && /^https?:\/\//.test(String(v.cognitoEndpoint))))
  );
}

let pending: Promise<RuntimeConfig> | undefined;

/** Fetches and checks /config.json once per page load (started at boot, awaited by sign-in). */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      const json: unknown = await response.json();
      if (!isRuntimeConfig(json))
        throw new Error('/config.json is missing region, userPoolId or userPoolClientId');
      return json;
    })
    .catch((error) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
