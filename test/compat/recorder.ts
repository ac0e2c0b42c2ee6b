/**
 * What a fixture sends, from the sandbox's request log with each write's JSON body beside it: the
 * log keeps method, route, path and query but no body, so the credential's Base URL points at a
 * loopback relay that keeps the bodies of the requests it passes on.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { LoggedRequest } from '../sandboxControl';

export interface RecordedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	body?: unknown;
}

const AUTH_ROUTES = ['POST /auth/login', 'POST /refresh-token'];

const readAll = async (stream: IncomingMessage) => {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
};

export class BodyRelay {
	private server?: Server;
	private bodies: Array<{ method: string; path: string; body: string }> = [];

	constructor(private readonly target: { port: number }) {}

	async start(): Promise<string> {
		this.server = createServer((incoming, outgoing) => {
			void readAll(incoming).then((body) => {
				const path = new URL(incoming.url ?? '/', 'http://relay').pathname;
				this.bodies.push({ method: incoming.method ?? 'GET', path, body: body.toString('utf8') });
				const forward = request(
					{
						host: '127.0.0.1',
						port: this.target.port,
						method: incoming.method,
						path: incoming.url,
						headers: incoming.headers,
					},
					(answer) => {
						outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
						answer.pipe(outgoing);
					},
				);
				forward.on('error', () => outgoing.destroy());
				forward.end(body);
			});
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
	}

	clear() {
		this.bodies = [];
	}

	/**
	 * The API requests of the log (logins and token refreshes apart, they depend on the token's
	 * age), each write with the body the relay passed on for it, in order.
	 */
	requests(log: LoggedRequest[]): RecordedRequest[] {
		const bodies = [...this.bodies];
		return log
			.filter((entry) => !AUTH_ROUTES.includes(entry.route ?? ''))
			.map(({ method, path, query }) => {
				if (method === 'GET') return { method, path, query };
				const index = bodies.findIndex(
					(candidate) => candidate.method === method && candidate.path === path,
				);
				const [sent] = index === -1 ? [undefined] : bodies.splice(index, 1);
				const body = sent?.body ? (JSON.parse(sent.body) as unknown) : undefined;
				return { method, path, query, ...(body === undefined ? {} : { body }) };
			});
	}

	async stop() {
		await new Promise<void>((resolve) => {
			this.server?.close(() => resolve());
			this.server?.closeAllConnections();
		});
	}
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const VOLATILE_WITHIN_MS = 3 * 24 * 3600 * 1000;

/**
 * Replaces what changes from run to run: a timestamp near the time of the run (one the node
 * derived from the clock, e.g. a poll's modified-since) becomes "<now>". A timestamp a fixture
 * stores lies far from it and is kept.
 */
export function normalised<T>(value: T, now = Date.now()): T {
	if (typeof value === 'string' && TIMESTAMP.test(value)) {
		const near = Math.abs(Date.parse(value) - now) < VOLATILE_WITHIN_MS;
		return (near ? '<now>' : value) as T;
	}
	if (Array.isArray(value)) return value.map((item: unknown) => normalised(item, now)) as T;
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, normalised(item, now)]),
		) as T;
	}
	return value;
}
