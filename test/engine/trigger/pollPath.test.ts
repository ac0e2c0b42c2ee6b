/**
 * The files one ordinary Employee Changed poll travels through, counted as docs/architecture.md
 * counts them ("The life of one poll"): every file of the package with a function on the call
 * stack whenever the poll reaches n8n (its poll functions: parameters, static data, credentials,
 * the request helper, the logger; n8n's sleep) or n8n runs the credential's `authenticate` inside
 * a request. A function that computes and returns (a hash, a shape, the packed state's codec, the
 * meter's count) is on no such stack. Measured here on a real poll in n8n-core against the sandbox,
 * and compared with the page's table: the same files, at most eight.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDataObject, INodeType, IPollFunctions } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { recordRateLimit } from '../../../nodes/shared/transport/rateLimit';
import { createPoller, HarnessCredentialsHelper } from '../harness';
import { fullAccess } from '../support';
import { triggerState, useTriggerSandbox } from './support';

const root = path.join(__dirname, '../../..');
const CREDENTIAL_FILE = path.relative(
	root,
	require.resolve('../../../credentials/AssetLifecycleApi.credentials'),
);

/** The package's files with a frame on the stack where this is called, from the root. */
function packageFilesOnStack(): string[] {
	const limit = Error.stackTraceLimit;
	Error.stackTraceLimit = Infinity;
	const { stack = '' } = new Error();
	Error.stackTraceLimit = limit;
	return [...stack.matchAll(/\(?([^\s()]+\.ts):\d+:\d+\)?$/gm)]
		.map((match) => path.relative(root, match[1]))
		.filter((file) => file.startsWith('nodes/') || file.startsWith('credentials/'));
}

let recording: Set<string> | undefined;
let waits = 0;
const note = () => packageFilesOnStack().forEach((file) => recording?.add(file));

jest.mock('n8n-workflow', () => {
	const actual = jest.requireActual<typeof import('n8n-workflow')>('n8n-workflow');
	// a wait on the rate limit is noted and ends at once: the test reads where it is, not how long
	return { ...actual, sleep: async () => (waits++, note()) };
});

/** n8n's static data, each read and write of its keys noted. */
function notedData(data: IDataObject): IDataObject {
	return new Proxy(data, {
		get(target, key) {
			if (typeof key === 'string') note();
			return Reflect.get(target, key) as unknown;
		},
		set(target, key, value) {
			note();
			return Reflect.set(target, key, value);
		},
	});
}

/** n8n's poll functions, each call noted; `helpers` and `logger` too. */
function notedFunctions<T extends object>(target: T, isContext = true): T {
	return new Proxy(target, {
		get(object, key) {
			const value = Reflect.get(object, key) as unknown;
			if (key === 'helpers' || key === 'logger') return notedFunctions(value as object, false);
			if (typeof value !== 'function') return value;
			return function (this: unknown, ...args: unknown[]) {
				note();
				// n8n's request helpers read the run from `this` (the transport passes n8n's functions)
				const result = (value as (...a: unknown[]) => unknown).apply(
					isContext ? object : this,
					args,
				);
				return key === 'getWorkflowStaticData' ? notedData(result as IDataObject) : result;
			};
		},
	});
}

const sandbox = useTriggerSandbox({ seed: 11, employees: 500 });

function employeePoller() {
	const credentialType = new AssetLifecycleApi();
	const signs = credentialType.authenticate;
	// n8n runs the credential's authenticate inside the request: the transport's files are on the
	// stack then, and the credential's own file holds the function n8n runs
	credentialType.authenticate = async (credentials, requestOptions) => {
		note();
		recording?.add(CREDENTIAL_FILE);
		return await signs(credentials, requestOptions);
	};
	const credentials = new HarnessCredentialsHelper([credentialType]).add('assetLifecycleApi', {
		baseUrl: sandbox.running.baseUrl,
		...fullAccess,
	});
	const trigger = new AssetLifecycleTrigger();
	const nodeType: INodeType = {
		description: trigger.description,
		methods: trigger.methods,
		async poll(this: IPollFunctions) {
			return await trigger.poll.call(notedFunctions(this));
		},
	};
	return createPoller({
		nodeType,
		parameters: { event: 'employeeChanged', options: { maxRequestsPerPoll: 2 } },
		credentials,
	});
}

/** The files a step's poll went through (the package's, from the root), sorted. */
async function filesOf(step: () => Promise<unknown>): Promise<string[]> {
	recording = new Set();
	try {
		await step();
		return [...recording].sort();
	} finally {
		recording = undefined;
	}
}

/** The files the page's table of "The life of one poll" names, from the root, sorted. */
function filesOfThePage(): { files: string[]; stated: string } {
	const page = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
	const start = page.indexOf('\n## The life of one poll');
	const section = page.slice(start, page.indexOf('\n## ', start + 1));
	const rows = [...section.matchAll(/^\| \d+ +\| `([^`]+)` +\|/gm)].map((row) => row[1]);
	const fromRoot = (file: string) =>
		file.startsWith('events/') ? `nodes/AssetLifecycleTrigger/${file}` : file;
	const stated = /\*\*([A-Z][a-z]+) files\*\* hold/.exec(section)?.[1] ?? '';
	return { files: [...new Set(rows.map(fromRoot))].sort(), stated };
}

const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

describe('one ordinary Employee Changed poll', () => {
	let poller: ReturnType<typeof employeePoller>;

	beforeAll(async () => {
		poller = employeePoller();
		// the baseline, 5 pages at 2 a poll: the poll after it reads the next pass's first pages
		await poller.activate();
		while (triggerState(poller.memoryNodeData()).baselined !== true) await poller.poll();
	});

	test('goes through the files the page lists, at most eight', async () => {
		const measured = await filesOf(async () => await poller.poll());
		const page = filesOfThePage();
		expect(measured).toEqual(page.files);
		expect(measured.length).toBeLessThanOrEqual(8);
		expect(page.stated).toBe(WORDS[measured.length]);
	});

	test('a request that waits on the rate limit first goes through no other file', async () => {
		// the account's window as an answer left it: spent, resetting in 10 s (not waited here)
		recordRateLimit(`${sandbox.running.baseUrl}#${fullAccess.clientId}`, {
			'ratelimit-remaining': '0',
			'ratelimit-limit': '60',
			'ratelimit-reset': '10',
		});
		const measured = await filesOf(async () => await poller.poll());
		expect(waits).toBe(1);
		expect(measured).toEqual(filesOfThePage().files);
	});
});
