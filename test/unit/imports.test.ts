import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { packageFiles, root } from './packageFiles';

/** The package's files each file imports (type imports and re-exports included), by path. */
function importGraph(files: string[]): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const file of files) {
		const text = readFileSync(path.join(root, file), 'utf8');
		const { importedFiles } = ts.preProcessFile(text, true, true);
		const targets = importedFiles
			.map(({ fileName }) => fileName)
			.filter((specifier) => specifier.startsWith('.'))
			.map((specifier) => path.join(path.dirname(file), specifier))
			.map((target) =>
				[`${target}.ts`, path.join(target, 'index.ts')].find((f) => files.includes(f)),
			)
			.filter((target): target is string => target !== undefined);
		graph.set(file, targets);
	}
	return graph;
}

/** Every cycle, as the files along it, each found once from its first file in sorted order. */
function cycles(graph: Map<string, string[]>): string[][] {
	const found: string[][] = [];
	const order = [...graph.keys()].sort();
	for (const start of order) {
		const walk = (file: string, trail: string[]) => {
			for (const next of graph.get(file) ?? []) {
				if (next === start) found.push([...trail, start]);
				else if (!trail.includes(next) && order.indexOf(next) > order.indexOf(start)) {
					walk(next, [...trail, next]);
				}
			}
		};
		walk(start, [start]);
	}
	return found;
}

const files = packageFiles();
const graph = importGraph(files);

describe('the imports of nodes/ and credentials/', () => {
	test('are read (the graph is not empty)', () => {
		expect(files.length).toBeGreaterThan(50);
		expect(graph.get(path.join('nodes', 'shared', 'transport', 'request.ts'))).toContain(
			path.join('nodes', 'shared', 'transport', 'baseUrl.ts'),
		);
	});

	test('run one way: no file imports, through others, itself', () => {
		expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
	});

	test('never reach from nodes/ into credentials/', () => {
		const upward = [...graph]
			.filter(([file]) => file.startsWith('nodes'))
			.flatMap(([file, targets]) =>
				targets.filter((target) => target.startsWith('credentials')).map((t) => `${file} → ${t}`),
			);
		expect(upward).toEqual([]);
	});
});
