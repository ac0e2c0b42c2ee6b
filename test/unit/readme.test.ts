import { readFileSync } from 'node:fs';
import path from 'node:path';

import { OWNER } from '../e2e/harness/n8n';

const root = path.join(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
/** The port the demo starts n8n on, as scripts/n8n/demo.ts sets it. */
const demoPort = /const EDITOR_PORT = (\d+);/.exec(
	readFileSync(path.join(root, 'scripts/n8n/demo.ts'), 'utf8'),
)?.[1];

describe('the README is a page for the people who use the package', () => {
	test('it stays short: at most 300 lines, the detail in docs/', () => {
		expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
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

	test('the demo says where n8n answers and how to sign in', () => {
		const usage = readme.slice(readme.indexOf('\n## Usage\n'), readme.indexOf('\n## Resources\n'));
		expect(usage).toContain('npm run demo');
		expect(demoPort).toBeDefined();
		expect(usage).toContain(`http://127.0.0.1:${demoPort}`);
		expect(usage).toContain(`\`${OWNER.email}\` / \`${OWNER.password}\``);
	});
});
