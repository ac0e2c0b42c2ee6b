/**
 * n8n in queue mode as a scaled deployment runs it: one main instance (editor, webhooks, triggers)
 * and workers that run the executions, sharing one PostgreSQL database and one Redis (Bull) queue.
 * Each process has its own user folder with the package installed from its tarball, as a user
 * installs it on every instance.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import {
	freePort,
	type N8nInstance,
	type N8nVersion,
	prepareN8n,
	spawnN8nProcess,
	stopProcessGroup,
} from '../../e2e/harness';
import {
	ensureDebianPackages,
	type Postgres,
	type Service,
	startPostgres,
	startRedis,
} from './services';

const execFileAsync = promisify(execFile);

export interface QueueClusterOptions {
	version?: N8nVersion;
	workers?: number;
	/**
	 * Jobs one worker runs at once. n8n's default is 10; a low number makes the jobs of a test
	 * spread over every worker instead of all landing on the first to ask.
	 */
	concurrency?: number;
}

/**
 * n8n names an instance `<type>-<host name>` inside a container (else a random id), so two workers
 * in one container would share an id; each then gets a host name of its own in a UTS namespace.
 */
async function ownHostNameCommand(hostName: string): Promise<string[]> {
	const canUnshare = await execFileAsync('unshare', ['--uts', 'true']).then(
		() => true,
		() => false,
	);
	return canUnshare ? ['unshare', '--uts', 'sh', '-c', 'hostname "$0" && exec "$@"', hostName] : [];
}

export class QueueWorker {
	private process?: ChildProcess;
	readonly logFile: string;
	healthPort = 0;

	constructor(
		readonly instance: N8nInstance,
		readonly name: string,
		private readonly concurrency: number,
	) {
		this.logFile = path.join(instance.userFolder, 'worker.log');
	}

	async start(): Promise<void> {
		this.healthPort = await freePort();
		const env = this.instance.environment({
			QUEUE_HEALTH_CHECK_ACTIVE: 'true',
			QUEUE_HEALTH_CHECK_PORT: String(this.healthPort),
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			N8N_EVENTBUS_LOGWRITER_LOGBASENAME: `n8nEventLog-${this.name}`,
			N8N_LOG_LEVEL: 'info',
		});
		const { node, entry } = this.instance.installation;
		const command = [
			...(await ownHostNameCommand(this.name)),
			node,
			entry,
			'worker',
			`--concurrency=${this.concurrency}`,
		];
		const child = spawnN8nProcess(command, env, this.instance.userFolder, this.logFile);
		this.process = child;
		const deadline = Date.now() + 120_000;
		for (;;) {
			if (child.exitCode !== null) {
				throw new Error(`worker ${this.name} exited:\n${await this.logTail()}`);
			}
			const ready = await fetch(`http://127.0.0.1:${this.healthPort}/healthz/readiness`).then(
				(response) => response.ok,
				() => false,
			);
			if (ready) return;
			if (Date.now() > deadline) {
				throw new Error(`worker ${this.name} was not ready:\n${await this.logTail()}`);
			}
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
	}

	/** Ids of the executions this worker started, read from its log. */
	async executionIds(): Promise<string[]> {
		const log = await fs.readFile(this.logFile, 'utf8').catch(() => '');
		return [...log.matchAll(/Worker started execution (\d+)/g)].map((match) => match[1]);
	}

	async logTail(characters = 6000): Promise<string> {
		return (await fs.readFile(this.logFile, 'utf8').catch(() => '')).slice(-characters);
	}

	/** Stops this worker's own process group (n8n and its task runner). */
	async stop(): Promise<void> {
		const child = this.process;
		this.process = undefined;
		if (child) await stopProcessGroup(child);
	}
}

export class QueueCluster {
	private constructor(
		readonly main: N8nInstance,
		readonly workers: QueueWorker[],
		private readonly postgres: Postgres,
		private readonly redis: Service,
		private readonly folder: string,
	) {}

	/** Options only the main instance runs with. */
	private static readonly mainEnv = {
		// Without it, executions started from the editor or the REST API run on the main instance.
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		// Main learns that a job ended from Bull's job.finished(), which looks for the job among the
		// completed or failed ones and otherwise waits for the event; by default the job is removed as
		// it ends (n8n 2.41.1: scaling/scaling.service.js addJob, removeOnComplete 0), so a job a
		// worker ends before main asks (main busy, or starting: the first poll after a restart) is
		// never seen to end. Main then keeps the execution as running, and its public API leaves it
		// out of the list (executions/execution.service.js findManyAndCount, excludeRunning) though it
		// finished on the worker (docs/n8n-notes.md, Queue mode). Kept jobs are found.
		N8N_EXECUTIONS_QUEUE_KEEP_LAST_COMPLETED: '1000',
		N8N_EXECUTIONS_QUEUE_KEEP_LAST_FAILED: '1000',
	};

	/**
	 * Installs what is missing, starts PostgreSQL and Redis, and prepares the main instance and the
	 * workers (package installed, nothing started): import workflows with `cluster.main`, then `start()`.
	 */
	static async prepare(options: QueueClusterOptions = {}): Promise<QueueCluster> {
		await ensureDebianPackages();
		const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'n8n-queue-'));
		// PostgreSQL runs as its own user (when we are root) and must reach its folder inside this one.
		await fs.chmod(folder, 0o711);
		const [postgres, redis] = await Promise.all([startPostgres(folder), startRedis(folder)]);
		const env = {
			EXECUTIONS_MODE: 'queue',
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(postgres.port),
			DB_POSTGRESDB_DATABASE: postgres.database,
			DB_POSTGRESDB_USER: postgres.user,
			DB_POSTGRESDB_PASSWORD: '',
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redis.port),
		};
		const version = options.version ?? '2.41.1';
		const encryptionKey = randomBytes(24).toString('hex');
		const instances = await Promise.all(
			Array.from({ length: 1 + (options.workers ?? 2) }, () =>
				prepareN8n(version, { parentDir: folder, encryptionKey, env }),
			),
		);
		const [main, ...workerInstances] = instances;
		const workers = workerInstances.map(
			(instance, index) =>
				new QueueWorker(instance, `n8n-worker-${index + 1}`, options.concurrency ?? 2),
		);
		return new QueueCluster(main, workers, postgres, redis, folder);
	}

	/** The main instance first (it migrates the database), then the workers. */
	async start(): Promise<void> {
		await this.startMain();
		await Promise.all(this.workers.map((worker) => worker.start()));
	}

	/** Starts the main instance, with `env` on top of the cluster's (e.g. another scheduler). */
	async startMain(env: Record<string, string> = {}): Promise<void> {
		await this.main.start({ env: { ...QueueCluster.mainEnv, ...env } });
	}

	async restartMain(env: Record<string, string> = {}): Promise<void> {
		await this.main.stop();
		await this.startMain(env);
	}

	/** Which worker ran each execution: worker name by execution id. */
	async workerByExecution(): Promise<Map<string, string>> {
		const byExecution = new Map<string, string>();
		for (const worker of this.workers) {
			for (const id of await worker.executionIds()) byExecution.set(id, worker.name);
		}
		return byExecution;
	}

	async dispose(): Promise<void> {
		await Promise.all(this.workers.map((worker) => worker.stop()));
		await this.main.stop();
		await Promise.all([this.postgres.stop(), this.redis.stop()]);
		await fs.rm(this.folder, { recursive: true, force: true });
	}
}
