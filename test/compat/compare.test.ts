/** The rules a recording is compared by (compare.ts) and what a recording names (recording.ts). */
import { firstDifference } from './compare';
import { named, recordedRequests, type RecordedRun } from './recording';

const request = {
	method: 'POST',
	path: '/api/v1/employee/add',
	query: {},
	body: { firstname: 'Ada', lastname: 'Lovelace', address: { city: 'Paris', zip: '75001' } },
	auth: 'Bearer <token:1>',
	status: 201,
};
const record = { id: '6409933-1', department: 'Engineering', cost: 12, tags: ['a', 'b'] };
const actionRun = (change: Partial<RecordedRun> = {}): RecordedRun => ({
	run: 'run',
	requests: [request],
	outputs: [[{ json: record, pairedItem: { item: 0 } }]],
	...change,
});
const differs = (change: Partial<RecordedRun>) =>
	firstDifference([actionRun()], [actionRun(change)]);

describe('comparison by value', () => {
	test('the same values with their keys in another order are the same run', () => {
		const reordered = {
			...request,
			body: { address: { zip: '75001', city: 'Paris' }, lastname: 'Lovelace', firstname: 'Ada' },
		};
		const { tags, cost, department, id } = record;
		expect(
			differs({
				requests: [reordered],
				outputs: [[{ pairedItem: { item: 0 }, json: { tags, cost, department, id } }]],
			}),
		).toBeUndefined();
	});

	test('a request body with a value changed, or a key added, is another request', () => {
		const changed = { ...request, body: { ...request.body, firstname: 'Ida' } };
		expect(differs({ requests: [changed] })).toMatch(
			/^run, request 1 \(POST \/api\/v1\/employee\/add\).body.firstname: recorded "Ada", now "Ida"\n {2}recorded /,
		);
		const added = { ...request, body: { ...request.body, department: 'IT' } };
		expect(differs({ requests: [added] })).toMatch(
			/^run, request 1 \(POST \/api\/v1\/employee\/add\).body.department: recorded nothing, now "IT"/,
		);
		expect(differs({ requests: [] })).toMatch(
			/^run, request 1: recorded POST \/api\/v1\/employee\/add, sent now none/,
		);
	});

	test('an output key removed, renamed or retyped is lost; a key added is not', () => {
		const { department, ...rest } = record;
		expect(differs({ outputs: [[{ json: rest, pairedItem: { item: 0 } }]] })).toBe(
			'run, output 1, item 1.json.department: recorded "Engineering", now missing',
		);
		expect(
			differs({ outputs: [[{ json: { ...rest, dept: department }, pairedItem: { item: 0 } }]] }),
		).toMatch(/json.department: recorded "Engineering", now missing/);
		expect(
			differs({ outputs: [[{ json: { ...record, cost: '12' }, pairedItem: { item: 0 } }]] }),
		).toBe('run, output 1, item 1.json.cost: recorded 12 (number), now "12" (string)');
		expect(
			differs({ outputs: [[{ json: { ...record, site: 'HQ' }, pairedItem: { item: 0 } }]] }),
		).toBeUndefined();
	});

	test('another item count, pairing or binary property is lost', () => {
		const item = { json: record, pairedItem: { item: 0 } };
		expect(differs({ outputs: [[item, item]] })).toBe('run, output 1: recorded 1 items, now 2');
		expect(differs({ outputs: [[{ ...item, pairedItem: { item: 1 } }]] })).toMatch(
			/item 1 is paired with \{"item":1\}/,
		);
		expect(differs({ outputs: [[{ ...item, binary: { data: {} } }]] })).toMatch(
			/binary properties recorded \[\], now \["data"\]/,
		);
	});

	test("an error item's text may change, its keys and HTTP code may not", () => {
		const failed = (json: object) => ({
			outputs: [[{ json: json as RecordedRun['staticData'] & object, pairedItem: { item: 0 } }]],
		});
		const recorded = actionRun(failed({ error: 'Employee not found', httpCode: '404' }));
		const now = (json: object) => firstDifference([recorded], [actionRun(failed(json))]);
		expect(now({ error: 'No employee has this ID', httpCode: '404' })).toBeUndefined();
		expect(now({ error: 'Employee not found', httpCode: '422' })).toMatch(/httpCode/);
		expect(now({ error: 'Employee not found' })).toMatch(/recorded the error/);
	});
});

describe("the trigger's static data", () => {
	const state = (version: number, data: object, scope = '{"a":1}') => ({
		assetLifecycleTrigger: { version, event: 'employeeChanged', scope, data },
	});
	const poll = (staticData: object): RecordedRun => ({
		run: 'first poll',
		requests: [],
		emitted: null,
		staticData: staticData as RecordedRun['staticData'],
	});
	const differsFrom = (recorded: object, now: object) =>
		firstDifference([poll(recorded)], [poll(now)]);

	test('another format at the same state version, a renamed key or scope is lost', () => {
		expect(differsFrom(state(2, { marks: {} }), state(2, { employees: {} }))).toMatch(
			/static data assetLifecycleTrigger.data.marks: recorded \{\}, now missing/,
		);
		expect(differsFrom(state(2, {}), { triggerState: state(2, {}).assetLifecycleTrigger })).toMatch(
			/static data keys recorded \["assetLifecycleTrigger"\], now \["triggerState"\]/,
		);
		expect(differsFrom(state(2, {}), state(2, {}, '{"b":1}'))).toMatch(/scope/);
	});

	test('a new format under a higher state version is for the events to prove', () => {
		expect(differsFrom(state(2, { marks: {} }), state(3, { compact: '' }))).toBeUndefined();
		expect(differsFrom(state(3, { compact: '' }), state(2, { marks: {} }))).toMatch(/version/);
	});
});

describe('what a recording names', () => {
	test('issued tokens and loopback origins by name, wherever they appear', () => {
		const volatile = {
			tokens: ['tok-A', 'tok-B'],
			origins: { 'http://127.0.0.1:4711': '{origin}' },
		};
		expect(
			named(
				{ auth: 'Bearer tok-B', body: { refresh_token: 'tok-A' }, url: 'http://127.0.0.1:4711/x' },
				volatile,
			),
		).toEqual({
			auth: 'Bearer <token:2>',
			body: { refresh_token: '<token:1>' },
			url: '{origin}/x',
		});
	});

	test("a label file's download comes from the sandbox's log, in its place", () => {
		const exchange = (path: string) => ({
			method: 'GET',
			path: `/gw/acme${path}`,
			forwardedPath: path,
			query: {},
			authorization: 'Bearer t',
			status: 200,
		});
		const logged = (path: string, hasAuthorization: boolean) => ({
			method: 'GET',
			route: null,
			path,
			query: {},
			status: 200,
			clientId: null,
			presentedBy: null,
			hasAuthorization,
			crossAccount: null,
		});
		expect(
			recordedRequests(
				[exchange('/api/v1/shipping/1/view')],
				[
					logged('/api/v1/other-workflow', false),
					logged('/api/v1/shipping/1/view', true),
					logged('/files/retrieve', false),
				],
			).map(({ path, auth }) => [path, auth]),
		).toEqual([
			['/gw/acme/api/v1/shipping/1/view', 'Bearer t'],
			['/files/retrieve', undefined],
		]);
	});
});
