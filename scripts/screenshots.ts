/**
 * npm run screenshots: the package in a real n8n editor, captured as a person sees it.
 *
 * Starts the sandbox and a private n8n with the packed package (the e2e harness), logs in through
 * the sign-in page and takes one shot after another: the trigger and the action node on the canvas
 * and in the node's panel, the trigger's test event with a filter on, Recovery → Create's device
 * rows and its validation error, Employee → Get Many's Output modes and the hint its Return All
 * leaves in the output pane when it waited on the rate limit, Employee → Create or Update's notice,
 * the AI Agent with the node as a tool, and the credential form. Before each shot it
 * checks that the page is no error page and that what the shot is about is on screen; the PNGs go
 * to docs/screenshots/. The browser is Debian's chromium (installed here if missing) driven by
 * playwright-core; nothing is downloaded but Debian packages.
 *
 *   npm run screenshots                  # n8n 2.41.1
 *   npm run screenshots -- 1.123.81      # the 1.x editor
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { chromium, selectors } from 'playwright-core';

import { type RunningSandbox, startSandbox } from '../sandbox';
import {
	N8N_VERSIONS,
	type N8nInstance,
	type N8nVersion,
	prepareN8n,
	REPO_ROOT,
	sandboxCredential,
	CHROMIUM,
	ensureChromium,
} from '../test/e2e/harness';
import { DEMO_SANDBOX_URL } from './n8n/demoPorts';

import {
	SANDBOX_EMPLOYEES,
	SHOWCASE_WORKFLOW,
	TEST_EVENT_WORKFLOW,
	RECOVERY_WORKFLOW,
	EMPLOYEES_WORKFLOW,
	UPSERT_WORKFLOW,
	AGENT_WORKFLOW,
} from './screenshots/workflows';
import {
	FAILURE_SCREENSHOT,
	CHROMIUM_FLAGS,
	OUTPUT_DIR,
	VIEWPORT,
	signIn,
} from './screenshots/editor';
import {
	shootShowcase,
	shootTriggerTestEvent,
	shootRecoveryDevices,
	shootValidationError,
} from './screenshots/canvasShots';
import {
	shootOutputModes,
	shootExecutionHint,
	shootEmployeeUpsert,
	shootCredentialForm,
	shootAgentWithTool,
} from './screenshots/panelShots';

interface WorkflowIds {
	showcase: string;
	testEvent: string;
	recovery: string;
	employees: string;
	upsert: string;
	agent: string;
}

async function capture(
	n8n: N8nInstance,
	sandbox: RunningSandbox,
	demoCredentialId: string,
	workflows: WorkflowIds,
): Promise<string[]> {
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
	const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
	try {
		await signIn(page, n8n);
		return [
			...(await shootShowcase(page, n8n, workflows.showcase)),
			await shootTriggerTestEvent(page, n8n, workflows.testEvent),
			await shootRecoveryDevices(page, n8n, workflows.recovery),
			await shootValidationError(page, n8n, workflows.recovery),
			await shootOutputModes(page, n8n, workflows.employees),
			await shootExecutionHint(page, n8n, sandbox, workflows.employees),
			await shootEmployeeUpsert(page, n8n, workflows.upsert),
			...(await shootAgentWithTool(page, n8n, workflows.agent)),
			await shootCredentialForm(page, [n8n, sandbox], demoCredentialId),
		];
	} catch (error) {
		await page.screenshot({ path: FAILURE_SCREENSHOT }).catch(() => undefined);
		console.error(`[screenshots] the page when it failed: ${FAILURE_SCREENSHOT}`);
		throw error;
	} finally {
		await browser.close();
	}
}

const WORKFLOWS = [
	SHOWCASE_WORKFLOW,
	TEST_EVENT_WORKFLOW,
	RECOVERY_WORKFLOW,
	EMPLOYEES_WORKFLOW,
	UPSERT_WORKFLOW,
	AGENT_WORKFLOW,
];

/**
 * Fails plainly when n8n does not know a node's type and version, which the canvas would draw as
 * a "?" (the tool variant is made by n8n, and the AI nodes' versions differ between n8n releases).
 */
async function assertNodeTypesKnown(n8n: N8nInstance): Promise<void> {
	const known = new Set(
		(await n8n.nodeTypes()).flatMap(({ name, version }) =>
			[version].flat().map((number) => `${name}@${number}`),
		),
	);
	for (const workflow of WORKFLOWS) {
		for (const node of workflow.nodes) {
			if (!known.has(`${node.type}@${String(node.typeVersion)}`)) {
				throw new Error(
					`n8n ${n8n.version} has no node type ${node.type} version ${String(node.typeVersion)} (workflow "${workflow.name}")`,
				);
			}
		}
	}
}

async function main(): Promise<void> {
	// n8n's editor marks its elements with data-test-id.
	selectors.setTestIdAttribute('data-test-id');
	const version = (process.argv[2] ?? '2.41.1') as N8nVersion;
	if (!N8N_VERSIONS.includes(version)) {
		throw new Error(`unsupported n8n version ${version} (use one of ${N8N_VERSIONS.join(', ')})`);
	}
	ensureChromium();
	await fs.mkdir(OUTPUT_DIR, { recursive: true });

	const sandbox = await startSandbox({ port: 0, employees: SANDBOX_EMPLOYEES });
	const n8n = await prepareN8n(version);
	try {
		const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		// the demo's credential, as the credential form's shot shows it
		const demoCredential = await n8n.importCredential(sandboxCredential(DEMO_SANDBOX_URL));
		const [showcase, testEvent, recovery, employees, upsert, agent] = await n8n.importWorkflows(
			WORKFLOWS,
			credential,
		);
		await n8n.start();
		await assertNodeTypesKnown(n8n);
		const files = await capture(n8n, sandbox, demoCredential.id, {
			showcase,
			testEvent,
			recovery,
			employees,
			upsert,
			agent,
		});
		console.log(
			`[screenshots] ${files.length} screenshots of n8n ${version} in ${path.relative(REPO_ROOT, OUTPUT_DIR)}/`,
		);
	} catch (error) {
		console.error(`[screenshots] n8n log tail:\n${await n8n.logTail(3000)}`);
		throw error;
	} finally {
		await n8n.dispose();
		await sandbox.close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
