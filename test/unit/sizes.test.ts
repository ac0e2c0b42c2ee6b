import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { packageFiles, root } from './packageFiles';

/*
 * The sizes the style keeps to in the package's code (nodes/, credentials/) and in the code that
 * serves it (sandbox/, scripts/). `npm run lint` runs n8n's own ESLint config, which its strict
 * mode forbids changing, so the limits are checked here.
 */
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 60;
const MAX_COMMENT_COLUMNS = 100;
/** Prettier's tab width: a tab counts as this many columns. */
const TAB_COLUMNS = 2;

const sourcesOf = (folders: string[]) =>
	packageFiles(folders).map((file) => {
		const text = readFileSync(path.join(root, file), 'utf8');
		return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	});

const lineOf = (source: ts.SourceFile, position: number) =>
	source.getLineAndCharacterOfPosition(position).line + 1;

/** Each function (declared, a method, an arrow or an expression) with the lines it spans. */
function functionSpans(source: ts.SourceFile): Array<{ name: string; lines: number }> {
	const spans: Array<{ name: string; lines: number }> = [];
	const visit = (node: ts.Node) => {
		if (ts.isFunctionLike(node) && 'body' in node && node.body) {
			const start = lineOf(source, node.getStart(source));
			const lines = lineOf(source, node.getEnd()) - start + 1;
			spans.push({ name: `${source.fileName}:${start}`, lines });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return spans;
}

/** The lines that hold a comment, with their width in columns. */
function commentLines(source: ts.SourceFile): Array<{ name: string; columns: number }> {
	const { text } = source;
	const found = new Set<number>();
	const note = (ranges: ts.CommentRange[] | undefined) => {
		for (const range of ranges ?? []) {
			for (let line = lineOf(source, range.pos); line <= lineOf(source, range.end); line++) {
				found.add(line);
			}
		}
	};
	const visit = (node: ts.Node) => {
		note(ts.getLeadingCommentRanges(text, node.pos));
		note(ts.getTrailingCommentRanges(text, node.end));
		node.getChildren(source).forEach(visit);
	};
	visit(source);
	const lines = text.split('\n');
	return [...found].map((line) => ({
		name: `${source.fileName}:${line}`,
		columns: lines[line - 1].replace(/\t/g, ' '.repeat(TAB_COLUMNS)).length,
	}));
}

describe.each([
	[
		'nodes/ and credentials/',
		['nodes', 'credentials'],
		{ files: 50, functions: 200, comments: 500 },
	],
	['sandbox/ and scripts/', ['sandbox', 'scripts'], { files: 50, functions: 200, comments: 300 }],
])('the sizes of %s', (_, folders, least) => {
	const sources = sourcesOf(folders);

	test('the files are read', () => expect(sources.length).toBeGreaterThan(least.files));

	test(`no file is over ${MAX_FILE_LINES} lines`, () => {
		const long = sources
			.map((source) => ({
				name: source.fileName,
				lines: source.getLineAndCharacterOfPosition(source.end).line,
			}))
			.filter(({ lines }) => lines > MAX_FILE_LINES);
		expect(long).toEqual([]);
	});

	test(`no function is over ${MAX_FUNCTION_LINES} lines`, () => {
		const spans = sources.flatMap(functionSpans);
		expect(spans.length).toBeGreaterThan(least.functions);
		expect(Math.max(...spans.map(({ lines }) => lines))).toBeGreaterThan(MAX_FUNCTION_LINES / 2);
		expect(spans.filter(({ lines }) => lines > MAX_FUNCTION_LINES)).toEqual([]);
	});

	test(`no comment line is over ${MAX_COMMENT_COLUMNS} columns`, () => {
		const comments = sources.flatMap(commentLines);
		expect(comments.length).toBeGreaterThan(least.comments);
		expect(comments.filter(({ columns }) => columns > MAX_COMMENT_COLUMNS)).toEqual([]);
	});
});
