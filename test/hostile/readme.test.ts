import { readFileSync } from 'node:fs';
import path from 'node:path';

import { hostileCases } from './matrix';

/** The rows of the README's Reliability table of hostile answers: [hostile answer, outcome]. */
function reliabilityTable(readme: string): Array<[string, string]> {
	const section = readme.split(/^## /m).find((part) => part.startsWith('Reliability\n')) ?? '';
	const lines = section.split('\n');
	const header = lines.findIndex((line) => line.startsWith('| hostile answer'));
	if (header === -1) return [];
	const end = lines.findIndex((line, index) => index > header && !line.startsWith('|'));
	return lines
		.slice(header, end === -1 ? undefined : end)
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		)
		.filter(([first]) => first !== 'hostile answer' && !/^-+$/.test(first))
		.map(([answer, outcome]) => [answer, outcome]);
}

test("the README's Reliability table lists every matrix case with its outcome, and nothing else", () => {
	const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
	expect(reliabilityTable(readme)).toEqual(
		hostileCases.map((hostile) => [hostile.name, hostile.outcome]),
	);
});
