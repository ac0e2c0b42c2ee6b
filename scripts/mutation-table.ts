/**
 * npx tsx scripts/mutation-table.ts [credentials|transport|trigger ...] (run by npm run mutate)
 * The table of the mutation runs, per folder, from Stryker's JSON reports (reports/mutation/):
 * mutants, killed, survived (without a test that reaches them included), timed out, equivalent
 * (the survivors test/mutation/equivalents.ts says no test can kill, with why), ignored (static
 * mutants a folder's config leaves out), the score over the mutants that are neither, and the
 * run's wall time; then every survivor left to triage,
 * and every equivalent entry that no longer matches a survivor (the code moved: triage again).
 */
import { existsSync, readFileSync } from 'node:fs';

import { EQUIVALENTS, type Equivalent } from '../test/mutation/equivalents';

interface Mutant {
	mutatorName: string;
	replacement?: string;
	status: string;
	location: { start: { line: number; column: number } };
}

interface Report {
	files: Record<string, { source: string; mutants: Mutant[] }>;
}

const FOLDERS: Record<string, string> = {
	credentials: 'credentials/assetLifecycleApi/',
	transport: 'nodes/shared/transport/',
	trigger: 'nodes/AssetLifecycleTrigger/',
};

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

function matches(entry: Equivalent, file: string, mutant: Mutant, line: string): boolean {
	return (
		file.endsWith(entry.file) &&
		entry.mutator === mutant.mutatorName &&
		entry.replacement === (mutant.replacement ?? '') &&
		line.includes(entry.code)
	);
}

const folders = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(FOLDERS);
const rows: string[] = [];
const left: string[] = [];
const used = new Set<Equivalent>();
for (const folder of folders) {
	const path = `reports/mutation/${folder}.json`;
	if (!existsSync(path)) continue;
	const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
	const counts = { mutants: 0, killed: 0, survived: 0, timedOut: 0, equivalent: 0, ignored: 0 };
	for (const [file, { source, mutants }] of Object.entries(report.files)) {
		const lines = source.split('\n');
		for (const mutant of mutants) {
			if (mutant.status === 'Ignored') counts.ignored++;
			if (!DETECTED.has(mutant.status) && !UNDETECTED.has(mutant.status)) continue;
			counts.mutants++;
			if (mutant.status === 'Killed') counts.killed++;
			if (mutant.status === 'Timeout') counts.timedOut++;
			if (!UNDETECTED.has(mutant.status)) continue;
			const { line, column } = mutant.location.start;
			const text = lines[line - 1].trim();
			// the line as it is, indentation included: an entry may need it to tell two lines apart
			const equivalent = EQUIVALENTS.find((entry) => matches(entry, file, mutant, lines[line - 1]));
			if (equivalent) {
				used.add(equivalent);
				counts.equivalent++;
				continue;
			}
			counts.survived++;
			left.push(
				`${folder}: ${file}:${line}:${column} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}${mutant.status === 'NoCoverage' ? ' (no test reaches it)' : ''}\n    ${text}`,
			);
		}
	}
	const scored = counts.mutants - counts.equivalent;
	const score = scored ? ((100 * (counts.killed + counts.timedOut)) / scored).toFixed(1) : '–';
	const secondsFile = `reports/mutation/${folder}.seconds`;
	const seconds = existsSync(secondsFile) ? Number(readFileSync(secondsFile, 'utf8')) : NaN;
	const wall = Number.isNaN(seconds) ? '–' : `${Math.round(seconds / 60)} min`;
	rows.push(
		`| \`${FOLDERS[folder]}\` | ${counts.mutants} | ${counts.killed} | ${counts.survived} | ${counts.timedOut} | ${counts.equivalent} | ${counts.ignored} | ${score} % | ${wall} |`,
	);
}

console.log(
	'| folder | mutants | killed | survived | timed out | equivalent | ignored (static) | score | wall time |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (left.length) console.log(`\nSurvivors to triage (${left.length}):\n${left.join('\n')}`);
const stale = EQUIVALENTS.filter(
	(entry) => !used.has(entry) && folders.some((folder) => entry.file.startsWith(FOLDERS[folder])),
);
if (stale.length) {
	console.log(`\nEquivalent entries no survivor matches (the code changed: triage again):`);
	for (const entry of stale) console.log(`  ${entry.file}: ${entry.code}`);
}
