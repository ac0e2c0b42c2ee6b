/** The HTTP front: base path, /api/v1 routing, rate limit, auth, permissions, faults, the log. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleControl } from './control';
import type { Context, Reply, RouteDefinition } from './http';
import { reply } from './http';
import { renderLabelPdf } from './pdf';
import { apiPath, matchRoute, type CompiledRoute } from './routeMatch';
import { presenter, record } from './requestLog';
import type { Fault, Sandbox } from './state';

const UNKNOWN_ROUTE = { message: 'The requested API endpoint does not exist' };
const SERVER_ERROR = { message: 'An unexpected error occurred' };
const RATE_LIMITED = { message: 'Too many requests. Please try again later.' };
const MAX_BODY_BYTES = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > MAX_BODY_BYTES) {
				reject(new Error('payload too large'));
				req.destroy();
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
		req.on('error', reject);
	});
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRequestHandler(sandbox: Sandbox) {
	return (req: IncomingMessage, res: ServerResponse): void => {
		handle(sandbox, req, res).catch(() => {
			if (!res.headersSent) {
				res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
				res.end(JSON.stringify(SERVER_ERROR));
			}
		});
	};
}

async function handle(sandbox: Sandbox, req: IncomingMessage, res: ServerResponse): Promise<void> {
	const url = new URL(req.url ?? '/', 'http://sandbox.local');
	if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) {
		await handleControl(sandbox, req, res, url);
		return;
	}
	if (req.method === 'GET' && url.pathname === '/files/retrieve') {
		await serveFile(sandbox, req, res, url);
		return;
	}
	await handleApi(sandbox, req, res, url);
}

/** A label's PDF; a fault armed for the route answers in its place, as on an API route. */
async function serveFile(
	sandbox: Sandbox,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
): Promise<void> {
	const route = 'GET /files/retrieve';
	const fault = sandbox.takeFault(route);
	if (fault?.delayMs) await sleep(fault.delayMs);
	if (fault?.drop || fault?.status) {
		answer({ sandbox, req, res, url, template: route, rateHeaders: {} }, faultReply(fault), fault);
		return;
	}
	const path = url.searchParams.get('path') ?? '';
	const label = [...sandbox.store.labels.values()].find((candidate) => candidate.filePath === path);
	const status = label ? 200 : 404;
	record(sandbox, req, url, route, status);
	if (!label) {
		res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
		res.end(JSON.stringify({ success: false, message: 'File not found' }));
		return;
	}
	const pdf = renderLabelPdf(label);
	res.writeHead(200, {
		'Content-Type': 'application/pdf',
		'Content-Length': String(pdf.length),
		'Content-Disposition': `inline; filename="${url.searchParams.get('filename') ?? label.fileName}"`,
	});
	res.end(pdf);
}

/** One API request on its way: where it answers, the route it matched, the client it showed. */
interface Exchange {
	sandbox: Sandbox;
	req: IncomingMessage;
	res: ServerResponse;
	url: URL;
	template: string | null;
	rateHeaders: Record<string, string>;
	clientId?: string | null;
	crossAccount?: string | null;
}

/** Answers the request (or drops its connection, as a fault may ask) and logs it. */
function answer(exchange: Exchange, result: Reply, fault?: Fault): void {
	const { sandbox, req, res, url, template, clientId = null, crossAccount = null } = exchange;
	if (fault?.drop) {
		record(sandbox, req, url, template, 0, { clientId, crossAccount });
		req.socket.destroy();
		return;
	}
	const body = fault?.malformed ? '{"success": true, "data": [' : JSON.stringify(result.body);
	const headers: Record<string, string> = {
		'Content-Type': 'application/json; charset=utf-8',
		Date: sandbox.clock.date().toUTCString(),
		...exchange.rateHeaders,
		...result.headers,
	};
	const remaining = headers['RateLimit-Remaining'];
	record(sandbox, req, url, template, result.status, {
		clientId,
		crossAccount,
		quotaRemaining: remaining,
	});
	res.writeHead(result.status, headers);
	res.end(body);
}

async function handleApi(
	sandbox: Sandbox,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
): Promise<void> {
	const method = req.method ?? 'GET';
	const rate = sandbox.takeRateLimit(req.socket.remoteAddress ?? 'unknown');
	let rawBody: string;
	try {
		rawBody = await readBody(req);
	} catch {
		return;
	}
	const path = apiPath(sandbox, url.pathname);
	const match = path === undefined ? undefined : matchRoute(method, path);
	const exchange: Exchange = {
		sandbox,
		req,
		res,
		url,
		template: match ? match.route.template : null,
		rateHeaders: {
			'RateLimit-Limit': String(rate.limit),
			'RateLimit-Remaining': String(rate.remaining),
			'RateLimit-Reset': String(rate.reset),
		},
		clientId: null,
		crossAccount: null,
	};
	if (rate.limited) {
		sandbox.counters.rateLimited++;
		answer(exchange, reply(429, RATE_LIMITED, { 'Retry-After': String(rate.reset) }));
		return;
	}
	if (!match) {
		answer(exchange, reply(404, UNKNOWN_ROUTE));
		return;
	}
	await answerRoute(exchange, match.route, match.params, rawBody);
}

/** A matched route: its faults before and after it runs, and its answer. */
async function answerRoute(
	exchange: Exchange,
	route: CompiledRoute,
	params: Record<string, string>,
	rawBody: string,
): Promise<void> {
	const { sandbox, req, url } = exchange;
	const isGet = (req.method ?? 'GET') === 'GET';
	await sandbox.beforeAnswer?.(route.template, presenter(req));
	const before = isGet ? sandbox.takeFault(route.template) : undefined;
	if (before) {
		if (before.delayMs) await sleep(before.delayMs);
		if (before.drop || before.malformed || before.status) {
			answer(exchange, faultReply(before), before);
			return;
		}
	}
	const result = runRoute(sandbox, req, url, route.definition, params, rawBody, (id, cross) => {
		exchange.clientId = id;
		exchange.crossAccount = cross ?? null;
	});
	const after = isGet ? undefined : sandbox.takeFault(route.template);
	if (after) {
		if (after.delayMs) await sleep(after.delayMs);
		answer(
			exchange,
			after.status || after.malformed || after.drop ? faultReply(after) : result,
			after,
		);
		return;
	}
	answer(exchange, result);
}

function faultReply(fault: Fault): Reply {
	const status = fault.status ?? (fault.malformed ? 200 : 500);
	if (fault.body !== undefined) return reply(status, fault.body, fault.headers);
	if (status === 429) return reply(429, RATE_LIMITED, fault.headers);
	if (status === 401)
		return reply(401, { success: false, message: 'Access denied: token Not Valid.' });
	return reply(status, SERVER_ERROR);
}

function runRoute(
	sandbox: Sandbox,
	req: IncomingMessage,
	url: URL,
	definition: RouteDefinition,
	params: Record<string, string>,
	rawBody: string,
	setClient: (clientId: string | null, crossAccount?: string) => void,
): Reply {
	let token: string | null = null;
	let clientId: string | null = null;
	if (definition.auth !== false) {
		const header = req.headers.authorization ?? '';
		const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
		if (!bearer) {
			return reply(
				401,
				definition.bareUnauthorized
					? { message: 'Access denied: No token provided.' }
					: { success: false, message: 'Access denied: No token provided.' },
			);
		}
		token = bearer[1];
		const check = sandbox.checkToken(token, false, presenter(req) ?? undefined);
		if (!check.ok) {
			setClient(check.clientId ?? null, check.crossAccount);
			return reply(401, { success: false, message: check.message });
		}
		clientId = check.clientId;
		setClient(clientId);
		const client = sandbox.clients.get(clientId);
		if (definition.permission && !client?.permissions.has(definition.permission)) {
			return reply(403, {
				success: false,
				message: `Permission denied: this API credential lacks ${definition.permission}.`,
				permission: definition.permission,
			});
		}
	}
	let body: unknown = undefined;
	if (rawBody.trim()) {
		try {
			body = JSON.parse(rawBody);
		} catch {
			return reply(400, { success: false, message: 'Malformed JSON payload' });
		}
	}
	const context: Context = { sandbox, req, params, query: url.searchParams, body, clientId, token };
	try {
		const result = definition.handler(context);
		if ((context.clientId && !clientId) || context.crossAccount) {
			setClient(context.clientId ?? clientId, context.crossAccount);
		}
		return result;
	} catch {
		return reply(500, SERVER_ERROR);
	}
}
