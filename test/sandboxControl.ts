/**
 * The sandbox's control API (`<origin>/__sandbox`) over HTTP, for every test layer and the
 * scripts: read the request log and counters, arm faults, move the account's state.
 */

/** One entry of the sandbox's request log. */
export interface LoggedRequest {
	method: string;
	/** The route the request matched, e.g. 'GET /employees/:id'; null when none did. */
	route: string | null;
	path: string;
	query: Record<string, string>;
	/** 0 when the sandbox dropped the connection. */
	status: number;
	/** The client the token belongs to (a login: the client_id it names). */
	clientId: string | null;
	/** The client the request says presents it (the engine harness says so on signed requests). */
	presentedBy: string | null;
	hasAuthorization: boolean;
	/** A token of another client or another sandbox, refused: what was presented, by whom. */
	crossAccount: string | null;
}

export interface Counters {
	requests: number;
	logins: number;
	refreshes: number;
	revokes: number;
	rateLimited: number;
	byRoute: Record<string, number>;
}

/** A control API call; a non-2xx answer throws, so a test never goes on from a refused setup. */
export async function sandboxControl<T = unknown>(
	origin: string,
	method: string,
	path: string,
	body?: unknown,
): Promise<T> {
	const response = await fetch(`${origin}/__sandbox${path}`, {
		method,
		headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`control ${method} ${path} answered ${response.status}: ${text}`);
	return (text ? JSON.parse(text) : undefined) as T;
}
