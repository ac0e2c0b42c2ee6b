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
		file: 'nodes/shared/transport/errors.ts',
		code: "if (!body || typeof body !== 'object') return undefined;",
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			'a body that is no object is a text, a number or a boolean, none of which has a message or an error property: undefined all the same',
	},
	{
		file: 'nodes/shared/transport/errors.ts',
		code: "const errors = body && typeof body === 'object' ? (body as IDataObject).errors : undefined;",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'a body that is no object is a text, a number or a boolean, none of which has an errors property: undefined all the same',
	},
	{
		file: 'nodes/shared/transport/errors.ts',
		code: "const target = typeof location === 'string' && location ? ` to ${location}` : '';",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"Node's HTTP client keeps one Location header of an answer, a text (it drops repeats): a location is a text or absent, and for those the type check is true whenever the location is set",
	},
	{
		file: 'nodes/shared/transport/baseUrl.ts',
		code: 'return LOOPBACK_HOSTS.has(hostname) || /^127\\.\\d+\\.\\d+\\.\\d+$/.test(hostname);',
		mutator: 'Regex',
		replacement: '/127\\.\\d+\\.\\d+\\.\\d+$/',
		reason:
			'an http: hostname ending in four numbers is an IPv4 address, which URL writes as four numbers of at most 255: nothing can precede its 127',
	},
	{
		file: 'nodes/shared/transport/waitAllowance.ts',
		code: 'return this.deadline !== undefined && seconds * 1000 <= this.ownLeftMs',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'without a deadline remainingMs is ownLeftMs, so allows(seconds) is the same test as seconds * 1000 <= ownLeftMs and the rest of the expression is false either way',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node.ts',
		code: "const pollKey = `${this.getWorkflow().id ?? ''}",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason:
			'a poll outside manual mode runs only for an active workflow, which n8n has saved with an id: the fallback is never used',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/departmentChanged/index.ts',
		code: "excludeDeactivations: poll.param('excludeDeactivations', false)",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/departmentChanged/sample.ts',
		code: "const excludeDeactivations = poll.param('excludeDeactivations', false);",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/departmentChanged/sample.ts',
		code: 'if (!poll.meter.canSend()) break;',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			"readPage's request asks the same meter first and answers undefined, on which the loop breaks: the same example, no request sent",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/index.ts',
		code: "return { onlyTerminations: poll.param('onlyTerminations', false) };",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/sample.ts',
		code: "const onlyTerminations = poll.param('onlyTerminations', false);",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/index.ts',
		code: "newStatuses: poll.param<string[]>('newStatuses', [])",
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sample.ts',
		code: 'if (!poll.meter.canSend()) break;',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			"listedRecovery's request asks the same meter first and answers undefined, on which the loop breaks: the same result, no request sent",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sample.ts',
		code: '(await campaignListPage(poll, 1))?.numbers ?? []',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			'the campaign list page is undefined only when the meter stopped its request; the loop over the campaigns then ends at its first canSend(), before any request, as with no campaign',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sample.ts',
		code: "const wanted = new Set(poll.param<string[]>('newStatuses', []));",
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/triggerEvent.ts',
		code: "Date.parse(String(headers.date ?? ''))",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason:
			"without a Date header, '' and the replacement text both parse to NaN, and the poll's clock is used",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/read.ts',
		code: "\t\tscope === 'campaigns'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'n8n drops a parameter its display options hide when it builds the workflow (NodeHelpers.getNodeParameters in the Workflow constructor), so under another Scope campaignNumbers is absent and reads as its fallback []: no campaign either way',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/read.ts',
		code: ".param<Array<string | number>>('campaignNumbers', [])",
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			'the fallback is never used: n8n gives a shown parameter its default when it builds the workflow (NodeHelpers.getNodeParameters in the Workflow constructor), and the parameter is shown whenever this line runs (Scope is Chosen Campaigns): its default is []',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/read.ts',
		code: "\t\tscope === 'recoveries'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"n8n drops a parameter its display options hide when it builds the workflow (NodeHelpers.getNodeParameters in the Workflow constructor), so under another Scope recoveryNumbers is absent and reads as its fallback '', which lists no number: none either way",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/read.ts',
		code: "String(poll.param('recoveryNumbers', ''))",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason:
			"the fallback is never used: n8n gives a shown parameter its default when it builds the workflow (NodeHelpers.getNodeParameters in the Workflow constructor), and the parameter is shown whenever this line runs (Scope is Listed Recoveries): its default is ''",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/read.ts',
		code: '.split(/[\\s,]+/)',
		mutator: 'Regex',
		replacement: '/[\\s,]/',
		reason:
			'splitting at each separator instead of each run of them only adds empty texts between separators, which .filter(Boolean) drops',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/walletTransaction/read.ts',
		code: 'enough = () => false',
		mutator: 'ArrowFunction',
		replacement: '() => undefined',
		reason:
			'enough is only read as a condition (steady && enough(rows)), where undefined is as false as false',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/walletTransaction/read.ts',
		code: 'while (done < listed) {',
		mutator: 'EqualityOperator',
		replacement: 'done <= listed',
		reason:
			'the one more turn it adds, at done equal to listed, asks page ceil(0 / 100) = 0: walkPages reads nothing before page 1 (no request), so walkOnePage answers undefined and the loop breaks with the rows and the backlog as they were',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/walletTransaction/sweep.ts',
		code: "if (read.end === 'idle') return { events: [], state };",
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			'an idle read goes on as a backlog of depth 0 (firstPage set none): done equals listed, so readBacklog sends nothing and the backlog is finished at once, and nextState of the state with no rows and its same total is that state again (its seen ids all lie inside the window of its own watermark): no event, the same state',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/walletTransaction/state.ts',
		code: 'if (row.time > watermarkTime) {',
		mutator: 'EqualityOperator',
		replacement: 'row.time >= watermarkTime',
		reason:
			'at an equal time it only swaps the watermark for another created_at text of the same instant, and the watermark is only ever read through Date.parse (or tested against null), which gives that instant either way',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/state.ts',
		code: "typeof candidate.event === 'string' &&",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'an event that is no text never equals event.value, a text, which readState compares it with next: the state is refused there all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/state.ts',
		code: "typeof candidate.scope === 'string' &&",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"a scope that is no text never equals the state parameters' JSON, which readState compares it with next: the state is refused there all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/state.ts',
		code: 'stored.version >= 1 && stored.version < event.stateVersion',
		mutator: 'EqualityOperator',
		replacement: 'stored.version <= event.stateVersion',
		reason:
			'the one version it adds, the event’s own, has returned its data on the line before: it never reaches this line',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/departmentChanged/sweep.ts',
		code: "poll.param('excludeDeactivations', false)",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			'the fallback is never used: n8n gives a shown parameter its default when it builds the workflow (NodeHelpers.getNodeParameters in the Workflow constructor), and the parameter is shown for Department Changed, the only event whose poll runs this line: its default is false',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/departmentChanged/sweep.ts',
		code: "{ since: '', known: {}, baselined: false }",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason:
			"a state not baselined never reads since (modified_since is asked only once baselined), and the read that baselines it sets since from its first page's clock at the same time",
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
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/sweep.ts',
		code: 'const pagesMovedBack = deleted > 0 && page.total > 0',
		mutator: 'EqualityOperator',
		replacement: 'deleted >= 0',
		reason:
			'the one value it adds, 0 deleted, moves ceil(0 / pageSize) = 0 pages back, the 0 of the other branch',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/sweep.ts',
		code: "onlyTerminations: poll.param('onlyTerminations', false)",
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/marks.ts',
		code: 'if (order < 0) low = middle + 1;',
		mutator: 'EqualityOperator',
		replacement: 'order <= 0',
		reason: 'the one value it adds, an order of 0, has returned the row on the line before',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/marks.ts',
		code: 'if (rows <= columns.met.length) return;',
		mutator: 'EqualityOperator',
		replacement: 'rows < columns.met.length',
		reason:
			'at exactly as many rows as the columns hold, they are grown once more than needed (doubled, their values copied): the marks hold and pack the same, and the growth stays by doubling',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/marks.ts',
		code: 'const capacity = Math.max(rows, columns.met.length * 2, 64);',
		mutator: 'ArithmeticOperator',
		replacement: 'columns.met.length / 2',
		reason:
			'past 128 rows the columns grow by one row an employee instead of doubling: the same marks, only slower (every column copied at each new employee); a time, which npm run bench:trigger measures and tests do not assert',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: "wanted: new Set(poll.param<string[]>('newStatuses', []))",
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			"n8n builds a node's parameters with the default of every parameter shown (NodeHelpers.getNodeParameters, when it builds the Workflow), so while this event is chosen the parameter is always there and the fallback is never read",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: 'first: chosen[0] ?? null,',
		mutator: 'LogicalOperator',
		replacement: 'chosen[0] && null',
		reason:
			"first is read only where a pass over chosen campaigns ends, and that poll reads no more of the sweep over everything; the cursor the mutant leaves on no campaign is set to the first chosen campaign, page 1, at the next poll's start before any read: the same cursor",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: 'state.active ??= { campaign: null, page: 1, movable: false };',
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			'a round cursor on no campaign is replaced on the next lines (by a new cursor on a campaign, movable false, or by null) before anything reads movable',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: 'if (read === undefined) return false;',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			"step answers undefined only when the poll's meter stopped the read, and a stopped meter's canSend stays false: going on counts a share down and returns true to sweepCampaigns' loop, which asks canSend first and ends all the same, with the same state",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweep.ts',
		code: 'if (read === undefined) return false;',
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason:
			"step answers undefined only when the poll's meter stopped the read, and a stopped meter's canSend stays false: sweepCampaigns' loop (stepActive's and stepFull's caller) asks canSend first and ends all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweepStep.ts',
		code: 'if (!state.listing.includes(number)) state.listing.push(number);',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"the listing is only asked whether it holds a number, and emptied at the campaign list's last page: a number pushed twice answers the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/sweepStep.ts',
		code: 'state.listing = [];',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			"the listing is only asked whether it holds a campaign number, digits, which that text never is, and it is emptied again at the next list's last page",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds.ts',
		code: 'while (start > id.length - 15 && start > 0 && isDigit(id.charCodeAt(start - 1))) start--;',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"at the id's first character charCodeAt(-1) is NaN, which isDigit refuses: the loop stops at 0 all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds.ts',
		code: 'while (start > id.length - 15 && start > 0 && isDigit(id.charCodeAt(start - 1))) start--;',
		mutator: 'EqualityOperator',
		replacement: 'start >= 0',
		reason:
			"at the id's first character charCodeAt(-1) is NaN, which isDigit refuses: the loop stops at 0 all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds.ts',
		code: 'while (start < id.length && id.charCodeAt(start) === 48) start++;',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			"past the id's last character charCodeAt is NaN, never the 48 of a '0': the loop stops at the id's length all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedIds.ts',
		code: 'while (start < id.length && id.charCodeAt(start) === 48) start++;',
		mutator: 'EqualityOperator',
		replacement: 'start <= id.length',
		reason:
			"past the id's last character charCodeAt is NaN, never the 48 of a '0': the loop stops at the id's length all the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/valueCode.ts',
		code: '.sort((a, b) => ((a.value as string) < (b.value as string) ? -1 : 1));',
		mutator: 'EqualityOperator',
		replacement: 'a.value as string <= (b.value as string)',
		reason:
			'the values of a value table are distinct (ValueTable holds each once) and the sort never compares one with itself: < and <= always agree',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/valueCode.ts',
		code: 'const symbols = new Int32Array(values.length).fill(-1);',
		mutator: 'UnaryOperator',
		replacement: '+1',
		reason:
			'only the symbols of values some packed row holds are ever written, and those are all set: the fill of the unused ones is never read',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText.ts',
		code: 'if (this.length + 2 > this.codes.length) {',
		mutator: 'EqualityOperator',
		replacement: 'this.length + 2 >= this.codes.length',
		reason:
			"the buffer is doubled when one pair's room is left rather than none: the same characters are written, only the growth comes a pair earlier",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText.ts',
		code: 'return width === 1 ? 0 : 2 ** (width - 1) + this.read(width - 1) - 1;',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			'at width 1 the other branch is 2^0 + read(0) - 1, and read(0) reads nothing and answers 0: 0 all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText.ts',
		code: 'while (end < values.length && values[end] === values[start]) end++;',
		mutator: 'EqualityOperator',
		replacement: 'end <= values.length',
		reason:
			'at end = values.length, values[end] is undefined, never equal to a value (a number): the run ends there all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText.ts',
		code: 'while (end < values.length && values[end] === values[start]) end++;',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'past the last value values[end] is undefined, never equal to a value (a number): the run ends at values.length all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/packedText.ts',
		code: 'if (inRuns.length <= packedLength(1 + bits * values.length)) return inRuns;',
		mutator: 'EqualityOperator',
		replacement: 'inRuns.length < packedLength(1 + bits * values.length)',
		reason:
			'the one case it changes is a tie, where each value on its own takes exactly as many characters as the runs: the same size in the state, and unpackSmallValues reads the same values from either (the first bit says which)',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: '...new Array<number>(symbols - 1).fill(0)',
		mutator: 'ArrayDeclaration',
		replacement: 'new Array()',
		reason:
			"the zeros that make room for the merged nodes' weights are never read: each merged weight is written (weight[merged] = …) before lightest can pick it, and without them the array grows to hold it the same",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: '...new Array<number>(symbols - 1).fill(0)',
		mutator: 'ArithmeticOperator',
		replacement: 'symbols + 1',
		reason: "two more zeros past the root's weight (index 2 * symbols - 2), which nothing reads",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'const parent = new Array<number>(2 * symbols - 1).fill(-1);',
		mutator: 'ArrayDeclaration',
		replacement: 'new Array()',
		reason:
			'no -1 is ever read: every node below the root gets its parent in the merge loop before the depth walk reads it, the walk starts below the root, and an empty array grows to hold the parents the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'const parent = new Array<number>(2 * symbols - 1).fill(-1);',
		mutator: 'ArithmeticOperator',
		replacement: '2 * symbols + 1',
		reason: 'two more entries past the root, which nothing writes or reads',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'const parent = new Array<number>(2 * symbols - 1).fill(-1);',
		mutator: 'UnaryOperator',
		replacement: '+1',
		reason:
			"the only -1 left after the merges is the root's, which the depth walk never reads: it starts at the node below the root",
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'nextLeaf < symbols && (nextMerged >= merged',
		mutator: 'EqualityOperator',
		replacement: 'nextLeaf <= symbols',
		reason:
			'nextLeaf reaches symbols only when every symbol is taken, and then a merged node waits (a merge always has two nodes to take): nextMerged >= merged is false and weight[undefined] <= … is false, so the merged node is taken all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'nextLeaf < symbols && (nextMerged >= merged',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason:
			'nextLeaf reaches symbols only when every symbol is taken, and then a merged node waits (a merge always has two nodes to take): nextMerged >= merged is false and weight[undefined] <= … is false, so the merged node is taken all the same',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'for (let merged = symbols; merged < 2 * symbols - 1; merged++) {',
		mutator: 'EqualityOperator',
		replacement: 'merged <= 2 * symbols - 1',
		reason:
			'the one more turn merges the finished root with a node that does not exist (weight NaN) and gives the root a parent, but the depth walk starts below the root, whose depth stays 0: the same lengths',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'for (let merged = symbols; merged < 2 * symbols - 1; merged++) {',
		mutator: 'ArithmeticOperator',
		replacement: '2 * symbols + 1',
		reason:
			'the two more turns merge the finished root and nodes that do not exist (weights NaN), but the depth walk starts below the root, whose depth stays 0: the same lengths',
	},
	{
		file: 'nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/prefixCode.ts',
		code: 'const depth = new Array<number>(2 * symbols - 1).fill(0);',
		mutator: 'ArithmeticOperator',
		replacement: '2 * symbols + 1',
		reason:
			"two more depths past the root, which nothing reads: only the symbols' depths, the first ones, are returned",
	},
];
