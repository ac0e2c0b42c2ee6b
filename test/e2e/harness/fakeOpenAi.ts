import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message of a chat-completions request, as OpenAI's API takes it. */
export interface ChatMessage {
	role: string;
	content: string | null | Array<{ type: string; text?: string }>;
	tool_call_id?: string;
	tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
}

export interface ChatTool {
	type: string;
	function: { name: string; description?: string; parameters?: Record<string, unknown> };
}

/** One request the fake received, its JSON body parsed. */
export interface ReceivedRequest {
	method: string;
	path: string;
	body?: { model?: string; stream?: boolean; messages?: ChatMessage[]; tools?: ChatTool[] };
}

export interface FakeOpenAiOptions {
	/** The arguments the model calls every tool of the request with. */
	toolArguments: Record<string, unknown>;
	/** The model's answer once every tool has answered. */
	finalAnswer: string;
	/** The tools the model calls, by name; every tool of the request when not given. */
	callTools?: string[];
}

export interface FakeOpenAi {
	/** What the OpenAI credential's Base URL holds: `http://127.0.0.1:<port>/v1`. */
	baseUrl: string;
	received: ReceivedRequest[];
	close(): Promise<void>;
}

const MODEL = 'gpt-4.1-mini';

/**
 * A stand-in for OpenAI's chat-completions API on 127.0.0.1, a scripted model: a conversation
 * without tool results gets one call of every tool the request offers, or of those named in
 * `callTools` (the same arguments for each), a conversation that carries them gets `finalAnswer`. `GET /v1/models` lists one model.
 * Streaming is not offered: a request asking for it is refused, so a test sees it at once.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAi> {
	const received: ReceivedRequest[] = [];
	const server = createServer((request, response) => {
		void readJson(request).then(
			(body) => {
				const path = (request.url ?? '').split('?')[0];
				received.push({ method: request.method ?? '', path, body });
				answer(request.method, path, body, options, response);
			},
			(error: Error) => send(response, 400, { error: { message: error.message } }),
		);
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => resolve());
	});
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		received,
		close: () =>
			new Promise<void>((resolve, reject) => {
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			}),
	};
}

function answer(
	method: string | undefined,
	path: string,
	body: ReceivedRequest['body'],
	options: FakeOpenAiOptions,
	response: ServerResponse,
): void {
	if (method === 'GET' && path === '/v1/models') {
		send(response, 200, {
			object: 'list',
			data: [{ id: MODEL, object: 'model', owned_by: 'fake' }],
		});
		return;
	}
	if (method !== 'POST' || path !== '/v1/chat/completions' || !body) {
		send(response, 404, { error: { message: `the fake has no ${method} ${path}` } });
		return;
	}
	if (body.stream) {
		send(response, 400, { error: { message: 'the fake does not stream' } });
		return;
	}
	const answeredByTools = (body.messages ?? []).some((message) => message.role === 'tool');
	const message = answeredByTools
		? { role: 'assistant', content: options.finalAnswer }
		: {
				role: 'assistant',
				content: null,
				tool_calls: (body.tools ?? [])
					.filter((tool) => options.callTools?.includes(tool.function.name) ?? true)
					.map((tool, index) => ({
						id: `call_${index + 1}`,
						type: 'function',
						function: {
							name: tool.function.name,
							arguments: JSON.stringify(options.toolArguments),
						},
					})),
			};
	send(response, 200, {
		// A completion id that differs between the turns of one conversation.
		id: `chatcmpl-${body.messages?.length ?? 0}`,
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model: body.model ?? MODEL,
		choices: [
			{
				index: 0,
				message,
				finish_reason: answeredByTools ? 'stop' : 'tool_calls',
			},
		],
		usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
	});
}

function readJson(request: IncomingMessage): Promise<ReceivedRequest['body']> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('error', reject);
		request.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			try {
				resolve(text ? (JSON.parse(text) as ReceivedRequest['body']) : undefined);
			} catch {
				reject(new Error('the body is not JSON'));
			}
		});
	});
}

function send(response: ServerResponse, status: number, body: unknown): void {
	response.writeHead(status, { 'content-type': 'application/json' });
	response.end(JSON.stringify(body));
}
