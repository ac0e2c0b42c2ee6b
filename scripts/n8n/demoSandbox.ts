/** Where the demo's sandbox answers: the Base URL of its credential, shown in the screenshots. */
export const DEMO_SANDBOX_PORT = 4010;
export const DEMO_SANDBOX_URL = `http://127.0.0.1:${DEMO_SANDBOX_PORT}`;
