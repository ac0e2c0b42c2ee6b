/** The control API (<origin>/__sandbox): tests and the demo change the state, see what happened. */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { fixedRoutes } from './control/fixedRoutes';
import { recordRoute } from './control/recordRoutes';
import type { ControlReply } from './control/reply';
import { fail } from './control/reply';
import type { Sandbox } from './state';

/** A route at a fixed path, or else one that names a record. */
function route(sandbox: Sandbox, method: string, path: string, body: unknown): ControlReply {
	const fixed = fixedRoutes.get(`${method} ${path}`);
	return fixed ? fixed(sandbox, body) : recordRoute(sandbox, method, path, body);
}

function readJson(req: IncomingMessage): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8').trim();
			if (!text) return resolve(undefined);
			try {
				resolve(JSON.parse(text));
			} catch (error) {
				reject(error);
			}
		});
		req.on('error', reject);
	});
}

const invalidJson = Symbol('invalid JSON');

export async function handleControl(
	sandbox: Sandbox,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
): Promise<void> {
	let result: ControlReply;
	const body = await readJson(req).catch(() => invalidJson);
	if (body === invalidJson) {
		result = fail(400, 'The control API takes a JSON body');
	} else {
		try {
			result = route(sandbox, req.method ?? 'GET', url.pathname.slice('/__sandbox'.length), body);
		} catch (error) {
			result = fail(500, `The control API failed: ${(error as Error).message}`);
		}
	}
	res.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
	res.end(JSON.stringify(result.body));
}
