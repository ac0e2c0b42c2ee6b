/**
 * One table over Base URLs: the credential's Test and a node run give the same verdict in the
 * same words, naming the Base URL as entered and what to check. Nothing leaves the machine: the
 * unknown host is under the reserved .invalid TLD, every server is started here on loopback.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Failure } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { HarnessCredentialsHelper, runNode, testCredential } from './harness';
import { fullAccess, useSandbox } from './support';

const sandbox = useSandbox({ seed: 11, employees: 5 });

/** A server that answers every request as a web server's "not found" page does. */
function notTheApi(): Server {
	return createServer((_request, response) => {
		response.writeHead(404, { 'Content-Type': 'text/html' });
		response.end('<html><body><h1>404 Not Found</h1></body></html>');
	});
}

/** A TLS server on 127.0.0.1 with a self-signed certificate made now by the openssl CLI. */
function selfSignedTls(): Server {
	const folder = mkdtempSync(join(tmpdir(), 'self-signed-'));
	try {
		execFileSync('openssl', [
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-days',
			'1',
			'-subj',
			'/CN=127.0.0.1',
			'-keyout',
			join(folder, 'key.pem'),
			'-out',
			join(folder, 'cert.pem'),
		]);
		const key = readFileSync(join(folder, 'key.pem'));
		const cert = readFileSync(join(folder, 'cert.pem'));
		return createTlsServer({ key, cert }, (_request, response) => response.end('{}'));
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}

async function listen(server: Server): Promise<number> {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return (server.address() as AddressInfo).port;
}

/** A port on 127.0.0.1 where nothing listens: one just released. */
async function closedPort(): Promise<number> {
	const server = createServer();
	const port = await listen(server);
	await new Promise((resolve) => server.close(resolve));
	return port;
}

/** This machine's own address on a network interface (not loopback), else 0.0.0.0. */
function ownAddress(): string {
	const addresses = Object.values(networkInterfaces()).flat();
	const own = addresses.find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
	return own?.address ?? '0.0.0.0';
}

const servers: Server[] = [];
const ports = { closed: 0, tls: 0, notTheApi: 0 };

beforeAll(async () => {
	const tls = selfSignedTls();
	const web = notTheApi();
	servers.push(tls, web);
	ports.tls = await listen(tls);
	ports.notTheApi = await listen(web);
	ports.closed = await closedPort();
});

afterAll(async () => {
	await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function verdicts(baseUrl: string) {
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	const test = await testCredential(store.add('assetLifecycleApi', { baseUrl, ...fullAccess }));
	const { items, error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters: { resource: 'department', operation: 'getAll', returnAll: false, limit: 1 },
		credentials: store.add('assetLifecycleApi', { baseUrl, ...fullAccess }),
	});
	const run = error
		? { status: 'Error', message: error.message }
		: { status: 'OK', message: `${items.length} department` };
	// what n8n 2.41's durable scheduler reads from a poll's error (nodes/shared/transport/failure.ts)
	const declared = (error as { failure?: Failure } | undefined)?.failure?.cause;
	return { test, run, declared };
}

const unreachable = (baseUrl: string, cause: string) =>
	`The API could not be reached at Base URL "${baseUrl}": ${cause}`;
const NOTHING_LISTENING =
	'nothing accepted the connection at that host and port. Check the port, and that the API runs there.';

describe('a Base URL gives the credential Test and a run one verdict in the same words', () => {
	const rows: Array<[string, () => string, (baseUrl: string) => string, Failure['cause']]> = [
		[
			'https to a closed port off loopback',
			() => `https://${ownAddress()}:${ports.closed}`,
			(baseUrl) => unreachable(baseUrl, NOTHING_LISTENING),
			'temporarily-unavailable',
		],
		[
			'plain http on a name off loopback',
			() => 'http://api.example.com/gw/acme',
			() =>
				'Base URL "http://api.example.com/gw/acme" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://',
			'credential-invalid',
		],
		[
			'text that is no URL',
			() => 'api.example.com/gw/acme',
			() =>
				'Base URL "api.example.com/gw/acme" is not a valid URL: enter the API\'s address, e.g. https://api.example.com or https://api.example.com/gw/acme',
			'credential-invalid',
		],
		[
			'an unknown host',
			() => 'https://api.asset-lifecycle.invalid',
			(baseUrl) =>
				unreachable(
					baseUrl,
					'its host was not found. Check the host name for typos, and that the n8n server can resolve it.',
				),
			'credential-invalid',
		],
		[
			'a loopback port with nothing listening',
			() => `http://127.0.0.1:${ports.closed}`,
			(baseUrl) => unreachable(baseUrl, NOTHING_LISTENING),
			'temporarily-unavailable',
		],
		[
			'a self-signed certificate',
			() => `https://127.0.0.1:${ports.tls}`,
			(baseUrl) =>
				unreachable(
					baseUrl,
					"its TLS certificate is not signed by an authority n8n trusts (it is self-signed or from a private authority). Check that the Base URL is the API's address; if your deployment uses a private authority, give n8n its certificate (NODE_EXTRA_CA_CERTS).",
				),
			'credential-invalid',
		],
		[
			'a path that is not the API',
			() => `http://127.0.0.1:${ports.notTheApi}/gw/acme`,
			(baseUrl) =>
				`Base URL "${baseUrl}" is not the API's address: its login answers HTTP 404 (not found). Check the Base URL: the API's address up to, not including, /api/v1, with your deployment's gateway segment if it has one (e.g. https://api.example.com/gw/acme).`,
			'credential-invalid',
		],
		[
			'a path past /api/v1',
			() => `${sandbox.sandbox.baseUrl}/api/v1/employees`,
			(baseUrl) =>
				`Base URL "${baseUrl}" is not the API's address: its login answers HTTP 404 (not found). It goes past /api/v1: remove /api/v1 and what follows it. Check the Base URL: the API's address up to, not including, /api/v1, with your deployment's gateway segment if it has one (e.g. https://api.example.com/gw/acme).`,
			'credential-invalid',
		],
	];

	test.each(rows)('%s: refused, saying what to check', async (_row, baseUrl, message, cause) => {
		const { test, run, declared } = await verdicts(baseUrl());
		expect(test).toEqual({ status: 'Error', message: message(baseUrl()) });
		expect(run).toEqual(test);
		expect(declared).toBe(cause);
	});

	test('/api/v1 on it (and a trailing slash) is the address the API lives under: accepted', async () => {
		const { test, run } = await verdicts(`${sandbox.sandbox.baseUrl}/api/v1/`);
		expect(test).toEqual({ status: 'OK', message: 'Connection successful!' });
		expect(run).toEqual({ status: 'OK', message: '1 department' });
	});
});
