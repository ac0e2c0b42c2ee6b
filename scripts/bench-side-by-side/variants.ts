/**
 * The variants of the side-by-side benchmark (bench-side-by-side.ts says what each compares): each
 * one's workflow, what it must return and the fewest requests it needs, at the figures below.
 */
import { NODE_TYPE, type WorkflowInput } from '../../test/e2e/harness';
import { chain, node, splitIds, webhook } from '../../test/queue/harness/workflows';

export const QUOTA = 60;
export const WINDOW_SECONDS = 6;
export const EMPLOYEES = 6000;
const PAGE_SIZE = 100;
export const SINGLE_GETS = 300;
export const EXECUTIONS = 3;
const HTTP_REQUEST = 'n8n-nodes-base.httpRequest';

interface Variant {
	name: string;
	workflow: (baseUrl: string) => WorkflowInput;
	/** Requests the variant needs at the least (logins aside) and what it must return in all. */
	floorRequests: number;
	expected: number;
	/** How many records the executions returned. */
	received: (output: (nodeName: string) => Array<Record<string, unknown>>) => number;
	lastNode: string;
}

function login(baseUrl: string) {
	return {
		...node('Login', HTTP_REQUEST, {
			method: 'POST',
			url: `${baseUrl}/api/v1/auth/login`,
			sendBody: true,
			specifyBody: 'json',
			jsonBody: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
			options: {},
		}),
		typeVersion: 4.2,
	};
}

const bearer = {
	sendHeaders: true,
	headerParameters: {
		parameters: [{ name: 'Authorization', value: "=Bearer {{ $('Login').first().json.token }}" }],
	},
};

/** After the login, the webhook's ids become the items again. */
const idsAfterLogin = [
	{
		...node('Ids', 'n8n-nodes-base.set', {
			mode: 'manual',
			assignments: {
				assignments: [
					{
						id: 'ids',
						name: 'body.ids',
						value: "={{ $('Webhook').first().json.body.ids }}",
						type: 'array',
					},
				],
			},
			options: {},
		}),
		typeVersion: 3.4,
	},
	splitIds(),
];

function httpGet(baseUrl: string, options: Record<string, unknown>, settings = {}) {
	return {
		...node(
			'Get Employee',
			HTTP_REQUEST,
			{ method: 'GET', url: `=${baseUrl}/api/v1/employees/{{ $json.id }}`, ...bearer, options },
			settings,
		),
		typeVersion: 4.2,
	};
}

const usersOf = (output: (nodeName: string) => Array<Record<string, unknown>>) =>
	output('Employees').reduce(
		(sum, page) => sum + (Array.isArray(page.users) ? page.users.length : 0),
		0,
	);

const gets = {
	floorRequests: EXECUTIONS * SINGLE_GETS,
	expected: EXECUTIONS * SINGLE_GETS,
	received: (output: (nodeName: string) => Array<Record<string, unknown>>) =>
		output('Get Employee').length,
	lastNode: 'Get Employee',
};

export const VARIANTS: Variant[] = [
	{
		name: 'Asset Lifecycle: Get Many, Return All',
		workflow: () =>
			chain('bench: package Return All', [
				webhook('bench-package-all'),
				node('Employees', NODE_TYPE, {
					resource: 'employee',
					operation: 'getAll',
					returnAll: true,
				}),
			]),
		floorRequests: EXECUTIONS * Math.ceil(EMPLOYEES / PAGE_SIZE),
		expected: EXECUTIONS * EMPLOYEES,
		received: (output) => output('Employees').length,
		lastNode: 'Employees',
	},
	{
		name: 'HTTP Request: pagination, Return All',
		workflow: (baseUrl) =>
			chain('bench: HTTP Request Return All', [
				webhook('bench-http-all'),
				login(baseUrl),
				{
					...node('Employees', HTTP_REQUEST, {
						method: 'GET',
						url: `${baseUrl}/api/v1/employees`,
						sendQuery: true,
						queryParameters: { parameters: [{ name: 'limit', value: String(PAGE_SIZE) }] },
						...bearer,
						options: {
							pagination: {
								pagination: {
									parameters: {
										parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }],
									},
									paginationCompleteWhen: 'other',
									completeExpression:
										'={{ $response.body.currentPage >= $response.body.totalPages }}',
								},
							},
						},
					}),
					typeVersion: 4.2,
				},
			]),
		floorRequests: EXECUTIONS * Math.ceil(EMPLOYEES / PAGE_SIZE),
		expected: EXECUTIONS * EMPLOYEES,
		received: usersOf,
		lastNode: 'Employees',
	},
	{
		name: `Asset Lifecycle: Get, ${SINGLE_GETS} items`,
		workflow: () =>
			chain('bench: package single GETs', [
				webhook('bench-package-gets'),
				splitIds(),
				node('Get Employee', NODE_TYPE, {
					resource: 'employee',
					operation: 'get',
					employeeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
				}),
			]),
		...gets,
	},
	{
		name: `HTTP Request: Retry On Fail, ${SINGLE_GETS} items`,
		workflow: (baseUrl) =>
			chain('bench: HTTP Request Retry On Fail', [
				webhook('bench-http-retry'),
				login(baseUrl),
				...idsAfterLogin,
				httpGet(baseUrl, {}, { retryOnFail: true, maxTries: 5, waitBetweenTries: 5000 }),
			]),
		...gets,
	},
	{
		name: `HTTP Request: Batching 60 per 6 s, ${SINGLE_GETS} items`,
		workflow: (baseUrl) =>
			chain('bench: HTTP Request Batching', [
				webhook('bench-http-batching'),
				login(baseUrl),
				...idsAfterLogin,
				httpGet(baseUrl, { batching: { batch: { batchSize: QUOTA, batchInterval: 6000 } } }),
			]),
		...gets,
	},
];
