/**
 * Other credentials of the same n8n process, side by side with the trigger under test: clients of
 * the same account (another client id on the same Base URL) and of another account (another Base
 * URL: a second sandbox, with the same client id or another). Each polls a trigger of its own or
 * runs an action at every poll of the trigger under test, so first logins and renewals (the
 * tokens expire together on simulated time) overlap. The harness says which client presents each
 * request and a sandbox refuses a token of another client or another account (`crossAccount` in
 * its log): a single crossed request fails the history.
 */
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { PRESENTED_BY_HEADER } from '../../sandbox/clients';
import type { RequestLogEntry } from '../../sandbox/state';
import { createPoller, runNode, type Poller } from '../engine/harness';
import type {
	HarnessCredentialsHelper,
	StoredCredential,
} from '../engine/harness/credentials-helper';

export interface Neighbour {
	/** The same account as the trigger under test (another client), or another one. */
	where: 'sameAccount' | 'otherAccount';
	/** A trigger of its own (Department Changed, 2 requests a poll), or an action's read. */
	does: 'poll' | 'read';
}

/** The client ids neighbours use, in turn, on each account. */
const CLIENTS = {
	sameAccount: ['second-client', 'third-client'],
	otherAccount: ['sandbox-client', 'second-client'],
};

interface Running {
	neighbour: Neighbour;
	credentials: StoredCredential;
	poller?: Poller;
}

export class Neighbours {
	private readonly running: Running[];
	private activated = false;

	constructor(
		neighbours: Neighbour[],
		store: HarnessCredentialsHelper,
		baseUrls: { sameAccount: string; otherAccount: string },
		private readonly workflowId: string,
	) {
		const taken = { sameAccount: 0, otherAccount: 0 };
		this.running = neighbours.map((neighbour) => {
			const clientId = CLIENTS[neighbour.where][taken[neighbour.where]++ % 2];
			const baseUrl = baseUrls[neighbour.where];
			const credentials = store.add(
				'assetLifecycleApi',
				{ baseUrl, clientId, clientSecret: clientId.replace('-client', '-secret') },
				`${neighbour.where} ${clientId}`,
			);
			return { neighbour, credentials };
		});
	}

	/** Every neighbour once, side by side: a poll of its trigger (its activation first), or a read. */
	async act(): Promise<void> {
		const activation = !this.activated;
		this.activated = true;
		await Promise.all(
			this.running.map(async (running, index) => {
				if (running.neighbour.does === 'read') {
					await runNode({
						nodeType: new AssetLifecycle(),
						parameters: { resource: 'department', operation: 'getAll', limit: 5 },
						credentials: running.credentials,
					});
					return;
				}
				running.poller ??= createPoller({
					nodeType: new AssetLifecycleTrigger(),
					parameters: { event: 'departmentChanged', options: { maxRequestsPerPoll: 2 } },
					credentials: running.credentials,
					workflowId: `${this.workflowId}-neighbour-${index}`,
				});
				await (activation ? running.poller.activate() : running.poller.poll()).catch(
					(error: unknown) => ({ error }),
				);
			}),
		);
	}
}

/**
 * Another client of the same account (another integration, a script) that, on the real quota,
 * spends it while the trigger reads: while it spends, one request after every `every`th request of
 * the trigger's, sent as that request arrives, so that the quota the trigger's next answer reports
 * has fallen by more than the trigger's own requests. It logs in when it has no token (or its token
 * expired), and that login spends the quota too. Not one of the process's credentials: its token
 * never meets n8n's credential store.
 */
export class OtherClient {
	private static readonly clientId = 'limited-client';
	private every = 0;
	private requests = 0;
	private token?: string;

	constructor(private readonly baseUrl: string) {}

	/** Starts spending, one request after every `every`th of the trigger's, or stops (0). */
	spendEvery(every: number): void {
		this.every = every;
		this.requests = 0;
	}

	/** A request of the trigger's arrived: spends one request after every `every`th. */
	async triggerRequested(): Promise<void> {
		if (this.every === 0 || ++this.requests % this.every !== 0) return;
		this.token ??= await this.login();
		const answer = await fetch(`${this.baseUrl}/api/v1/departments?limit=1`, {
			headers: {
				Authorization: `Bearer ${this.token}`,
				[PRESENTED_BY_HEADER]: OtherClient.clientId,
			},
		});
		await answer.arrayBuffer();
		if (answer.status === 401) this.token = undefined;
	}

	private async login(): Promise<string> {
		const answer = await fetch(`${this.baseUrl}/api/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ client_id: OtherClient.clientId, client_secret: 'limited-secret' }),
		});
		const { token } = (await answer.json()) as { token?: string };
		return token ?? '';
	}
}

/** The requests of a sandbox's log that crossed accounts, as the history's verdict says them. */
export function crossings(log: RequestLogEntry[], where: string): string[] {
	return log
		.filter((entry) => entry.crossAccount !== null)
		.map((entry) => `${where}: ${String(entry.route)}, ${entry.crossAccount}`);
}
