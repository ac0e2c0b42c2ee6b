/** The workflows the screenshots show, and the names and texts the shots look for. */
import {
	CREDENTIAL_TYPE,
	NODE_TYPE,
	TRIGGER_NODE_TYPE,
	type WorkflowInput,
} from '../../test/e2e/harness';

export const ACTION_NODE_NAME = 'Asset Lifecycle';
export const TRIGGER_NODE_NAME = 'Asset Lifecycle Trigger';
export const TEST_EVENT_NODE_NAME = 'Employee Terminated';
export const RECOVERY_NODE_NAME = 'Add to Recovery Campaign';
export const AGENT_NODE_NAME = 'AI Agent';
export const CHAT_MODEL_NODE_NAME = 'OpenAI Chat Model';
export const TOOL_NODE_NAME = 'Get Employee';
// n8n adds a tool variant of every node marked usableAsTool, named with a "Tool" suffix.
export const TOOL_NODE_TYPE = `${NODE_TYPE}Tool`;
/** The version a node added in the editor today gets (the newest of the action node's). */
export const ACTION_NODE_VERSION = 1.1;
// On import the harness wires the credential into the package's own node types and into nodes
// that already name the credential type, as the tool variant does here.
export const SANDBOX_CREDENTIAL = { [CREDENTIAL_TYPE]: { id: '', name: '' } };
export const EMPLOYEES_NODE_NAME = 'Get Many Employees';
export const UPSERT_NODE_NAME = 'Create or Update Employee';
export const CREATE_NOTICE = /^To create an employee, add in Additional Fields: /;
// Employees come 100 a page: 1,200 make Return All read 12 pages, over the hint's threshold of 10.
export const SANDBOX_EMPLOYEES = 1200;
export const EMPLOYEE_PAGES = 12;
/**
 * The sandbox's quota during the hint's run: 5 requests in 3 s, so the run's 12 page reads wait
 * on it twice. The hint tells a Return All's pages only when the run waited (runHints.ts).
 */
export const HINT_RATE_LIMIT = { limit: 5, windowSeconds: 3 };
export const WAIT_HINT = /^Waited \d+ s on the API's rate limit/;
export const PAGES_HINT = `Return All read ${EMPLOYEE_PAGES} pages, one request each: a Limit or a filter reads fewer.`;
export const BASE_URL_HINT =
	'Up to, not including, /api/v1 (with your gateway segment, if any). HTTPS; plain HTTP only for localhost.';
export const OUTPUT_MODES = ['Complete', 'Simplified', 'Raw', 'Select Included Fields'];
export const RECOVERY_REASON_ERROR =
	'Recovery Reason Note is required when the recovery reason is Other';

export const SHOWCASE_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: new wallet transaction, list departments',
	nodes: [
		{
			id: 'b2f4a9c0-0001-4c1e-9a51-5d1f3e2c7a01',
			name: TRIGGER_NODE_NAME,
			type: TRIGGER_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: { event: 'walletTransaction', pollTimes: { item: [{ mode: 'everyMinute' }] } },
		},
		{
			id: 'b2f4a9c0-0002-4c1e-9a51-5d1f3e2c7a02',
			name: ACTION_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [260, 0],
			parameters: { resource: 'department', operation: 'getAll', returnAll: true },
		},
	],
	connections: {
		[TRIGGER_NODE_NAME]: { main: [[{ node: ACTION_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

export const TEST_EVENT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: an employee is terminated (test event)',
	nodes: [
		{
			id: 'b2f4a9c0-0003-4c1e-9a51-5d1f3e2c7a03',
			name: TEST_EVENT_NODE_NAME,
			type: TRIGGER_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				event: 'employeeChanged',
				onlyTerminations: true,
				pollTimes: { item: [{ mode: 'everyMinute' }] },
			},
		},
	],
	connections: {},
	settings: {},
};

/** Two device rows, and the reason Other without its note: the node refuses it before sending. */
export const RECOVERY_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: add a leaver to a recovery campaign',
	nodes: [
		{
			id: 'b2f4a9c0-0004-4c1e-9a51-5d1f3e2c7a04',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0005-4c1e-9a51-5d1f3e2c7a05',
			name: RECOVERY_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: {
				resource: 'recovery',
				operation: 'create',
				campaignNumber: { __rl: true, mode: 'id', value: '3001' },
				firstName: 'Grace',
				lastName: 'Patel',
				sendNotificationsTo: 'work',
				workEmail: 'grace.patel@acme-sandbox.example',
				workPhone: '7700900123',
				addressLine1: '6954 River Rd',
				city: 'London',
				zip: 'EC1A 1BB',
				country: 'GB',
				itemsSource: 'define',
				items: {
					device: [
						{ item: "MacBook Pro 14'", itemSerialNo: 'C02XL0GHJG5H', itemAssetId: 'A-1042' },
						{ item: 'iPhone 15', itemSerialNo: 'F2LZK9Q1N7', itemImei: '356938035643809' },
					],
				},
				additionalFields: { recoveryReason: 4 },
			},
		},
	],
	connections: {
		'Run Now': { main: [[{ node: RECOVERY_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** Employee → Get Many with Return All: its Output modes, and the hint the run leaves. */
export const EMPLOYEES_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: every employee',
	nodes: [
		{
			id: 'b2f4a9c0-0011-4c1e-9a51-5d1f3e2c7a11',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0012-4c1e-9a51-5d1f3e2c7a12',
			name: EMPLOYEES_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: { resource: 'employee', operation: 'getAll', returnAll: true },
		},
	],
	connections: {
		'Run Now': { main: [[{ node: EMPLOYEES_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** Employee → Create or Update with a work phone: the notice names what a create needs. */
export const UPSERT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: create or update an employee',
	nodes: [
		{
			id: 'b2f4a9c0-0013-4c1e-9a51-5d1f3e2c7a13',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0014-4c1e-9a51-5d1f3e2c7a14',
			name: UPSERT_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: {
				resource: 'employee',
				operation: 'upsert',
				workEmail: 'grace.patel@acme-sandbox.example',
				additionalFields: { workPhone: '7700900123', workPhoneCountry: 'GB' },
			},
		},
	],
	connections: {
		'Run Now': { main: [[{ node: UPSERT_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** No model is called: the chat model has no credential, the shot is of the canvas and the tool. */
export const AGENT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle as an AI Agent tool',
	nodes: [
		{
			id: 'b2f4a9c0-0006-4c1e-9a51-5d1f3e2c7a06',
			name: 'When chat message received',
			type: '@n8n/n8n-nodes-langchain.chatTrigger',
			typeVersion: 1.4,
			position: [0, 0],
			webhookId: 'b2f4a9c0-0007-4c1e-9a51-5d1f3e2c7a07',
			parameters: { options: {} },
		},
		{
			id: 'b2f4a9c0-0008-4c1e-9a51-5d1f3e2c7a08',
			name: AGENT_NODE_NAME,
			type: '@n8n/n8n-nodes-langchain.agent',
			typeVersion: 3,
			position: [260, 0],
			parameters: {
				options: { systemMessage: 'You answer questions about employees and their devices.' },
			},
		},
		{
			id: 'b2f4a9c0-0009-4c1e-9a51-5d1f3e2c7a09',
			name: CHAT_MODEL_NODE_NAME,
			type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
			typeVersion: 1.3,
			position: [180, 220],
			parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' }, options: {} },
		},
		{
			id: 'b2f4a9c0-0010-4c1e-9a51-5d1f3e2c7a10',
			name: TOOL_NODE_NAME,
			type: TOOL_NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [420, 220],
			credentials: SANDBOX_CREDENTIAL,
			parameters: {
				toolDescription: 'Look up an employee by work email, with the devices assigned to them',
				resource: 'employee',
				operation: 'get',
				employeeId: {
					__rl: true,
					mode: 'email',
					value: "={{ $fromAI('work_email', 'The work email of the employee', 'string') }}",
				},
				options: { includeAssets: true },
			},
		},
	],
	connections: {
		'When chat message received': {
			main: [[{ node: AGENT_NODE_NAME, type: 'main', index: 0 }]],
		},
		[CHAT_MODEL_NODE_NAME]: {
			ai_languageModel: [[{ node: AGENT_NODE_NAME, type: 'ai_languageModel', index: 0 }]],
		},
		[TOOL_NODE_NAME]: { ai_tool: [[{ node: AGENT_NODE_NAME, type: 'ai_tool', index: 0 }]] },
	},
	settings: {},
};
