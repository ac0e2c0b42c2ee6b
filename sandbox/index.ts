/** Starts the sandbox: a local, stateful stand-in for the Asset-Lifecycle API v1. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoClock } from './demoClock';
import { createRequestHandler } from './server';
import { Sandbox } from './state';

export interface SandboxOptions {
	/** 0 = any free port. Default 4010 from the CLI, 0 from code. */
	port?: number;
	/** Gateway segment before /api/v1: '' or e.g. '/gw/acme'. */
	basePath?: string;
	seed?: number;
	employees?: number;
	transactions?: number;
	/** Campaigns and recoveries, independent of the employees (see data/seed.ts). */
	campaigns?: number;
	recoveries?: number;
	rateLimit?: number;
	rateWindowSeconds?: number;
	tokenTtlSeconds?: number;
	/** Every this many seconds the account changes by itself; off when omitted or 0. */
	demoClockSeconds?: number;
}

export interface RunningSandbox {
	/** What the credential's Base URL holds: origin plus base path. */
	baseUrl: string;
	/** Scheme, host and port; the control API lives at `${origin}/__sandbox`. */
	origin: string;
	port: number;
	/** The live state, for in-process tests that want to look inside. */
	sandbox: Sandbox;
	close(): Promise<void>;
}

export function normaliseBasePath(basePath: string | undefined): string {
	const trimmed = (basePath ?? '').trim().replace(/\/+$/, '');
	if (!trimmed) return '';
	return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const sandbox = new Sandbox({
		basePath: normaliseBasePath(options.basePath),
		seed: options.seed ?? 42,
		employees: options.employees ?? 120,
		transactions: options.transactions ?? 240,
		campaigns: options.campaigns,
		recoveries: options.recoveries,
		rateLimit: options.rateLimit ?? 60,
		rateWindowSeconds: options.rateWindowSeconds ?? 60,
		tokenTtlSeconds: options.tokenTtlSeconds ?? 14400,
	});
	const server = createServer({ keepAliveTimeout: 5000 }, createRequestHandler(sandbox));
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
	});
	const port = (server.address() as AddressInfo).port;
	sandbox.port = port;
	const stopClock = options.demoClockSeconds
		? startDemoClock(sandbox, options.demoClockSeconds)
		: undefined;
	const origin = `http://127.0.0.1:${port}`;
	return {
		baseUrl: `${origin}${sandbox.settings.basePath}`,
		origin,
		port,
		sandbox,
		close: () =>
			new Promise<void>((resolve, reject) => {
				stopClock?.();
				server.close((error) => (error ? reject(error) : resolve()));
				server.closeAllConnections();
			}),
	};
}

export { schemas } from './schemas';
