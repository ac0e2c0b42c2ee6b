/**
 * Runs a saved-workflow fixture as n8n would: the action node through n8n-core's WorkflowExecute,
 * the trigger's poll() through n8n-core's PollContext with its static data carried as n8n saves
 * it (test/engine/harness), against a freshly seeded sandbox, in a time zone, with the clock
 * stopped at CLOCK, and returns what it did (recording.ts).
 */
import type { IDataObject, INodeType } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import type { RunningSandbox } from '../../sandbox';
import {
	createPoller,
	HarnessCredentialsHelper,
	POLL_NODE_NAME,
	runNode,
	type Poller,
	type PollResult,
	type StoredCredential,
} from '../engine/harness';
import { fullAccess } from '../engine/support';
import { sandboxControl, type LoggedRequest } from '../sandboxControl';
import type { ControlCall, Fixture } from './fixtures';
import { Relay } from './relay';
import {
	named,
	recordedItem,
	recordedRequests,
	type RecordedError,
	type RecordedRun,
} from './recording';

/**
 * Every run's clock, stopped: the sandbox's and this process's. An instant whose calendar day in
 * UTC differs from its day in the other time zone, so a date the node derives from it shows which.
 */
export const CLOCK = '2026-11-15T12:00:00.000Z';

/** UTC, and a time zone 14 hours ahead of it (the farthest from UTC). */
export const TIME_ZONES = ['UTC', 'Pacific/Kiritimati'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** The account every fixture starts from unless its scenario sizes it otherwise. */
const ACCOUNT = { seed: 42, employees: 120, transactions: 240 };

/**
 * Stops this process's clock at CLOCK for the calling test file (timers keep running for real).
 * Node code, n8n-core and the sandbox's record timestamps read Date; the sandbox's own clock is
 * stopped through its control API before each run.
 */
export function stopClock(): void {
	jest.useFakeTimers({
		now: new Date(CLOCK),
		doNotFake: [
			'hrtime',
			'nextTick',
			'performance',
			'queueMicrotask',
			'requestAnimationFrame',
			'cancelAnimationFrame',
			'requestIdleCallback',
			'cancelIdleCallback',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
		],
	});
}

/** A trigger saved at `typeVersion` meets the type declaring that version alone, as n8n places it. */
function atVersion(nodeType: INodeType, typeVersion: number): INodeType {
	const description = { ...nodeType.description, version: typeVersion };
	return Object.assign(Object.create(nodeType) as INodeType, { description });
}

/** The gateway segment of a Base URL as pasted (`{origin}/gw/acme/api/v1/` → `/gw/acme`). */
function gatewayOf(baseUrl: string): string | undefined {
	const path = baseUrl
		.replace('{origin}', '')
		.replace(/\/+$/, '')
		.replace(/\/api\/v1$/, '');
	return path || undefined;
}

const errorOf = (error: {
	message: string;
	description?: string | null;
	httpCode?: string | null;
}): RecordedError => ({
	message: error.message,
	...(error.description ? { description: error.description } : {}),
	...(error.httpCode ? { httpCode: error.httpCode } : {}),
});

class FixtureRun {
	private relay!: Relay;

	private origin!: string;

	constructor(
		private readonly fixture: Fixture,
		private readonly sandbox: RunningSandbox,
		private readonly timeZone: TimeZone,
	) {}

	private control<T>(call: ControlCall) {
		return sandboxControl<T>(this.sandbox.origin, call.method, call.path, call.body);
	}

	async run(): Promise<RecordedRun[]> {
		const { scenario, subject } = this.fixture;
		await this.control({
			method: 'POST',
			path: '/reset',
			body: { ...ACCOUNT, ...scenario.account },
		});
		await this.control({ method: 'POST', path: '/clock', body: { stopAt: CLOCK } });
		const baseUrl = scenario.credential?.baseUrl ?? '{origin}';
		this.relay = new Relay({
			target: this.sandbox.port,
			gateway: gatewayOf(baseUrl),
			othersSpend: scenario.othersSpend ?? subject === 'trigger',
		});
		this.origin = await this.relay.start();
		const previousZone = process.env.TZ;
		process.env.TZ = this.timeZone;
		try {
			const credentials = new HarnessCredentialsHelper([new AssetLifecycleApi()]).add(
				'assetLifecycleApi',
				{
					...fullAccess,
					...scenario.credential,
					baseUrl: baseUrl.replace('{origin}', this.origin),
				},
			);
			const runs =
				subject === 'trigger' ? await this.polls(credentials) : await this.runs(credentials);
			const volatile = {
				tokens: this.relay.tokens,
				origins: { [this.origin]: '{origin}', [this.sandbox.origin]: '{files}' },
			};
			return JSON.parse(JSON.stringify(named(runs, volatile))) as RecordedRun[];
		} finally {
			process.env.TZ = previousZone;
			await this.relay.stop();
		}
	}

	/** Applies what changes before a run and starts its request log afresh. */
	private async prepare(before: ControlCall[] = []) {
		for (const call of before) await this.control(call);
		await this.control({ method: 'DELETE', path: '/requests' });
		this.relay.exchanges.length = 0;
	}

	private async sent() {
		const log = await this.control<LoggedRequest[]>({ method: 'GET', path: '/requests' });
		return recordedRequests(this.relay.exchanges, log);
	}

	private async runs(credentials: StoredCredential): Promise<RecordedRun[]> {
		const { node, scenario } = this.fixture;
		const recorded: RecordedRun[] = [];
		for (const [index, { before }] of (scenario.runs ?? [{}]).entries()) {
			await this.prepare(before);
			const result = await runNode({
				nodeType: new AssetLifecycle(),
				parameters: node.parameters,
				credentials,
				typeVersion: node.typeVersion,
				items: scenario.input?.map((json) => ({ json })),
				onError: node.onError ?? (node.continueOnFail ? 'continueRegularOutput' : undefined),
				timezone: this.timeZone,
			});
			recorded.push({
				run: index === 0 ? 'run' : `run ${index + 1}`,
				requests: await this.sent(),
				outputs: result.outputs.map((output) => output.map(recordedItem)),
				...(result.error ? { error: errorOf(result.error) } : {}),
			});
		}
		return recorded;
	}

	private async polls(credentials: StoredCredential): Promise<RecordedRun[]> {
		const { node, scenario } = this.fixture;
		const saved = scenario.staticData?.[`node:${node.name}`] as IDataObject | undefined;
		const poller: Poller = createPoller({
			nodeType: atVersion(new AssetLifecycleTrigger(), node.typeVersion),
			parameters: node.parameters,
			credentials,
			timezone: this.timeZone,
			...(saved ? { savedStaticData: JSON.stringify({ [`node:${POLL_NODE_NAME}`]: saved }) } : {}),
		});
		const names = ['first poll', 'second poll', 'third poll', 'fourth poll', 'fifth poll'];
		const recorded: RecordedRun[] = [];
		for (const [index, { before }] of (scenario.runs ?? [{}, {}]).entries()) {
			await this.prepare(before);
			let result: PollResult;
			if (index > 0) result = await poller.poll();
			else {
				result = await poller
					.activate(saved ? 'init' : 'activate')
					.catch((error: Error) => ({ emitted: null, items: [], saved: false, error }));
			}
			recorded.push({
				run: names[index] ?? `poll ${index + 1}`,
				requests: await this.sent(),
				emitted: result.emitted === null ? null : result.items,
				staticData: poller.savedNodeData(),
				...(result.error ? { error: errorOf(result.error) } : {}),
			});
		}
		return recorded;
	}
}

export async function runFixture(
	fixture: Fixture,
	sandbox: RunningSandbox,
	timeZone: TimeZone,
): Promise<RecordedRun[]> {
	return await new FixtureRun(fixture, sandbox, timeZone).run();
}
