/** The sandbox's request log and counters: every request it answered, as tests read them. */
import type { IncomingMessage } from 'node:http';

import { PRESENTED_BY_HEADER } from './clients';
import type { Sandbox } from './state';

/** The client id a request says it is presented by (the engine harness's header), if any. */
export function presenter(req: IncomingMessage): string | null {
	const value = req.headers[PRESENTED_BY_HEADER];
	return typeof value === 'string' ? value : null;
}

/** Who presented a logged request, and the quota its answer reported. */
interface Presented {
	clientId?: string | null;
	crossAccount?: string | null;
	quotaRemaining?: string;
}

export function record(
	sandbox: Sandbox,
	req: IncomingMessage,
	url: URL,
	route: string | null,
	status: number,
	{ clientId = null, crossAccount = null, quotaRemaining }: Presented = {},
): void {
	sandbox.counters.requests++;
	const key = route ?? `${req.method} (unknown route)`;
	sandbox.counters.byRoute[key] = (sandbox.counters.byRoute[key] ?? 0) + 1;
	if (route === 'POST /auth/login') sandbox.counters.logins++;
	if (route === 'POST /refresh-token') sandbox.counters.refreshes++;
	if (route === 'DELETE /auth/token') sandbox.counters.revokes++;
	sandbox.log.push({
		seq: ++sandbox.seq,
		method: req.method ?? 'GET',
		route,
		path: url.pathname,
		query: Object.fromEntries(url.searchParams),
		status,
		clientId,
		presentedBy: presenter(req),
		hasAuthorization: /^Bearer\s/i.test(req.headers.authorization ?? ''),
		crossAccount,
		quotaRemaining: quotaRemaining === undefined ? null : Number(quotaRemaining),
	});
}
