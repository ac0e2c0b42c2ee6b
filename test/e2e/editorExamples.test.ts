/**
 * The example workflows of workflows/ as the real editor draws them (Chromium, driven by
 * playwright-core): each opened as a person opens it after an import, its sticky notes cover no
 * node, nor the name and subtitle under it, and show their whole text (1.x sets the notes' text
 * taller than 2.x). test/unit/exampleLayout.test.ts checks the same from the files, with n8n's
 * node size; this test measures what the canvas shows.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

import { chromium, type Browser, type Page, selectors } from 'playwright-core';

import {
	ensureChromium,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	prepareN8n,
	REPO_ROOT,
	sandboxCredential,
	signInToEditor,
	type WorkflowInput,
} from './harness';

const RUN_TIMEOUT_MS = 6 * 60 * 1000;
const STICKY_NOTE = 'n8n-nodes-base.stickyNote';

interface Box {
	left: number;
	top: number;
	right: number;
	bottom: number;
}

/** What the canvas shows of a workflow: each node's box with what it draws around it, each note's. */
interface Drawn {
	nodes: Array<{ name: string; box: Box }>;
	notes: Array<{ name: string; box: Box; hiddenText: number }>;
}

let browser: Browser;
let examples: Array<{ file: string; workflow: WorkflowInput }>;

beforeAll(async () => {
	await installN8nAndPackage();
	const dir = path.join(REPO_ROOT, 'workflows');
	const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.json')).sort();
	examples = await Promise.all(
		files.map(async (file) => ({
			file,
			workflow: JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as WorkflowInput,
		})),
	);
	selectors.setTestIdAttribute('data-test-id');
	browser = await chromium.launch({
		executablePath: ensureChromium(),
		args: ['--headless', '--no-sandbox', '--disable-gpu'],
	});
}, INSTALL_TIMEOUT_MS);

afterAll(async () => await browser?.close());

/**
 * Measures the open workflow on the canvas, by node id: a node's box joined with every box shown
 * inside it (its name and subtitle run below and beyond it; its toolbar, shown on hover, is not);
 * a note's box, and by how many pixels its text runs past what the note shows.
 */
async function drawn(page: Page, workflow: WorkflowInput): Promise<Drawn> {
	const nodes = workflow.nodes as Array<{ id: string; name: string; type: string }>;
	const notes = nodes.filter((node) => node.type === STICKY_NOTE);
	const others = nodes.filter((node) => node.type !== STICKY_NOTE);
	return (await page.evaluate(`(() => {
		const element = (id) => document.querySelector('.vue-flow__node[data-id="' + id + '"]');
		const boxOf = (rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
		// what is shown: a node's toolbar and run button wait, transparent, for the pointer
		const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
		const drawnBox = (root) => [root, ...[...root.querySelectorAll('*')].filter(shown)]
			.map((el) => el.getBoundingClientRect())
			.filter((rect) => rect.width > 0 && rect.height > 0)
			.reduce((all, rect) => ({
				left: Math.min(all.left, rect.left),
				top: Math.min(all.top, rect.top),
				right: Math.max(all.right, rect.right),
				bottom: Math.max(all.bottom, rect.bottom),
			}), boxOf(root.getBoundingClientRect()));
		const hiddenText = (root) => Math.max(0, ...[...root.querySelectorAll('*')]
			.filter((el) => el.clientHeight > 20)
			.map((el) => el.scrollHeight - el.clientHeight));
		return {
			nodes: ${JSON.stringify(others)}.map(({ id, name }) => ({ name, box: drawnBox(element(id)) })),
			notes: ${JSON.stringify(notes)}.map(({ id, name }) => ({
				name,
				box: boxOf(element(id).getBoundingClientRect()),
				hiddenText: hiddenText(element(id)),
			})),
		};
	})()`)) as Drawn;
}

const overlap = (a: Box, b: Box) =>
	a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let ids: string[];

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		const credential = await n8n.importCredential(sandboxCredential('http://127.0.0.1:4010'));
		ids = await n8n.importWorkflows(
			examples.map(({ workflow }) => workflow),
			credential,
		);
		await n8n.start();
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'no sticky note of an example covers a node or its name, and each shows its whole text',
		async () => {
			const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
			const found: Record<string, string[]> = {};
			try {
				await signInToEditor(page, n8n);
				for (const [index, { file, workflow }] of examples.entries()) {
					await page.goto(`${n8n.baseUrl}/workflow/${ids[index]}`);
					await page.waitForFunction(
						`document.querySelectorAll('.vue-flow__node').length === ${workflow.nodes.length}`,
						undefined,
						{ timeout: 120_000 },
					);
					const { nodes, notes } = await drawn(page, workflow);
					found[file] = notes.flatMap((note) => [
						...nodes
							.filter((node) => overlap(note.box, node.box))
							.map((node) => `${note.name} covers ${node.name}`),
						...(note.hiddenText > 0 ? [`${note.name} hides ${note.hiddenText} px of text`] : []),
					]);
				}
			} catch (error) {
				await page.screenshot({ path: `/tmp/editorExamples-${version}.png` });
				throw error;
			} finally {
				await page.close();
			}

			expect(found).toEqual(Object.fromEntries(examples.map(({ file }) => [file, []])));
		},
		RUN_TIMEOUT_MS,
	);
});
