/**
 * The node's value lists against the sandbox's. The sandbox writes its lists from the API spec on
 * its own, so a value the node offers that the API does not know, or one the API has and the node
 * lacks, fails here with the list named and the values on each side.
 */
import * as node from '../../nodes/shared/options';
import * as sandbox from '../../sandbox/valueLists';

/** A list entry as text: a value as is, a coded entry (a recovery reason) as its code and name. */
function asText(entry: unknown): string {
	if (typeof entry !== 'object' || entry === null) return String(entry);
	const { name, value, code } = entry as { name?: unknown; value?: unknown; code?: unknown };
	return `${String(value ?? code)} ${String(name)}`;
}

/**
 * What sets the node's list apart from the sandbox's, one sentence each: the values only one side
 * has, or the same values in another order (the order is the dropdown's, and the recovery statuses'
 * order is the one a recovery moves along).
 */
function listDifference(
	name: string,
	nodeList: readonly unknown[],
	sandboxList: readonly unknown[],
): string[] {
	const inNode = nodeList.map(asText);
	const inSandbox = sandboxList.map(asText);
	const onlyInNode = inNode.filter((value) => !inSandbox.includes(value));
	const onlyInSandbox = inSandbox.filter((value) => !inNode.includes(value));
	const quoted = (values: string[]) => values.map((value) => `'${value}'`).join(', ');
	const differences: string[] = [];
	if (onlyInNode.length > 0) {
		differences.push(`${name}: only in the node: ${quoted(onlyInNode)}`);
	}
	if (onlyInSandbox.length > 0) {
		differences.push(`${name}: only in the sandbox: ${quoted(onlyInSandbox)}`);
	}
	if (differences.length === 0 && inNode.join('\n') !== inSandbox.join('\n')) {
		differences.push(
			`${name}: the same values in another order: node ${quoted(inNode)}; sandbox ${quoted(inSandbox)}`,
		);
	}
	return differences;
}

const nodeExports: Record<string, unknown> = node;
const nodeLists = Object.entries(nodeExports).filter((entry): entry is [string, unknown[]] =>
	Array.isArray(entry[1]),
);
const sandboxLists: Record<string, unknown> = sandbox;

describe('value lists: the node against the sandbox', () => {
	test('every value list of the node has a list of the same name in the sandbox', () => {
		const missing = nodeLists.map(([name]) => name).filter((name) => !(name in sandboxLists));
		expect(missing).toEqual([]);
	});

	test.each(nodeLists)(
		"the node's %s holds the sandbox's values, in the same order",
		(name, nodeList) => {
			const sandboxList = sandboxLists[name];
			const sandboxValues = Array.isArray(sandboxList) ? sandboxList : [];
			expect(listDifference(name, nodeList, sandboxValues)).toEqual([]);
		},
	);

	test('a difference names the list and the values only the node or only the sandbox has', () => {
		expect(listDifference('LIST', ['A', 'B', 'Typo'], ['A', 'B', 'C'])).toEqual([
			"LIST: only in the node: 'Typo'",
			"LIST: only in the sandbox: 'C'",
		]);
		expect(listDifference('LIST', ['B', 'A'], ['A', 'B'])).toEqual([
			"LIST: the same values in another order: node 'B', 'A'; sandbox 'A', 'B'",
		]);
		expect(
			listDifference('REASONS', [{ name: 'Refresh', value: 1 }], [{ code: 2, name: 'Refresh' }]),
		).toEqual([
			"REASONS: only in the node: '1 Refresh'",
			"REASONS: only in the sandbox: '2 Refresh'",
		]);
	});
});
