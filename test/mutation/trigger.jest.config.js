/**
 * The tests that can kill a mutant of nodes/AssetLifecycleTrigger/ (npm run mutate -- trigger):
 * its unit and engine tests, the hostile pages, the several-credentials tests, the snapshot of
 * the parameters saved workflows store, and a fixed small set of simulation histories
 * (trigger.histories.ts), one test each. Not the tests that take real time (the sweep stories
 * over thousands of employees, the poll deadline, n8n's backoff on a failed poll): a mutant of the
 * meter or a sweep turns their seconds into minutes; what they alone would kill is in the
 * survivors' triage.
 */
const { mutationJestConfig } = require('./jest');

module.exports = mutationJestConfig([
	'test/unit/triggerEvents.test.ts',
	'test/unit/triggerDescription.test.ts',
	'test/engine/trigger/departmentChanged.test.ts',
	'test/engine/trigger/employeeChanged.test.ts',
	'test/engine/trigger/recoveryStatusChanged.test.ts',
	'test/engine/trigger/walletTransaction.test.ts',
	'test/engine/trigger/walletTransaction.currency.test.ts',
	'test/engine/accounts.test.ts',
	'test/hostile/triggerPages.test.ts',
	'test/compat/snapshot.test.ts',
	'test/mutation/trigger.histories.ts',
]);
