import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const REPOSITORY_URL = 'https://github.com/asset-lifecycle/n8n-nodes-asset-lifecycle';

/** The user and contributor pages: README.md, CONTRIBUTING.md and every page under docs/. */
const pages = [
	'README.md',
	'CONTRIBUTING.md',
	...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.md'))
		.map((file) => path.posix.join('docs', file.split(path.sep).join('/'))),
];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The text a reader sees as links: fenced code blocks and inline code hold none. */
const withoutCode = (markdown: string) =>
	markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

/**
 * The anchors GitHub gives a page's headings (github-slugger): the heading's text as rendered,
 * lower case, punctuation dropped, each space a hyphen; a repeated heading gets -1, -2 ….
 */
function anchorsOf(markdown: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const line of withoutCode(markdown).split('\n')) {
		const heading = /^#{1,6} +(.*?)[ #]*$/.exec(line);
		if (!heading) continue;
		const slug = heading[1]
			.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
			.toLowerCase()
			.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
			.replace(/ /g, '-');
		const repeats = seen.get(slug) ?? 0;
		seen.set(slug, repeats + 1);
		anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
	}
	return anchors;
}

/** Every link and image of a page that stays inside the repository: [page, target]. */
function relativeLinks(page: string): Array<[string, string]> {
	const targets = [...withoutCode(read(page)).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)]
		.map((match) => match[1])
		.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
	return targets.map((target) => [page, target]);
}

/** Why a link from a page does not land, or undefined when it does. */
function brokenBecause(page: string, target: string): string | undefined {
	const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
	const file =
		filePart === ''
			? page
			: path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(filePart)));
	if (file.startsWith('..')) return `${file} is outside the repository`;
	if (!existsSync(path.join(root, file))) return `${file} does not exist`;
	if (anchor === undefined) return undefined;
	if (statSync(path.join(root, file)).isDirectory() || !file.endsWith('.md'))
		return `${file} is not a page with headings`;
	return anchorsOf(read(file)).has(anchor) ? undefined : `${file} has no heading #${anchor}`;
}

describe('the documentation pages', () => {
	const links = pages.flatMap(relativeLinks);

	test('link to each other and to the repository', () => expect(links.length).toBeGreaterThan(50));

	test.each(links)('%s: the link %s lands on a file and, with #, a heading', (page, target) => {
		expect(brokenBecause(page, target)).toBeUndefined();
	});
});

describe('the documentation links n8n shows', () => {
	// n8n's editor opens a node's Docs link as `${primaryDocumentation[0].url}?utm_source=…`
	// (useNodeDocsUrl in n8n-editor-ui's NodeSettings chunk, n8n 2.41.1 and 1.123.81), so an
	// anchor there would become `#operations?utm_source=…` and land nowhere; the credential's
	// documentationUrl is opened as written when it is not on docs.n8n.io (CredentialConfig,
	// 2.41.1). n8n-core's directory loader reads a community node's codex like a built-in one's.
	// So each link is a page of its own, with no anchor.
	const codexUrls = [
		'AssetLifecycle/AssetLifecycle',
		'AssetLifecycleTrigger/AssetLifecycleTrigger',
	].flatMap((node) => {
		const codex = JSON.parse(read(`nodes/${node}.node.json`)) as {
			resources: Record<string, Array<{ url: string }>>;
		};
		return Object.entries(codex.resources).flatMap(([kind, links]) =>
			links.map(({ url }): [string, string] => [`${node}.node.json ${kind}`, url]),
		);
	});
	const credentialUrl = /documentationUrl =\s*'([^']+)'/.exec(
		read('credentials/AssetLifecycleApi.credentials.ts'),
	)?.[1];

	test.each([...codexUrls, ['AssetLifecycleApi documentationUrl', credentialUrl ?? '']])(
		'%s (%s) is a page of this repository, without an anchor or a query',
		(_source, url) => {
			const prefix = `${REPOSITORY_URL}/blob/main/`;
			expect(url.startsWith(prefix)).toBe(true);
			const file = url.slice(prefix.length);
			expect(file).toMatch(/^[\w./-]+\.md$/);
			expect(existsSync(path.join(root, file))).toBe(true);
		},
	);

	test('the action node, the trigger and the credential each open their own page', () => {
		expect(codexUrls.map(([source, url]) => `${source}: ${url.split('/').pop()}`)).toEqual([
			'AssetLifecycle/AssetLifecycle.node.json credentialDocumentation: credentials.md',
			'AssetLifecycle/AssetLifecycle.node.json primaryDocumentation: operations.md',
			'AssetLifecycleTrigger/AssetLifecycleTrigger.node.json credentialDocumentation: credentials.md',
			'AssetLifecycleTrigger/AssetLifecycleTrigger.node.json primaryDocumentation: trigger.md',
		]);
		expect(credentialUrl).toBe(`${REPOSITORY_URL}/blob/main/docs/credentials.md`);
	});
});
