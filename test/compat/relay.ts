/**
 * The loopback relay a compat run's credential points at, between the node and the sandbox. It
 * keeps what the node sent (method, path as sent, query, JSON body, the bearer token) and the
 * status answered, and the tokens the API issued (login and refresh answers), so that a recording
 * can name them. It also stands for two things of a real deployment: a gateway segment before
 * /api/v1 (removed on the way to the sandbox), and, when asked, another workflow of the account
 * that spends the shared quota (one request of its own before each of the node's), which is what
 * keeps a trigger's poll to Max Requests per Poll.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the node sent through the relay, with the status the sandbox answered. */
export interface Exchange {
	method: string;
	/** The path as the node sent it (with a gateway segment, if any). */
	path: string;
	/** The path the sandbox received. */
	forwardedPath: string;
	query: Record<string, string>;
	body?: unknown;
	authorization?: string;
	status: number;
}

/** What another workflow of the account sends: refused, but counted against the quota. */
export const OTHER_WORKFLOW_PATH = '/api/v1/other-workflow';

const TOKEN_ROUTES = ['/api/v1/auth/login', '/api/v1/refresh-token'];

const readAll = async (stream: IncomingMessage) => {
	const chunks: Buffer[] = [];
	for await (const chunk of stream) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
};

const parsedJson = (text: string): unknown => {
	if (!text) return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
};

export interface RelayOptions {
	/** The sandbox's port. */
	target: number;
	/** A gateway segment the node puts before /api/v1 (`/gw/acme`); removed on the way. */
	gateway?: string;
	/** Another workflow spends one request of the quota before each of the node's. */
	othersSpend?: boolean;
}

export class Relay {
	readonly exchanges: Exchange[] = [];

	/** The tokens the API issued through this relay, in order. */
	readonly tokens: string[] = [];

	private server?: Server;

	constructor(private readonly options: RelayOptions) {}

	/** Starts it; answers its origin (scheme, host and port). */
	async start(): Promise<string> {
		this.server = createServer((incoming, outgoing) => {
			void this.pass(incoming).then(
				({ status, headers, body }) => {
					outgoing.writeHead(status, headers);
					outgoing.end(body);
				},
				() => outgoing.destroy(),
			);
		});
		await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
		return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
	}

	async stop() {
		await new Promise<void>((resolve) => {
			this.server?.close(() => resolve());
			this.server?.closeAllConnections();
		});
	}

	private async pass(incoming: IncomingMessage) {
		const sent = await readAll(incoming);
		const url = new URL(incoming.url ?? '/', 'http://relay');
		const { gateway } = this.options;
		const forwardedPath =
			gateway && url.pathname.startsWith(`${gateway}/`)
				? url.pathname.slice(gateway.length)
				: url.pathname;
		if (this.options.othersSpend) await this.send('GET', OTHER_WORKFLOW_PATH, {});
		const answer = await this.send(
			incoming.method ?? 'GET',
			`${forwardedPath}${url.search}`,
			incoming.headers,
			sent,
		);
		const authorization = incoming.headers.authorization;
		this.exchanges.push({
			method: incoming.method ?? 'GET',
			path: url.pathname,
			forwardedPath,
			query: Object.fromEntries(url.searchParams),
			...(sent.length ? { body: parsedJson(sent.toString('utf8')) } : {}),
			...(authorization ? { authorization } : {}),
			status: answer.status,
		});
		if (TOKEN_ROUTES.includes(forwardedPath) && answer.status === 200) {
			const token = (parsedJson(answer.body.toString('utf8')) as { token?: unknown })?.token;
			if (typeof token === 'string') this.tokens.push(token);
		}
		return answer;
	}

	private async send(
		method: string,
		path: string,
		headers: IncomingMessage['headers'],
		body?: Buffer,
	): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
		return await new Promise((resolve, reject) => {
			const forward = request(
				{ host: '127.0.0.1', port: this.options.target, method, path, headers },
				(answer) => {
					void readAll(answer).then(
						(received) =>
							resolve({
								status: answer.statusCode ?? 502,
								headers: answer.headers,
								body: received,
							}),
						reject,
					);
				},
			);
			forward.on('error', reject);
			forward.end(body);
		});
	}
}
