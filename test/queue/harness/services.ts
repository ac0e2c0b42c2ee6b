/**
 * PostgreSQL and Redis for a queue-mode n8n: Debian's packages (installed when missing), each run
 * as a private instance on 127.0.0.1, on a free port, with its data in a temporary folder, and
 * stopped by its own pid.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, promises as fs, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../../e2e/harness';

const execFileAsync = promisify(execFile);

const POSTGRES_ROOT = '/usr/lib/postgresql';
const DEBIAN_PACKAGES = ['postgresql', 'redis-server'];

/** The newest PostgreSQL that Debian's packages installed, e.g. /usr/lib/postgresql/15/bin. */
function postgresBinDir(): string | undefined {
	if (!existsSync(POSTGRES_ROOT)) return undefined;
	const versions = readdirSync(POSTGRES_ROOT)
		.filter((name) => existsSync(path.join(POSTGRES_ROOT, name, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? path.join(POSTGRES_ROOT, versions[0], 'bin') : undefined;
}

async function onPath(command: string): Promise<boolean> {
	return await execFileAsync('sh', ['-c', `command -v ${command}`]).then(
		() => true,
		() => false,
	);
}

async function canSudo(): Promise<boolean> {
	return await execFileAsync('sudo', ['-n', 'true']).then(
		() => true,
		() => false,
	);
}

const isRoot = () => process.getuid?.() === 0;

/** Installs PostgreSQL and Redis with apt-get (as root, or through sudo) unless both are there. */
export async function ensureDebianPackages(): Promise<void> {
	if (postgresBinDir() && (await onPath('redis-server'))) return;
	const apt = ['apt-get', 'install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES];
	let command: string[];
	if (isRoot()) command = apt;
	else if (await canSudo())
		command = ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...apt];
	else {
		throw new Error(
			`The queue-mode tests need PostgreSQL and Redis from Debian's packages (${DEBIAN_PACKAGES.join(', ')}). ` +
				'They are not installed, and this user is neither root nor allowed to use sudo without a password. ' +
				`Install them once with: sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`,
		);
	}
	const run = () =>
		execFileAsync(command[0], command.slice(1), {
			env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
			maxBuffer: 64 * 1024 * 1024,
		});
	// A machine whose package lists were never fetched knows no package yet.
	await run().catch(async () => {
		const update = isRoot() ? ['apt-get', 'update'] : ['sudo', '-n', 'apt-get', 'update'];
		await execFileAsync(update[0], update.slice(1), { maxBuffer: 64 * 1024 * 1024 });
		await run();
	});
	if (!postgresBinDir() || !(await onPath('redis-server'))) {
		throw new Error(
			`apt-get installed ${DEBIAN_PACKAGES.join(', ')} but initdb or redis-server is still missing`,
		);
	}
}

const started = new Set<ChildProcess>();

// A run that ends without stop() still leaves no database or queue behind.
process.on('exit', () => {
	for (const child of started) {
		if (child.pid !== undefined && child.exitCode === null) {
			try {
				process.kill(child.pid, 'SIGKILL');
			} catch {
				// Already gone.
			}
		}
	}
});

export interface Service {
	port: number;
	pid: number;
	stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

function launch(
	name: string,
	command: string,
	args: string[],
	logFile: string,
	user?: { uid: number; gid: number },
): ChildProcess {
	const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
	const log = createWriteStream(logFile, { flags: 'a' });
	child.stdout?.pipe(log);
	child.stderr?.pipe(log);
	if (child.pid === undefined) throw new Error(`${name} did not start`);
	started.add(child);
	child.on('exit', () => started.delete(child));
	return child;
}

async function waitForPort(name: string, child: ChildProcess, port: number, logFile: string) {
	const deadline = Date.now() + 30_000;
	while (!(await portAnswers(port))) {
		if (child.exitCode !== null || Date.now() > deadline) {
			const log = await fs.readFile(logFile, 'utf8').catch(() => '');
			throw new Error(`${name} did not listen on 127.0.0.1:${port}:\n${log.slice(-3000)}`);
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

function stopper(child: ChildProcess, folder: string): () => Promise<void> {
	return async () => {
		if (child.exitCode === null && child.signalCode === null) {
			const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
			child.kill('SIGTERM');
			const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
			await exited;
			clearTimeout(kill);
		}
		await fs.rm(folder, { recursive: true, force: true });
	};
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to Debian's `postgres` user. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
	if (!isRoot()) return undefined;
	const { stdout } = await execFileAsync('id', ['postgres']);
	const uid = /uid=(\d+)/.exec(stdout);
	const gid = /gid=(\d+)/.exec(stdout);
	if (!uid || !gid) throw new Error(`cannot read the postgres user's ids: ${stdout}`);
	return { uid: Number(uid[1]), gid: Number(gid[1]) };
}

export interface Postgres extends Service {
	user: string;
	database: string;
}

/** A new PostgreSQL cluster (trust authentication on loopback) with one database, `n8n`. */
export async function startPostgres(parentDir = os.tmpdir()): Promise<Postgres> {
	const bin = postgresBinDir();
	if (!bin) throw new Error('PostgreSQL is not installed (call ensureDebianPackages first)');
	const folder = await fs.mkdtemp(path.join(parentDir, 'queue-postgres-'));
	const user = await postgresUser();
	if (user) await fs.chown(folder, user.uid, user.gid);
	const dataDir = path.join(folder, 'data');
	const logFile = path.join(folder, 'postgres.log');
	await execFileAsync(
		path.join(bin, 'initdb'),
		['-D', dataDir, '-U', 'n8n', '--auth=trust', '--no-sync', '-E', 'UTF8'],
		{ ...user, env: { ...process.env, LC_ALL: 'C' } },
	);
	const port = await freePort();
	const child = launch(
		'postgres',
		path.join(bin, 'postgres'),
		['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', folder, '-F', '-c', 'fsync=off'],
		logFile,
		user,
	);
	await waitForPort('postgres', child, port, logFile);
	const stop = stopper(child, folder);
	try {
		// The port opens a moment before the cluster accepts logins.
		const deadline = Date.now() + 20_000;
		for (;;) {
			try {
				await execFileAsync(path.join(bin, 'createdb'), [
					'-h',
					'127.0.0.1',
					'-p',
					String(port),
					'-U',
					'n8n',
					'n8n',
				]);
				break;
			} catch (error) {
				if (Date.now() > deadline) throw error;
				await new Promise((resolve) => setTimeout(resolve, 250));
			}
		}
	} catch (error) {
		await stop();
		throw error;
	}
	return { port, pid: child.pid as number, user: 'n8n', database: 'n8n', stop };
}

/** A Redis server without persistence. */
export async function startRedis(parentDir = os.tmpdir()): Promise<Service> {
	const folder = await fs.mkdtemp(path.join(parentDir, 'queue-redis-'));
	const logFile = path.join(folder, 'redis.log');
	const port = await freePort();
	const child = launch(
		'redis-server',
		'redis-server',
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--dir',
			folder,
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
		],
		logFile,
	);
	await waitForPort('redis-server', child, port, logFile);
	return { port, pid: child.pid as number, stop: stopper(child, folder) };
}
