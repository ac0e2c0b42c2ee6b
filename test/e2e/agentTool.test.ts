/**
 * The node as an AI Agent's tool in real n8n: an AI Agent (prompt defined in the node, started by
 * a Manual Trigger) with an OpenAI chat model and two Asset Lifecycle tools, both Employee → Get
 * by work email: one with Output never set, so the tool's default applies, one with Output set to
 * Complete. The model is a scripted stand-in for OpenAI on 127.0.0.1 (harness/fakeOpenAi.ts): it
 * calls both tools with a sandbox employee's work email, then answers. What the model received
 * back from each tool is what an agent reads: Simplified from the first, every field from the
 * second. A third tool, Order Create with its Description left as it comes, is offered and never
 * called: the description the model received says what a call costs.
 */
import { simplifiedEmployee } from '../employeeFixture';
import { employeeSimplifiedFields } from '../../nodes/shared/shapes/employee';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import { sandboxControl, type LoggedRequest } from '../sandboxControl';
import { type FakeOpenAi, startFakeOpenAi } from './harness/fakeOpenAi';
import {
	CREDENTIAL_TYPE,
	type ImportedCredential,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	outputOf,
	prepareN8n,
	sandboxCredential,
	type WorkflowInput,
} from './harness';

const RUN_TIMEOUT_MS = 4 * 60 * 1000;
const TOOL_NODE_TYPE = `${NODE_TYPE}Tool`;
const AGENT = 'AI Agent';
const CHAT_MODEL = 'OpenAI Chat Model';
const DEFAULT_TOOL = 'Employee by email';
const COMPLETE_TOOL = 'Employee by email complete';
const FINAL_ANSWER = 'The employee is on file.';
/** Order Create as a tool, named as the editor names it (the action, "in Asset Lifecycle"). */
const ORDER_TOOL = 'Place a deployment order in Asset Lifecycle';

/** n8n names a tool after its node, spaces made underscores (n8n-workflow's nodeNameToToolName). */
const toolName = (nodeName: string) => nodeName.replace(/ /g, '_');

let sandbox: RunningSandbox;
let model: FakeOpenAi;
let employee: { id: string; workEmail: string };

function agentWorkflow(openAi: ImportedCredential): WorkflowInput {
	const node = (name: string, type: string, typeVersion: number, parameters: object) => ({
		id: name.replace(/\W/g, '-').toLowerCase(),
		name,
		type,
		typeVersion,
		position: [0, 0],
		parameters,
	});
	const employeeTool = (name: string, output: object) => ({
		...node(name, TOOL_NODE_TYPE, 1, {
			descriptionType: 'manual',
			toolDescription: 'Look up an employee by work email',
			resource: 'employee',
			operation: 'get',
			employeeId: {
				__rl: true,
				mode: 'email',
				value: "={{ $fromAI('work_email', 'The work email of the employee', 'string') }}",
			},
			...output,
		}),
		// importWorkflow wires a node that names the credential type to the sandbox's credential.
		credentials: { [CREDENTIAL_TYPE]: { id: 'placeholder', name: 'placeholder' } },
	});
	const to = (target: string, type: string) => ({ [type]: [[{ node: target, type, index: 0 }]] });
	return {
		name: 'Asset Lifecycle as an AI Agent tool',
		nodes: [
			node('Start', 'n8n-nodes-base.manualTrigger', 1, {}),
			// Agent 3 and the OpenAI Chat Model 1.3 are in both n8n lines (their node types' versions).
			node(AGENT, '@n8n/n8n-nodes-langchain.agent', 3, {
				promptType: 'define',
				text: 'Who is the employee with the work email in the tools?',
				options: {},
			}),
			{
				...node(CHAT_MODEL, '@n8n/n8n-nodes-langchain.lmChatOpenAi', 1.3, {
					model: { __rl: true, mode: 'id', value: 'gpt-4.1-mini' },
					// 1.3 defaults to OpenAI's Responses API; the fake speaks chat completions.
					responsesApiEnabled: false,
					options: {},
				}),
				credentials: { openAiApi: { id: openAi.id, name: openAi.name } },
			},
			employeeTool(DEFAULT_TOOL, {}),
			employeeTool(COMPLETE_TOOL, { output: 'complete' }),
			// added as a person adds it: the operation chosen, its Description left as it comes
			{
				...node(ORDER_TOOL, TOOL_NODE_TYPE, 1.1, { resource: 'order', operation: 'create' }),
				credentials: { [CREDENTIAL_TYPE]: { id: 'placeholder', name: 'placeholder' } },
			},
		],
		connections: {
			Start: to(AGENT, 'main'),
			[CHAT_MODEL]: to(AGENT, 'ai_languageModel'),
			[DEFAULT_TOOL]: to(AGENT, 'ai_tool'),
			[COMPLETE_TOOL]: to(AGENT, 'ai_tool'),
			[ORDER_TOOL]: to(AGENT, 'ai_tool'),
		},
		settings: { executionOrder: 'v1' },
	} as WorkflowInput;
}

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 20 });
	const [first] = sandbox.sandbox.store.employees.values();
	employee = { id: first.id, workEmail: first.workEmail };
	model = await startFakeOpenAi({
		toolArguments: { work_email: employee.workEmail },
		finalAnswer: FINAL_ANSWER,
		// the order tool is offered, never called: nothing is ordered
		callTools: [DEFAULT_TOOL, COMPLETE_TOOL].map(toolName),
	});
}, INSTALL_TIMEOUT_MS);

afterAll(async () => {
	await sandbox?.close();
	await model?.close();
});

/**
 * What a tool answered the model: the content of the `tool` message that answers the model's call
 * of `toolName`, in the last request the model received (n8n sends a tool's output items as a
 * JSON array).
 */
function toolResult(toolName: string): Array<Record<string, unknown>> {
	const messages = model.received.at(-1)?.body?.messages ?? [];
	const call = messages
		.flatMap((message) => message.tool_calls ?? [])
		.find((toolCall) => toolCall.function.name === toolName);
	const answer = messages.find(
		(message) => message.role === 'tool' && message.tool_call_id === call?.id,
	);
	if (typeof answer?.content !== 'string') {
		throw new Error(`the model received no answer of ${toolName}: ${JSON.stringify(messages)}`);
	}
	return JSON.parse(answer.content) as Array<Record<string, unknown>>;
}

/** The record's top-level fields Simplified may keep (a nested path keeps its first segment). */
const simplifiedTopLevel = new Set(employeeSimplifiedFields.map((field) => field.split('.')[0]));

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let workflowId = '';

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		const [credential, openAi] = await n8n.importCredentials([
			sandboxCredential(sandbox.baseUrl),
			// The OpenAI credential's Base URL (`url`) is in both lines (OpenAiApi.credentials.js).
			{ name: 'Fake OpenAI', type: 'openAiApi', data: { apiKey: 'sk-fake', url: model.baseUrl } },
		]);
		workflowId = await n8n.importWorkflow(agentWorkflow(openAi), credential);
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		"an AI Agent calling the node as a tool receives the Simplified record, unless the tool's Output says Complete",
		async () => {
			model.received.length = 0;
			await sandboxControl(sandbox.origin, 'DELETE', '/requests');

			const run = await n8n.executeWorkflow(workflowId);

			expect(run.data?.resultData.error).toBeUndefined();
			expect(outputOf(run, AGENT)).toEqual([{ output: FINAL_ANSWER }]);
			// Two turns of chat completions, neither streamed; nothing else (no /models).
			expect(model.received.map(({ method, path, body }) => [method, path, body?.stream])).toEqual([
				['POST', '/v1/chat/completions', false],
				['POST', '/v1/chat/completions', false],
			]);

			const [simplified, ...moreSimplified] = toolResult(toolName(DEFAULT_TOOL));
			const [complete, ...moreComplete] = toolResult(toolName(COMPLETE_TOOL));
			expect([moreSimplified, moreComplete]).toEqual([[], []]);
			expect(simplified).toMatchObject({ id: employee.id, work_email: employee.workEmail });
			expect(Object.keys(simplified).length).toBeLessThanOrEqual(10);
			expect(Object.keys(simplified).filter((key) => !simplifiedTopLevel.has(key))).toEqual([]);
			// The same employee as Complete gives it, narrowed: no field Simplified keeps is lost.
			expect(complete).toMatchObject({ id: employee.id, work_email: employee.workEmail });
			expect(Object.keys(complete).length).toBeGreaterThan(10);
			expect(simplified).toEqual(simplifiedEmployee(complete));

			// What the agent reads about the order tool before calling it: what a call costs.
			const offered = model.received[0].body?.tools ?? [];
			expect(
				offered.find((tool) => tool.function.name === toolName(ORDER_TOOL))?.function,
			).toMatchObject({
				description:
					'Place a deployment order in Asset Lifecycle. Charged to the company: each call places another order, so do not call it again after an error.',
			});

			// One login for the run; each tool looked the employee up by work email, then read the record.
			const log = await sandboxControl<LoggedRequest[]>(sandbox.origin, 'GET', '/requests');
			const isLogin = (entry: LoggedRequest) => entry.route === 'POST /auth/login';
			expect(log.filter(isLogin)).toHaveLength(1);
			const lookups = log
				.filter((entry) => !isLogin(entry))
				.map((entry) => `${entry.route ?? ''} ${entry.query.email ?? entry.path}`);
			const byEmail = `GET /employees ${employee.workEmail}`;
			const read = `GET /employees/:id /api/v1/employees/${employee.id}`;
			expect(lookups.sort()).toEqual([byEmail, byEmail, read, read]);
			expect(log.every((entry) => entry.status === 200)).toBe(true);
		},
		RUN_TIMEOUT_MS,
	);
});
