import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEMO_PORTS } from '../../scripts/n8n/demoPorts';
import { OWNER } from '../e2e/harness/n8n';

const root = path.join(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('the README is a page for the people who use the package', () => {
	test('it reads in five minutes: at most 150 lines, the detail in docs/', () => {
		expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
	});

	test("its sections follow n8n's community-node template, user material first", () => {
		const sections = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
		expect(sections).toEqual([
			'Installation',
			'Credentials',
			'Operations',
			'Trigger events',
			'Compatibility',
			'Usage',
			'Resources',
			'Version history',
		]);
	});

	// The demo is under Installation, the template's first section: a way to try the package
	// before installing it.
	test('the demo says where n8n and the sandbox answer, how to sign in, and where the request log is', () => {
		const start = readme.indexOf('\n### Try it first: the demo\n');
		expect(start).toBeGreaterThan(0);
		expect(start).toBeLessThan(readme.indexOf('\n## Credentials\n'));
		const demo = readme.slice(start, readme.indexOf('\n### ', start + 1));
		expect(demo).toContain('npm run demo');
		expect(demo).toContain(`http://127.0.0.1:${DEMO_PORTS.n8n}`);
		expect(demo).toContain(`http://127.0.0.1:${DEMO_PORTS.sandbox}>`);
		expect(demo).toContain(`http://127.0.0.1:${DEMO_PORTS.sandbox}/__sandbox/requests`);
		expect(demo).toContain(`\`${OWNER.email}\` / \`${OWNER.password}\``);
	});
});

describe("the trigger's exceptions are told where users look", () => {
	const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
	const section = (text: string, heading: string) => {
		const start = text.indexOf(heading);
		expect(start).toBeGreaterThan(-1);
		return text.slice(start, text.indexOf('\n## ', start + 1));
	};
	/** The bold names of docs/trigger.md's exceptions, one a bullet. */
	const exceptions = [
		...section(read('docs/trigger.md'), '\n## When a change is missed or comes twice\n').matchAll(
			/^- \*\*([^*]+)\*\*/gm,
		),
	].map((match) => match[1]);

	test('docs/trigger.md lists them', () => {
		expect(exceptions.length).toBeGreaterThanOrEqual(8);
	});

	test.each([
		['README.md', '\n## Trigger events\n'],
		['docs/troubleshooting.md', '\n## The trigger fires nothing, or late\n'],
	])('%s names each of them, by the same name', (file, heading) => {
		const told = section(read(file), heading);
		expect(exceptions.filter((name) => !told.includes(`**${name}**`))).toEqual([]);
	});
});

describe('the sandbox page names every environment variable its command reads', () => {
	test('each SANDBOX_* of sandbox/cli.ts is in sandbox/README.md', () => {
		const cli = readFileSync(path.join(root, 'sandbox/cli.ts'), 'utf8');
		const page = readFileSync(path.join(root, 'sandbox/README.md'), 'utf8');
		const variables = [...new Set(cli.match(/SANDBOX_[A-Z_]+/g))];
		expect(variables.length).toBeGreaterThan(5);
		expect(variables.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
	});
});
