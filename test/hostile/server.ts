import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the hostile server saw it: the raw path (not decoded, not normalised). */
export interface SeenRequest {
	method: string;
	/** The request target as sent, query included. */
	rawUrl: string;
	/** `METHOD /path` without /api/v1 and without the query, raw. */
	route: string;
	query: Record<string, string>;
	authorization?: string;
	body: string;
	/** The status answered, and whether the whole answer was sent. */
	status?: number;
	completed?: boolean;
}

/** What a handler may do: answer, or misbehave at the socket level. */
export interface Reply {
	status: number;
	headers?: Record<string, string>;
	/** A JSON value (sent as JSON) or raw text (sent as it is). */
	json?: unknown;
	text?: string;
	/** Send the headers, then nothing: the body never ends. */
	hang?: boolean;
	/** Send the headers and half of the body, then reset the connection. */
	resetMidBody?: boolean;
}

export type Handler = (request: SeenRequest, count: number) => Reply | Promise<Reply>;

/**
 * A small programmable HTTP server on 127.0.0.1 that answers what no faithful server would: each
 * route (`METHOD /path` after /api/v1, raw) has a handler; unknown routes answer 404. It logs every
 * request with its Authorization header, so a test can count requests and see where the token went.
 * Login and refresh answer a token unless a test overrides them.
 */
export class HostileServer {
	readonly requests: SeenRequest[] = [];

	private readonly handlers = new Map<string, Handler>();

	private readonly sockets = new Set<Socket>();

	private readonly server = http.createServer((request, response) => {
		void this.answer(request, response);
	});

	origin = '';

	constructor() {
		this.on('POST /auth/login', () => ({ status: 200, json: { token: 'hostile-token' } }));
		this.on('POST /refresh-token', () => ({ status: 200, json: { token: 'hostile-token-2' } }));
	}

	/** The Base URL a credential uses (the API lives under /api/v1 below it). */
	get baseUrl(): string {
		return this.origin;
	}

	on(route: string, handler: Handler): this {
		this.handlers.set(route, handler);
		return this;
	}

	async start(): Promise<this> {
		this.server.on('connection', (socket) => {
			this.sockets.add(socket);
			socket.on('close', () => this.sockets.delete(socket));
		});
		this.server.listen(0, '127.0.0.1');
		await once(this.server, 'listening');
		this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
		return this;
	}

	async close(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		this.server.close();
		await once(this.server, 'close');
	}

	/** Requests to a route (`METHOD /path`), or all of them. */
	seen(route?: string): SeenRequest[] {
		return route ? this.requests.filter((entry) => entry.route === route) : this.requests;
	}

	/** Requests other than login and refresh: what the operation itself sent. */
	apiRequests(): SeenRequest[] {
		return this.requests.filter(
			(entry) => entry.route !== 'POST /auth/login' && entry.route !== 'POST /refresh-token',
		);
	}

	private async answer(request: http.IncomingMessage, response: http.ServerResponse) {
		let body = '';
		for await (const chunk of request) body += String(chunk);
		const rawUrl = request.url ?? '/';
		const [rawPath, rawQuery = ''] = rawUrl.split('?');
		const path = rawPath.startsWith('/api/v1') ? rawPath.slice('/api/v1'.length) : rawPath;
		const seen: SeenRequest = {
			method: request.method ?? '',
			rawUrl,
			route: `${request.method} ${path}`,
			query: Object.fromEntries(new URLSearchParams(rawQuery)),
			authorization: request.headers.authorization,
			body,
		};
		this.requests.push(seen);
		const handler = this.handlers.get(seen.route);
		const count = this.requests.filter((entry) => entry.route === seen.route).length;
		const reply: Reply = handler
			? await handler(seen, count)
			: { status: 404, json: { message: `No route ${seen.route}` } };

		seen.status = reply.status;
		seen.completed = !reply.hang && !reply.resetMidBody;
		const isText = reply.text !== undefined;
		const payload = isText
			? (reply.text as string)
			: JSON.stringify('json' in reply ? reply.json : {});
		response.writeHead(reply.status, {
			'content-type': isText ? 'text/html; charset=utf-8' : 'application/json',
			...(reply.hang || reply.resetMidBody ? {} : { 'content-length': Buffer.byteLength(payload) }),
			...reply.headers,
		});
		if (reply.hang) {
			response.flushHeaders();
			return;
		}
		if (reply.resetMidBody) {
			response.write(payload.slice(0, Math.floor(payload.length / 2)));
			setTimeout(() => request.socket.destroy(), 20);
			return;
		}
		response.end(payload);
	}
}

export async function startHostileServer(): Promise<HostileServer> {
	return await new HostileServer().start();
}
