import { readFileSync } from 'node:fs';
import path from 'node:path';

import { hostileCases } from './matrix';

/** The rows of the table of hostile answers in docs/reliability.md: [hostile answer, outcome]. */
function hostileAnswersTable(page: string): Array<[string, string]> {
	const section = page.split(/^## /m).find((part) => part.startsWith('Hostile answers\n')) ?? '';
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

test('the table of hostile answers in docs/reliability.md lists every matrix case with its outcome, and nothing else', () => {
	const page = readFileSync(path.join(__dirname, '../../docs/reliability.md'), 'utf8');
	expect(hostileAnswersTable(page)).toEqual(
		hostileCases.map((hostile) => [hostile.name, hostile.outcome]),
	);
});
