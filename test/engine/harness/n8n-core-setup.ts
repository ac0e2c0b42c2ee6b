/** The n8n-core services an in-process run needs that n8n's cli would otherwise set up. */
export function ensureN8nCore() {}
