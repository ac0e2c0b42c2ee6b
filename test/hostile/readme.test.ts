import { readFileSync } from 'node:fs';
import path from 'node:path';

import { hostileCases } from './matrix';

/** The rows of the README's Reliability table: [hostile answer, outcome]. */
function reliabilityTable(readme: string): Array<[string, string]> {
	const section = readme.split(/^## /m).find((part) => part.startsWith('Reliability\n')) ?? '';
	return section
		.split('\n')
		.filter((line) => line.startsWith('|'))
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
