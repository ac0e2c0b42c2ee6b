import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEMO_PORTS } from '../../scripts/n8n/demoPorts';
import { OWNER } from '../e2e/harness/n8n';

const root = path.join(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

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
