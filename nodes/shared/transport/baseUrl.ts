const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

function isLoopback(hostname: string): boolean {
	return LOOPBACK_HOSTS.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Checks the credential's Base URL: the deployment's address up to, not including, /api/v1 (a
 * gateway segment may precede it). HTTPS is required (the API speaks only HTTPS); plain HTTP is
 * accepted only for loopback hosts such as the local sandbox. Returns what is wrong, or undefined.
 */
export function baseUrlProblem(value: unknown): string | undefined {
	const text = typeof value === 'string' ? value.trim() : '';
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		return `Base URL "${text}" is not a valid URL: enter the API's address, e.g. https://api.example.com or https://api.example.com/gw/acme`;
	}
	if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) {
		return undefined;
	}
	return `Base URL "${text}" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://`;
}

/**
 * The Base URL without trailing slashes or a pasted /api/v1. Check it with baseUrlProblem first.
 */
export function normaliseBaseUrl(value: unknown): string {
	const url = new URL(String(value).trim());
	const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
	return `${url.origin}${path}`;
}

/**
 * The login or the token refresh answered 404: the API has both routes and neither answers 404
 * (docs/api-notes.md, Authentication), so the Base URL leads elsewhere (a web page, another
 * service, a missing or extra path segment). Names the Base URL as entered, trimmed.
 */
export function notTheApiMessage(enteredBaseUrl: string): string {
	const extraPath = /\/api\/v1\/./.test(enteredBaseUrl)
		? ' It goes past /api/v1: remove /api/v1 and what follows it.'
		: '';
	return `Base URL "${enteredBaseUrl}" is not the API's address: its login answers HTTP 404 (not found).${extraPath} Check the Base URL: the API's address up to, not including, /api/v1, with your deployment's gateway segment if it has one (e.g. https://api.example.com/gw/acme).`;
}

export function apiUrl(baseUrl: string, path: string): string {
	return `${baseUrl}/api/v1${path}`;
}

/** Path segments are URL-encoded: opaque ids are passed back whole, whatever they contain. */
export function pathSegment(value: string | number): string {
	return encodeURIComponent(String(value));
}
