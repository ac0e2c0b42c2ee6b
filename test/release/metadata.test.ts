import { readFileSync } from 'node:fs';
import path from 'node:path';

import { N8N_VERSIONS } from '../e2e/harness/install';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The text of a README section, from its `## title` to the next `## `. */
function readmeSection(title: string): string {
	const readme = read('README.md');
	const start = readme.indexOf(`\n## ${title}\n`);
	if (start === -1) throw new Error(`README has no section "${title}"`);
	const end = readme.indexOf('\n## ', start + 1);
	return readme.slice(start, end === -1 ? undefined : end);
}

describe('release metadata', () => {
	it("the README's compatibility names exactly the n8n versions the e2e suite runs the package in", () => {
		const named = [...readmeSection('Compatibility').matchAll(/\*\*(\d+\.\d+\.\d+)\*\*/g)].map(
			([, version]) => version,
		);

		expect(named).toEqual([...N8N_VERSIONS]);
	});

	it("CHANGELOG.md keeps package.json's version below the marker n8n-node release regenerates above", () => {
		const { version } = JSON.parse(read('package.json')) as { version: string };
		const changelog = read('CHANGELOG.md');
		const marker = changelog.indexOf('<!-- auto-changelog-above -->');

		expect(marker).toBeGreaterThan(changelog.indexOf('#### [Unreleased]'));
		expect(changelog.indexOf(`\n#### v${version}\n`)).toBeGreaterThan(marker);
		expect(readmeSection('Version history')).toContain('[CHANGELOG.md](CHANGELOG.md)');
	});
});
