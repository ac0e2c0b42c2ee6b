/**
 * Each saved-workflow fixture, run in n8n-core against the sandbox (the engine harness, real
 * HTTP), sends the requests recorded beside it: method, path, query and body. The sandbox is
 * reseeded before each fixture, so every run meets the same records. `COMPAT_RECORD=1` (what
 * `npm run compat:snapshot` sets) writes the recording of a fixture of an unreleased version.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import type { INodeType } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { pollLimits } from '../../nodes/AssetLifecycleTrigger/budget';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { createPoller, HarnessCredentialsHelper, runNode } from '../engine/harness';
import { fullAccess } from '../engine/support';
import { sandboxControl, type LoggedRequest } from '../sandboxControl';
import { fixturesOf, type Fixture } from './fixtures';
import { BodyRelay, normalised, type RecordedRequest } from './recorder';
import { readReleased, subjects } from './snapshot';

const recording = process.env.COMPAT_RECORD === '1';
const released = readReleased();

let sandbox: RunningSandbox;
let relay: BodyRelay;
let relayUrl: string;
const ceiling = pollLimits.idleQuotaCeiling;

beforeAll(async () => {
	sandbox = await startSandbox({ port: 0, rateLimit: 100000 });
	relay = new BodyRelay(sandbox);
	relayUrl = await relay.start();
	// polls keep to Max Requests per Poll, whatever quota the rate-limit headers say is idle
	pollLimits.idleQuotaCeiling = 0;
});
afterAll(async () => {
	pollLimits.idleQuotaCeiling = ceiling;
	await relay.stop();
	await sandbox.close();
});

const control = <T>(method: string, path: string, body?: unknown) =>
	sandboxControl<T>(sandbox.origin, method, path, body);

/** A freshly seeded sandbox, an empty log and a credential of its own (it logs in first). */
async function freshStart() {
	await control('POST', '/reset', {});
	relay.clear();
	const store = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
	return store.add('assetLifecycleApi', { baseUrl: relayUrl, ...fullAccess });
}

async function sentSinceLastRead(): Promise<RecordedRequest[]> {
	const log = await control<LoggedRequest[]>('GET', '/requests');
	const sent = normalised(relay.requests(log));
	await control('DELETE', '/requests');
	relay.clear();
	return sent;
}

interface Recording {
	/** The action node: its one run. The trigger: the first poll (activation), then the second. */
	runs: Array<{ run: string; requests: RecordedRequest[] }>;
}

/**
 * The trigger as a node saved at `typeVersion` meets it: the poller places the node at the newest
 * version its type declares, so this type declares the fixture's version alone.
 */
function atVersion(nodeType: INodeType, typeVersion: number): INodeType {
	const description = { ...nodeType.description, version: typeVersion };
	return Object.assign(Object.create(nodeType) as INodeType, { description });
}

async function runFixture(fixture: Fixture): Promise<Recording> {
	const credentials = await freshStart();
	const { parameters, typeVersion } = fixture.node;
	if (fixture.subject === 'trigger') {
		const poller = createPoller({
			nodeType: atVersion(new AssetLifecycleTrigger(), typeVersion),
			parameters,
			credentials,
		});
		await poller.activate();
		const first = await sentSinceLastRead();
		const second = await poller.poll();
		if (second.error) throw second.error;
		return {
			runs: [
				{ run: 'first poll', requests: first },
				{ run: 'second poll', requests: await sentSinceLastRead() },
			],
		};
	}
	const { error } = await runNode({
		nodeType: new AssetLifecycle(),
		parameters,
		credentials,
		typeVersion,
	});
	if (error) throw new Error(`${fixture.name} failed: ${error.message}`);
	return { runs: [{ run: 'run', requests: await sentSinceLastRead() }] };
}

const isReleased = (fixture: Fixture) =>
	released.versions[fixture.subject].includes(fixture.version);

const cases = subjects()
	.filter((subject) => subject.description !== null)
	.flatMap((subject) => subject.versions.flatMap((version) => fixturesOf(subject.name, version)));

describe('saved workflows send the requests they sent when their version was released', () => {
	test.each(cases)('$subject@$version $name', async (fixture) => {
		const sent = await runFixture(fixture);
		if (recording && !isReleased(fixture)) {
			writeFileSync(fixture.requestsPath, `${JSON.stringify(sent, null, '\t')}\n`);
			return;
		}
		if (!existsSync(fixture.requestsPath)) {
			throw new Error(
				`${fixture.requestsPath} is missing: record it with npm run compat:snapshot ` +
					'(a released version’s recordings are never written: CONTRIBUTING.md)',
			);
		}
		const expected = JSON.parse(readFileSync(fixture.requestsPath, 'utf8')) as Recording;
		const difference = firstDifference(expected, sent);
		if (difference) {
			throw new Error(
				`${fixture.subject}@${fixture.version} ${fixture.name} (${fixture.path}) sends other ` +
					`requests than ${fixture.requestsPath} records: ${difference}\nA saved workflow ` +
					'must send what it sent when its version was released: keep the old behaviour ' +
					'for this node version and put the change into a new one (CONTRIBUTING.md).',
			);
		}
	});
});

/** Where two recordings part: the run, the request's place and both versions of it. */
function firstDifference(expected: Recording, sent: Recording): string | undefined {
	const runs = Math.max(expected.runs.length, sent.runs.length);
	for (let run = 0; run < runs; run++) {
		const before = expected.runs[run]?.requests ?? [];
		const now = sent.runs[run]?.requests ?? [];
		for (let index = 0; index < Math.max(before.length, now.length); index++) {
			if (JSON.stringify(before[index]) !== JSON.stringify(now[index])) {
				const name = expected.runs[run]?.run ?? sent.runs[run]?.run;
				return (
					`${name}, request ${index + 1}:\n  recorded ${JSON.stringify(before[index]) ?? 'none'}` +
					`\n  sent now ${JSON.stringify(now[index]) ?? 'none'}`
				);
			}
		}
	}
	return undefined;
}
