import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
	heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N} _-]/gu, '')
		.replace(/ /g, '-');

const anchors = new Set(
	readme
		.split('\n')
		.filter((line) => /^#{1,6} /.test(line))
		.map((line) => anchorOf(line.replace(/^#+ /, ''))),
);

describe('the README', () => {
	const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);

	test('links to sections of itself', () => expect(links.length).toBeGreaterThan(5));

	test.each(links)('#%s is a heading of the README', (anchor) => {
		expect(anchors).toContain(anchor);
	});

	test.each(['AssetLifecycle/AssetLifecycle', 'AssetLifecycleTrigger/AssetLifecycleTrigger'])(
		'the documentation links of %s.node.json point to headings of the README',
		(node) => {
			const codex = readFileSync(path.join(root, `nodes/${node}.node.json`), 'utf8');
			const linked = [...codex.matchAll(/n8n-nodes-asset-lifecycle#([\w-]+)/g)].map(
				(match) => match[1],
			);
			expect(linked.length).toBeGreaterThan(0);
			for (const anchor of linked) expect(anchors).toContain(anchor);
		},
	);
});
