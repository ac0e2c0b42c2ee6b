/**
 * The trigger's shape, as docs/architecture.md describes it: every event has the same skeleton,
 * its files read top-down, and one poll travels as plain calls with the Poll as their argument (no
 * `this` passed on with `.call` but the one n8n's request helper asks for, no copy of n8n's
 * context, no module-level map carrying a poll's limits to the transport). The files a poll goes
 * through are counted on a real poll in test/engine/trigger/pollPath.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { triggerEvents } from '../../nodes/AssetLifecycleTrigger/events';
import { packageFiles, root } from './packageFiles';

const eventsFolder = path.join(root, 'nodes', 'AssetLifecycleTrigger', 'events');
const eventFolders = readdirSync(eventsFolder, { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name);

const files = packageFiles();
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');
const matching = (pattern: RegExp, under: string) =>
	files.filter((file) => file.startsWith(under) && pattern.test(textOf(file)));

describe('every trigger event has the same shape', () => {
	test('an event folder per event of the list, named after its value', () => {
		expect(eventFolders.sort()).toEqual(triggerEvents.map((event) => event.value).sort());
	});

	// the earlier formats of a state go in upgrade.ts where they would make state.ts too long
	test.each(eventFolders)(
		'%s: poll is its sweep.ts continueSweep, upgrade its state.ts (or upgrade.ts) upgradeState, sample its sample.ts sampleEvent',
		async (folder) => {
			const event = triggerEvents.find((candidate) => candidate.value === folder)!;
			const upgrades = files.includes(
				path.relative(root, path.join(eventsFolder, folder, 'upgrade.ts')),
			)
				? 'upgrade'
				: 'state';
			const [sweep, upgrade, sample] = await Promise.all(
				['sweep', upgrades, 'sample'].map(
					async (file) =>
						(await import(path.join(eventsFolder, folder, file))) as Record<string, unknown>,
				),
			);
			expect(event.poll).toBe(sweep.continueSweep);
			expect(event.upgrade).toBe(upgrade.upgradeState);
			expect(event.sample).toBe(sample.sampleEvent);
		},
	);
});

/** The first function a file declares at its top level (a declaration or a const arrow). */
function firstFunction(file: string): string | undefined {
	const source = ts.createSourceFile(file, textOf(file), ts.ScriptTarget.Latest, true);
	for (const statement of source.statements) {
		if (ts.isFunctionDeclaration(statement)) return statement.name?.text;
		if (!ts.isVariableStatement(statement)) continue;
		const [declaration] = statement.declarationList.declarations;
		const value = declaration.initializer;
		if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
			return declaration.name.getText(source);
		}
	}
	return undefined;
}

describe("each event's files read top-down: the entry point first", () => {
	const entryPoints: Array<[string, string]> = [
		['sweep.ts', 'continueSweep'],
		['sweepStep.ts', 'step'],
		['sample.ts', 'sampleEvent'],
		['upgrade.ts', 'upgradeState'],
	];
	const cases = eventFolders.flatMap((folder) =>
		entryPoints
			.map(([file, entry]) => [
				path.join('nodes', 'AssetLifecycleTrigger', 'events', folder, file),
				entry,
			])
			.filter(([file]) => existsSync(path.join(root, file))),
	);

	test('every event has its sweep and sample among them', () => {
		expect(cases.filter(([file]) => /(sweep|sample)\.ts$/.test(file))).toHaveLength(
			2 * eventFolders.length,
		);
	});

	test.each(cases)('%s starts with %s', (file, entry) => {
		expect(firstFunction(file)).toBe(entry);
	});
});

describe('a poll travels as plain calls with the Poll as their argument', () => {
	test('the trigger passes no `this` on with .call; the transport only to n8n, which asks for it', () => {
		expect(matching(/\.call\(/, path.join('nodes', 'AssetLifecycleTrigger'))).toEqual([]);
		expect(matching(/\.call\(/, path.join('nodes', 'shared', 'transport'))).toEqual([
			path.join('nodes', 'shared', 'transport', 'request.ts'),
		]);
		const request = textOf(path.join('nodes', 'shared', 'transport', 'request.ts'));
		expect(request.match(/\.call\(/g)).toHaveLength(1);
		expect(request).toContain('functions.helpers.httpRequestWithAuthentication.call(');
	});

	test('no code copies a context with Object.create', () => {
		expect(matching(/Object\.create\(/, 'nodes')).toEqual([]);
	});

	test("the only module-level WeakMap is the credential's hand-off of a token renewal", () => {
		expect(matching(/new WeakMap/, 'nodes')).toEqual([
			path.join('nodes', 'shared', 'transport', 'runTally.ts'),
		]);
		expect(matching(/new WeakMap/, 'credentials')).toEqual([]);
	});
});
