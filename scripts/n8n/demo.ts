/**
 * The demo behind `npm run demo` (scripts/demo.sh): a private n8n with the packed package, the
 * sandbox with its demo clock, a credential for it and every example workflow, until Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import {
	type N8nInstance,
	type N8nVersion,
	OWNER,
	prepareN8n,
	REPO_ROOT,
	sandboxCredential,
	type WorkflowInput,
} from '../../test/e2e/harness';
import { DEMO_USAGE, demoPorts } from './demoPorts';
const PREFERRED_VERSION: N8nVersion = '2.41.1';
const FALLBACK_VERSION: N8nVersion = '1.123.81';

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const say = (message: string) => console.log(`[demo ${elapsed()}] ${message}`);

/** Whether something already listens on 127.0.0.1:port. */
function inUse(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const probe = net.createServer();
		probe.once('error', () => resolve(true));
		probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
	});
}

function startSandboxProcess(port: number): ChildProcess {
	return spawn('npm', ['run', 'sandbox', '--', '--port', String(port), '--demo-clock', '20'], {
		cwd: REPO_ROOT,
		detached: true,
		stdio: ['ignore', 'inherit', 'inherit'],
	});
}

async function waitForSandbox(
	sandbox: ChildProcess,
	sandboxUrl: string,
	timeoutMs = 60_000,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (sandbox.exitCode !== null)
			throw new Error(`the sandbox exited with code ${sandbox.exitCode}`);
		const up = await fetch(`${sandboxUrl}/__sandbox/counters`).then(
			(response) => response.ok,
			() => false,
		);
		if (up) return;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`the sandbox did not answer on ${sandboxUrl} within ${timeoutMs} ms`);
}

function stopProcessGroup(child: ChildProcess): void {
	if (child.pid === undefined || child.exitCode !== null) return;
	try {
		process.kill(-child.pid, 'SIGTERM');
	} catch {
		// Already gone.
	}
}

async function readExampleWorkflows(): Promise<Array<{ file: string; workflow: WorkflowInput }>> {
	const dir = path.join(REPO_ROOT, 'workflows');
	const files = (await fs.readdir(dir).catch(() => [] as string[]))
		.filter((name) => name.endsWith('.json'))
		.sort();
	return Promise.all(
		files.map(async (file) => ({
			file,
			workflow: JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as WorkflowInput,
		})),
	);
}

/** Imports the credential and the workflows, then starts n8n; the instance is left running. */
async function bringUp(
	version: N8nVersion,
	port: number,
	sandboxUrl: string,
): Promise<N8nInstance> {
	say(`preparing n8n ${version} (installs once into the cache; builds and packs the package)`);
	const n8n = await prepareN8n(version);
	try {
		const credential = await n8n.importCredential(sandboxCredential(sandboxUrl));
		const examples = await readExampleWorkflows();
		if (examples.length > 0) {
			const ids = await n8n.importWorkflows(
				examples.map(({ workflow }) => workflow),
				credential,
			);
			for (const [index, { file, workflow }] of examples.entries()) {
				if (workflow.active === true) await n8n.activateWorkflow(ids[index]);
				say(`imported ${file}${workflow.active === true ? ' (active)' : ''}`);
			}
		} else {
			say('no example workflows in workflows/ yet');
		}
		say(`starting n8n ${version} on 127.0.0.1:${port}`);
		await n8n.start({ port });
		return n8n;
	} catch (error) {
		await n8n.dispose();
		throw error;
	}
}

/** The ports asked for, each free, or why the demo cannot start. */
async function choosePorts(): Promise<{ n8n: number; sandbox: number }> {
	const ports = demoPorts(process.argv.slice(2), process.env);
	const taken = [
		['n8n', ports.n8n, '--port or N8N_PORT'],
		['the sandbox', ports.sandbox, '--sandbox-port or SANDBOX_PORT'],
	] as const;
	for (const [what, port, setting] of taken) {
		if (await inUse(port)) {
			throw new Error(`port ${port}, for ${what}, is in use: choose another with ${setting}`);
		}
	}
	return ports;
}

async function main(): Promise<void> {
	let ports: { n8n: number; sandbox: number };
	try {
		ports = await choosePorts();
	} catch (error) {
		console.error(`[demo] ${(error as Error).message}\n[demo] usage: ${DEMO_USAGE}`);
		process.exit(2);
	}
	const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
	say(`starting the sandbox on ${sandboxUrl} (demo clock: a change every 20 s)`);
	const sandbox = startSandboxProcess(ports.sandbox);
	let n8n: N8nInstance | undefined;
	let stopping = false;
	const shutdown = async (code: number) => {
		if (stopping) return;
		stopping = true;
		say('stopping n8n and the sandbox');
		stopProcessGroup(sandbox);
		await n8n?.dispose();
		process.exit(code);
	};
	process.on('SIGINT', () => void shutdown(0));
	process.on('SIGTERM', () => void shutdown(0));

	sandbox.on('exit', (code) => {
		if (!stopping) {
			console.error(`[demo] the sandbox exited (code ${code}); stopping`);
			void shutdown(1);
		}
	});
	try {
		await waitForSandbox(sandbox, sandboxUrl);
		try {
			n8n = await bringUp(PREFERRED_VERSION, ports.n8n, sandboxUrl);
		} catch (error) {
			say(
				`n8n ${PREFERRED_VERSION} cannot run here (${(error as Error).message.split('\n')[0]}); falling back to ${FALLBACK_VERSION}`,
			);
			n8n = await bringUp(FALLBACK_VERSION, ports.n8n, sandboxUrl);
		}
	} catch (error) {
		console.error(`[demo] ${(error as Error).message}`);
		await shutdown(1);
		return;
	}

	console.log(`
  n8n ${n8n.version} with n8n-nodes-asset-lifecycle is ready after ${elapsed()}

  Editor:   ${n8n.baseUrl}
  Login:    ${OWNER.email} / ${OWNER.password}
  Sandbox:  ${sandboxUrl}  (credential "Asset Lifecycle sandbox": sandbox-client / sandbox-secret)
  Requests: ${sandboxUrl}/__sandbox/requests  (what the nodes sent: a test run writes nothing)
  n8n log:  ${n8n.logFile}

  Ctrl-C stops n8n and the sandbox.
`);
}

void main();
