import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import {
	installN8n,
	installN8nVersions,
	N8N_VERSIONS,
	type N8nInstallation,
	type N8nVersion,
} from './install';
import { packPackage } from './pack';

const execFileAsync = promisify(execFile);

export const PACKAGE_NAME = 'n8n-nodes-asset-lifecycle';
export const NODE_TYPE = `${PACKAGE_NAME}.assetLifecycle`;
export const TRIGGER_NODE_TYPE = `${PACKAGE_NAME}.assetLifecycleTrigger`;
export const CREDENTIAL_TYPE = 'assetLifecycleApi';

/**
 * n8n 2.41's durable scheduler: polls as scheduled tasks with a 45 s timeout, failure backoff and
 * cursors committed with the execution a poll starts (the flags @n8n/config's scheduler.config.js
 * reads; durable cursors need the other three).
 */
export const DURABLE_SCHEDULER_ENV = {
	N8N_SCHEDULER_ENABLED: 'true',
	N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
	N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
	N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
};

export const OWNER = {
	email: 'owner@asset-lifecycle.example',
	firstName: 'Demo',
	lastName: 'Owner',
	password: 'Lifecycle-Demo-1',
};

export interface CredentialInput {
	name: string;
	type?: string;
	/** Plain values: n8n encrypts them with the instance's key on import. */
	data: Record<string, unknown>;
	id?: string;
}

export interface WorkflowNode {
	name: string;
	type: string;
	credentials?: Record<string, { id: string; name: string }>;
	[key: string]: unknown;
}

export interface WorkflowInput {
	id?: string;
	name: string;
	nodes: WorkflowNode[];
	connections: Record<string, unknown>;
	[key: string]: unknown;
}

export interface ImportedCredential {
	id: string;
	name: string;
	type: string;
}

export interface PublicApiExecution {
	id: number | string;
	workflowId: string;
	mode: string;
	status: string;
	finished: boolean;
	startedAt: string;
	stoppedAt: string | null;
	data?: {
		resultData: {
			runData: Record<string, Array<{ data?: { main?: Array<Array<{ json: unknown }> | null> } }>>;
			error?: { message: string };
			lastNodeExecuted?: string;
		};
	};
}

export interface PrepareOptions {
	/** A package tarball to install instead of packing this repository (e.g. a published one). */
	tarball?: string;
	/** The folder to put the instance's user folder in; a fresh temporary one by default. */
	parentDir?: string;
	/** Several processes of one deployment (queue mode) share the key that encrypts credentials. */
	encryptionKey?: string;
	/** Settings for every process this instance runs, e.g. the database of a queue-mode deployment. */
	env?: Record<string, string>;
}

export interface StartOptions {
	/** 0 (the default) picks a free port. */
	port?: number;
	/** How long to wait for /healthz/readiness. */
	readyTimeoutMs?: number;
	/** Settings for this start only (e.g. the main instance's queue-mode options). */
	env?: Record<string, string>;
}

/** The Manual Trigger named Start that starts every workflow `n8n execute` runs in these tests. */
export function manualTriggerNode(): WorkflowNode {
	return {
		id: 'start',
		name: 'Start',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
}

/**
 * A workflow of one Asset Lifecycle Trigger polling every minute (n8n's shortest Poll Times), for
 * the tests that watch what polls do; its credential is replaced on import.
 */
export function pollingTriggerWorkflow(name: string, parameters: Record<string, unknown>) {
	return {
		name,
		nodes: [
			{
				parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...parameters },
				id: newN8nId(),
				name: 'Trigger',
				type: TRIGGER_NODE_TYPE,
				typeVersion: 1,
				position: [0, 0],
				credentials: { assetLifecycleApi: { id: 'placeholder', name: 'placeholder' } },
			},
		],
		connections: {},
		settings: { executionOrder: 'v1' },
	};
}

/** The sandbox's credential, as every e2e test, the queue suite and the scripts import it. */
export function sandboxCredential(
	baseUrl: string,
	name = 'Asset Lifecycle sandbox',
): CredentialInput {
	return { name, data: { baseUrl, clientId: 'sandbox-client', clientSecret: 'sandbox-secret' } };
}

/**
 * The JSON of the items a node gave on its first output, in an execution of the public API or a
 * run of `n8n execute` (both carry the run data as `data.resultData.runData`).
 */
export function outputOf(
	execution: Pick<PublicApiExecution, 'data'>,
	nodeName: string,
): Array<Record<string, unknown>> {
	const task = execution.data?.resultData.runData[nodeName]?.[0];
	return (task?.data?.main?.[0] ?? []).map((item) => item.json as Record<string, unknown>);
}

/** n8n ids are 16 alphanumeric characters. */
export function newN8nId(): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
	return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

/**
 * The JSON document `n8n execute --rawOutput` prints (pretty-printed, so it opens and closes at the
 * start of a line); n8n prints it through its logger, after log lines in 2.x.
 */
export function parseRawOutput(stdout: string): unknown {
	const lines = stdout.split('\n');
	for (let start = 0; start < lines.length; start++) {
		if (!/^[[{]/.test(lines[start])) continue;
		for (let end = lines.length - 1; end >= start; end--) {
			if (end !== start && !/^[\]}]/.test(lines[end])) continue;
			try {
				return JSON.parse(lines.slice(start, end + 1).join('\n'));
			} catch {
				// Not this span: a log line can begin with a bracket too.
			}
		}
	}
	throw new Error(`no JSON document in n8n's output:\n${stdout.slice(-4000)}`);
}

const running = new Set<ChildProcess>();

// A test run that ends without stop() (a failure, a timeout) still leaves no n8n behind.
process.on('exit', () => {
	for (const child of running) {
		if (child.pid !== undefined && child.exitCode === null) {
			try {
				process.kill(-child.pid, 'SIGKILL');
			} catch {
				// Already gone.
			}
		}
	}
});

/**
 * Starts an n8n command in a process group of its own (n8n and the task runner it starts), output
 * appended to `logFile`; the group is killed when the test process exits.
 */
export function spawnN8nProcess(
	command: string[],
	env: NodeJS.ProcessEnv,
	cwd: string,
	logFile: string,
): ChildProcess {
	const log = createWriteStream(logFile, { flags: 'a' });
	const child = spawn(command[0], command.slice(1), {
		env,
		cwd,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child.stdout?.pipe(log);
	child.stderr?.pipe(log);
	running.add(child);
	child.on('exit', () => running.delete(child));
	return child;
}

/** Stops a process group spawnN8nProcess started (SIGTERM, SIGKILL after 20 s) and waits for it. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
	if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const signalGroup = (signal: NodeJS.Signals) => {
		try {
			process.kill(-(child.pid as number), signal);
		} catch {
			// Already gone.
		}
	};
	signalGroup('SIGTERM');
	const killTimer = setTimeout(() => signalGroup('SIGKILL'), 20_000);
	await exited;
	clearTimeout(killTimer);
	// The task runner is in the same group and may outlive n8n by a moment.
	signalGroup('SIGKILL');
}

/** One private n8n: its own user folder, database, encryption key and ports. */
export class N8nInstance {
	readonly userFolder: string;
	readonly encryptionKey: string;
	readonly logFile: string;
	port = 0;
	private server?: ChildProcess;
	private cookie?: string;
	private apiKey?: string;

	constructor(
		readonly installation: N8nInstallation,
		userFolder: string,
		private readonly options: Pick<PrepareOptions, 'encryptionKey' | 'env'> = {},
	) {
		this.userFolder = userFolder;
		this.logFile = path.join(userFolder, 'n8n.log');
		this.encryptionKey = options.encryptionKey ?? randomBytes(24).toString('hex');
	}

	get version(): N8nVersion {
		return this.installation.version;
	}

	get major(): number {
		return this.installation.major;
	}

	get baseUrl(): string {
		return `http://127.0.0.1:${this.port}`;
	}

	/** Where n8n installs community packages and loads them from at start. */
	get nodesDir(): string {
		return path.join(this.userFolder, '.n8n', 'nodes');
	}

	/** The environment an n8n process of this instance runs with, `extra` last. */
	environment(extra: Record<string, string>): NodeJS.ProcessEnv {
		const env: NodeJS.ProcessEnv = {
			PATH: `${path.dirname(this.installation.node)}:${process.env.PATH ?? ''}`,
			HOME: process.env.HOME,
			TMPDIR: os.tmpdir(),
			N8N_USER_FOLDER: this.userFolder,
			N8N_ENCRYPTION_KEY: this.encryptionKey,
			GENERIC_TIMEZONE: 'UTC',
			TZ: 'UTC',
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_HOST: '127.0.0.1',
			N8N_SECURE_COOKIE: 'false',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_VERIFIED_PACKAGES_ENABLED: 'false',
			N8N_UNVERIFIED_PACKAGES_ENABLED: 'true',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
			N8N_LOG_LEVEL: 'warn',
			...this.options.env,
			...extra,
		};
		if (this.major >= 2) {
			env.N8N_DISABLED_MODULES = 'mcp-registry';
		} else {
			// 1.x's default expression engine does not run on Node 20.
			env.N8N_EXPRESSION_ENGINE = 'legacy';
		}
		return env;
	}

	/** Runs one n8n CLI command against this instance's database; answers its stdout. */
	async cli(args: string[]): Promise<string> {
		const env = this.environment({
			// Every n8n process starts a task broker: one next to a running n8n needs its own port.
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			// Commands print their results through the logger, at level info.
			N8N_LOG_LEVEL: 'info',
		});
		// The output goes to files, not pipes: n8n prints a command's result and then calls
		// process.exit() (n8n 2.41.1, commands/base-command.js exitSuccessFully), which drops what a
		// pipe had not yet taken; Node writes to a file at once. A 3,000-employee run's JSON, a few MB,
		// once came cut off on a loaded machine.
		const outputFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'n8n-cli-'));
		const [stdoutFile, stderrFile] = ['stdout', 'stderr'].map((name) =>
			path.join(outputFolder, name),
		);
		const [stdoutHandle, stderrHandle] = await Promise.all(
			[stdoutFile, stderrFile].map((file) => fs.open(file, 'w')),
		);
		try {
			const exitCode = await new Promise<number | null>((resolve, reject) => {
				const child = spawn(this.installation.node, [this.installation.entry, ...args], {
					env,
					cwd: this.userFolder,
					stdio: ['ignore', stdoutHandle.fd, stderrHandle.fd],
				});
				child.on('error', reject);
				child.on('close', resolve);
			});
			const [stdout, stderr] = await Promise.all(
				[stdoutFile, stderrFile].map((file) => fs.readFile(file, 'utf8')),
			);
			if (exitCode !== 0) {
				throw new Error(
					`n8n ${args.join(' ')} failed (n8n ${this.version}):\n${stderr.slice(-4000)}\n${stdout.slice(-4000)}`,
				);
			}
			return stdout;
		} finally {
			await Promise.all([stdoutHandle.close(), stderrHandle.close()]);
			await fs.rm(outputFolder, { recursive: true, force: true });
		}
	}

	/** Installs a package tarball the way the Community Nodes screen does: into <userFolder>/.n8n/nodes. */
	async installPackage(tarball: string): Promise<void> {
		await fs.mkdir(this.nodesDir, { recursive: true });
		const manifest = path.join(this.nodesDir, 'package.json');
		await fs.writeFile(manifest, JSON.stringify({ name: 'installed-nodes', private: true }));
		// Peer dependencies are left out, as n8n does: the package must use n8n's own n8n-workflow.
		await execFileAsync(
			'npm',
			[
				'install',
				tarball,
				'--legacy-peer-deps',
				'--ignore-scripts',
				'--no-audit',
				'--no-fund',
				'--bin-links=false',
				'--package-lock=false',
			],
			{ cwd: this.nodesDir },
		);
	}

	async importCredentials(credentials: CredentialInput[]): Promise<ImportedCredential[]> {
		const now = new Date().toISOString();
		const records = credentials.map((credential) => ({
			id: credential.id ?? newN8nId(),
			name: credential.name,
			type: credential.type ?? CREDENTIAL_TYPE,
			data: credential.data,
			createdAt: now,
			updatedAt: now,
		}));
		const file = path.join(this.userFolder, `credentials-${newN8nId()}.json`);
		await fs.writeFile(file, JSON.stringify(records));
		await this.cli(['import:credentials', `--input=${file}`]);
		return records.map(({ id, name, type }) => ({ id, name, type }));
	}

	async importCredential(credential: CredentialInput): Promise<ImportedCredential> {
		const [imported] = await this.importCredentials([credential]);
		return imported;
	}

	/**
	 * Imports workflows (objects or JSON files) in one CLI call; answers their ids in order.
	 * With `credential`, every node that uses that credential type is wired to it.
	 */
	async importWorkflows(
		workflows: Array<WorkflowInput | string>,
		credential?: ImportedCredential,
	): Promise<string[]> {
		const records = await Promise.all(
			workflows.map(async (workflow) => {
				const record: WorkflowInput =
					typeof workflow === 'string'
						? (JSON.parse(await fs.readFile(workflow, 'utf8')) as WorkflowInput)
						: structuredClone(workflow);
				record.id = record.id ?? newN8nId();
				record.active = false;
				if (credential) wireCredential(record, credential);
				return record;
			}),
		);
		const file = path.join(this.userFolder, `workflows-${newN8nId()}.json`);
		await fs.writeFile(file, JSON.stringify(records));
		await this.cli(['import:workflow', `--input=${file}`]);
		return records.map((record) => record.id as string);
	}

	async importWorkflow(
		workflow: WorkflowInput | string,
		credential?: ImportedCredential,
	): Promise<string> {
		const [id] = await this.importWorkflows([workflow], credential);
		return id;
	}

	/** Runs a workflow from its manual trigger with `n8n execute`; answers the run data as n8n prints it. */
	async executeWorkflow(id: string): Promise<Pick<PublicApiExecution, 'data'>> {
		return parseRawOutput(await this.cli(['execute', `--id=${id}`, '--rawOutput'])) as Pick<
			PublicApiExecution,
			'data'
		>;
	}

	/** Makes a workflow active from the next start on (n8n polls a polling trigger once on activation). */
	async activateWorkflow(id: string): Promise<void> {
		if (this.major >= 2) {
			await this.cli(['publish:workflow', `--id=${id}`]);
		} else {
			await this.cli(['update:workflow', `--id=${id}`, '--active=true']);
		}
	}

	/** Starts `n8n start` on 127.0.0.1, waits until ready, sets up the owner, logs in, makes an API key. */
	async start(options: StartOptions = {}): Promise<void> {
		if (this.server) throw new Error('n8n is already running');
		this.port = options.port || (await freePort());
		const env = this.environment({
			N8N_PORT: String(this.port),
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			N8N_LOG_LEVEL: 'info',
			...options.env,
		});
		const server = spawnN8nProcess(
			[this.installation.node, this.installation.entry, 'start'],
			env,
			this.userFolder,
			this.logFile,
		);
		this.server = server;
		try {
			await this.waitUntilReady(server, options.readyTimeoutMs ?? 180_000);
			await this.setUpOwner();
			await this.login();
			this.apiKey = await this.createApiKey();
		} catch (error) {
			await this.stop();
			throw error;
		}
	}

	private async waitUntilReady(server: ChildProcess, timeoutMs: number): Promise<void> {
		const deadline = Date.now() + timeoutMs;
		while (Date.now() < deadline) {
			if (server.exitCode !== null || server.signalCode !== null) {
				throw new Error(`n8n ${this.version} exited before it was ready:\n${await this.logTail()}`);
			}
			// /healthz/readiness answers before the REST routes exist; /rest/settings comes with them.
			if (
				(await this.answersOk('/healthz/readiness')) &&
				(await this.answersOk('/rest/settings'))
			) {
				return;
			}
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		throw new Error(
			`n8n ${this.version} was not ready after ${timeoutMs} ms:\n${await this.logTail()}`,
		);
	}

	private answersOk(urlPath: string): Promise<boolean> {
		return fetch(`${this.baseUrl}${urlPath}`).then(
			(response) => response.ok,
			() => false,
		);
	}

	async logTail(characters = 6000): Promise<string> {
		const log = await fs.readFile(this.logFile, 'utf8').catch(() => '');
		return log.slice(-characters);
	}

	/** Stops this instance's own n8n process group (n8n and its task runner) and waits for it. */
	async stop(): Promise<void> {
		const server = this.server;
		this.server = undefined;
		this.cookie = undefined;
		this.apiKey = undefined;
		if (server) await stopProcessGroup(server);
	}

	private async setUpOwner(): Promise<void> {
		const response = await fetch(`${this.baseUrl}/rest/owner/setup`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(OWNER),
		});
		// A restarted instance already has its owner.
		if (!response.ok && response.status !== 400) {
			throw new Error(`owner setup answered ${response.status}: ${await response.text()}`);
		}
	}

	private async login(): Promise<void> {
		const response = await fetch(`${this.baseUrl}/rest/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ emailOrLdapLoginId: OWNER.email, password: OWNER.password }),
		});
		if (!response.ok)
			throw new Error(`login answered ${response.status}: ${await response.text()}`);
		const setCookie = response.headers.get('set-cookie') ?? '';
		const match = /n8n-auth=[^;]+/.exec(setCookie);
		if (!match) throw new Error(`login set no n8n-auth cookie: ${setCookie}`);
		this.cookie = match[0];
	}

	/** A request to n8n's internal REST API (and /types), as the logged-in owner. */
	async rest<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
		if (!this.cookie) throw new Error('n8n is not running or not logged in');
		const response = await fetch(`${this.baseUrl}${urlPath}`, {
			method,
			headers: {
				cookie: this.cookie,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text}`);
		const parsed = JSON.parse(text) as T | { data: T };
		// /rest answers wrap their payload in { data }; /types files do not.
		return urlPath.startsWith('/rest/') ? (parsed as { data: T }).data : (parsed as T);
	}

	private async createApiKey(): Promise<string> {
		const scopes = await this.rest<string[]>('GET', '/rest/api-keys/scopes');
		const created = await this.rest<{ rawApiKey: string }>('POST', '/rest/api-keys', {
			label: `e2e ${newN8nId()}`,
			scopes,
			expiresAt: null,
		});
		return created.rawApiKey;
	}

	/** A request to n8n's public API (/api/v1) with this instance's API key. */
	async publicApi<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
		if (!this.apiKey) throw new Error('n8n is not running (no API key)');
		const response = await fetch(`${this.baseUrl}/api/v1${urlPath}`, {
			method,
			headers: {
				'X-N8N-API-KEY': this.apiKey,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`${method} /api/v1${urlPath} answered ${response.status}: ${text}`);
		return JSON.parse(text) as T;
	}

	/**
	 * Runs a workflow as the editor's "Execute workflow" button does, from `trigger`: in manual
	 * mode, so a polling trigger gives its test event ("Fetch Test Event"). 1.x takes the workflow
	 * in the body (workflows.controller runManually); 2.x reads it from the database and its
	 * ManualRunDto drops the extra key. Resolves with the finished execution.
	 */
	async executeManually(
		workflowId: string,
		trigger: string,
		timeoutMs = 60_000,
	): Promise<PublicApiExecution> {
		const workflowData = await this.rest<object>('GET', `/rest/workflows/${workflowId}`);
		const { executionId } = await this.rest<{ executionId: string }>(
			'POST',
			`/rest/workflows/${workflowId}/run`,
			{ workflowData, triggerToStartFrom: { name: trigger } },
		);
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const execution = await this.publicApi<PublicApiExecution>(
				'GET',
				`/executions/${executionId}?includeData=true`,
			);
			if (isComplete(execution)) return execution;
			if (Date.now() > deadline) {
				throw new Error(`execution ${executionId} had not finished after ${timeoutMs} ms`);
			}
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
	}

	/** A workflow's executions, newest first, with their run data. */
	async listExecutions(workflowId: string): Promise<PublicApiExecution[]> {
		const executions: PublicApiExecution[] = [];
		let cursor: string | undefined;
		do {
			const query = new URLSearchParams({ workflowId, includeData: 'true', limit: '100' });
			if (cursor) query.set('cursor', cursor);
			const page = await this.publicApi<{ data: PublicApiExecution[]; nextCursor: string | null }>(
				'GET',
				`/executions?${query.toString()}`,
			);
			executions.push(...page.data);
			cursor = page.nextCursor ?? undefined;
		} while (cursor);
		return executions;
	}

	/** Waits until a workflow has at least `count` finished executions (e.g. after a trigger polled). */
	async waitForExecutions(
		workflowId: string,
		count: number,
		timeoutMs = 60_000,
	): Promise<PublicApiExecution[]> {
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const executions = (await this.listExecutions(workflowId)).filter(isComplete);
			if (executions.length >= count) return executions;
			if (Date.now() > deadline) {
				throw new Error(
					`workflow ${workflowId} has ${executions.length} finished executions, expected ${count}, after ${timeoutMs} ms; n8n's log ends:\n${await this.logTail(3000)}`,
				);
			}
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
	}

	/** The node types n8n loaded (what the editor's node panel lists). */
	async nodeTypes(): Promise<
		Array<{ name: string; displayName: string; version: number | number[] }>
	> {
		return this.rest('GET', '/types/nodes.json');
	}

	async credentialTypes(): Promise<Array<{ name: string; displayName: string }>> {
		return this.rest('GET', '/types/credentials.json');
	}

	/** Stops n8n if running and deletes the user folder. */
	async dispose(): Promise<void> {
		await this.stop();
		await fs.rm(this.userFolder, { recursive: true, force: true });
	}
}

/**
 * An execution that has ended and whose run data is saved. n8n 1.x on SQLite (pool size 0) saves an
 * ending execution in two writes outside a transaction, its status and stoppedAt first and its
 * data second (ExecutionRepository.updateExistingExecution in @n8n/db), so a read in between sees
 * an ended execution with the data it started with: no node's output yet.
 */
function isComplete(execution: PublicApiExecution): boolean {
	return (
		execution.stoppedAt !== null && Object.keys(execution.data?.resultData.runData ?? {}).length > 0
	);
}

function wireCredential(workflow: WorkflowInput, credential: ImportedCredential): void {
	for (const node of workflow.nodes) {
		if (node.credentials?.[credential.type] !== undefined || usesCredential(node)) {
			node.credentials = {
				...node.credentials,
				[credential.type]: { id: credential.id, name: credential.name },
			};
		}
	}
}

function usesCredential(node: WorkflowNode): boolean {
	return node.type === NODE_TYPE || node.type === TRIGGER_NODE_TYPE;
}

/** How long `installN8nAndPackage` may take on a clean machine (both n8n installs, minutes). */
export const INSTALL_TIMEOUT_MS = 25 * 60 * 1000;

/** Every e2e file's first step: both n8n versions install at once, while the package is packed. */
export async function installN8nAndPackage(): Promise<void> {
	await Promise.all([installN8nVersions(N8N_VERSIONS), packPackage()]);
}

/**
 * A fresh n8n with the package installed from its `npm pack` tarball, not yet started:
 * installs n8n (cached), packs the package (cached by content), makes a new user folder.
 */
export async function prepareN8n(
	version: N8nVersion,
	options: PrepareOptions = {},
): Promise<N8nInstance> {
	const [installation, tarball] = await Promise.all([
		installN8n(version),
		options.tarball ? Promise.resolve(options.tarball) : packPackage(),
	]);
	const parentDir = options.parentDir ?? os.tmpdir();
	await fs.mkdir(parentDir, { recursive: true });
	const userFolder = await fs.mkdtemp(path.join(parentDir, `n8n-${version}-`));
	const instance = new N8nInstance(installation, userFolder, options);
	await instance.installPackage(tarball);
	return instance;
}
