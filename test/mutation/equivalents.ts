/**
 * The surviving mutants no test can kill, each with why: the mutated code behaves as the original
 * for every input the code can meet. A mutant is named by its file, the text of its line (or part
 * of it), its mutator and its replacement, not by line number, so that an entry follows the code
 * when lines move and stops matching when the code itself changes (scripts/mutation-table.ts then
 * lists it, to be triaged again). Kept here rather than as comments in nodes/ and credentials/, so
 * that the package's code carries no tool's markup.
 */
export interface Equivalent {
	/** The file, from the repository's root. */
	file: string;
	/** Part of the mutated line's text, enough to tell it from the file's other lines. */
	code: string;
	mutator: string;
	replacement: string;
	reason: string;
}

export const EQUIVALENTS: Equivalent[] = [
	{
		file: 'credentials/assetLifecycleApi/login.ts',
		code: "message: '',",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'failureOf reads the status, the headers and the body of a failure, never its message',
	},
	{
		file: 'credentials/assetLifecycleApi/login.ts',
		code: 'if (statusCode < 300) {',
		mutator: 'EqualityOperator',
		replacement: 'statusCode <= 300',
		reason: 'HTTP 300, the only status it adds, returned as a redirect on the line before',
	},
	{
		file: 'nodes/shared/transport/rateLimit.ts',
		code: 'if (headerValue === undefined || headerValue === null) return undefined;',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			"undefined and null, let through, read as the text 'undefined' or 'null', which neither Number nor Date.parse reads: undefined all the same",
	},
	{
		file: 'nodes/shared/transport/rateLimit.ts',
		code: 'spentByOthers > 0 ? Math.floor(spentByOthers) : 0',
		mutator: 'EqualityOperator',
		replacement: 'spentByOthers >= 0',
		reason: 'the one value it adds, 0, floors to the 0 of the other branch',
	},
	{
		file: 'nodes/shared/transport/rateLimit.ts',
		code: 'if (!window || window.resetsAt <= now) return 0;',
		mutator: 'EqualityOperator',
		replacement: 'window.resetsAt < now',
		reason:
			'at the reset instant itself the next line answers 0 too: either quota is left, or it waits resetsAt - now, which is 0',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/sweep.ts',
		code: 'if (employee === undefined) return false;',
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"readDetail answers undefined only when the poll's meter stopped the read, and a stopped meter's canSend stays false: sweepOn's loop asks canSend before the next verifyNext and ends all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: 'if (read === undefined) return false;',
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"step answers undefined only when the poll's meter stopped the read, and a stopped meter's canSend stays false: sweepCampaigns' loop (stepActive's and stepFull's caller) asks canSend first and ends all the same",
	},
];
