/**
 * The tests that can kill a mutant of nodes/AssetLifecycleTrigger/ (npm run mutate -- trigger):
 * its unit and engine tests (the packed state's, the meter's, the deadline's and the idle quota's
 * among them), the hostile pages, the several-credentials tests, the snapshot of the parameters
 * saved workflows store, and a fixed small set of simulation histories (trigger.histories.ts), one
 * test each. Not the tests that take a minute or more (the sweep stories over thousands of
 * employees, the hostile matrix): every surviving mutant of the poll's common path would run them;
 * what they alone would kill is in the survivors' triage.
 */
const { mutationJestConfig } = require('./jest');

module.exports = mutationJestConfig([
	'test/unit/triggerDescription.test.ts',
	'test/unit/triggerNode.test.ts',
	'test/unit/triggerShape.test.ts',
	'test/unit/employeeMarks.test.ts',
	'test/unit/packedText.test.ts',
	'test/unit/pollNumbers.test.ts',
	'test/unit/apiRequest.test.ts',
	'test/unit/employeeMarksSize.test.ts',
	'test/unit/employeeMarksLimit.test.ts',
	'test/unit/triggerStateFormats.test.ts',
	'test/unit/packedIds.test.ts',
	'test/unit/bitReader.test.ts',
	'test/unit/prefixCode.test.ts',
	'test/unit/requestMeter.test.ts',
	'test/unit/employeeMarksRows.test.ts',
	'test/engine/trigger/departmentChanged.test.ts',
	'test/engine/trigger/departmentChanged.created.test.ts',
	'test/engine/trigger/employeeChanged.test.ts',
	'test/engine/trigger/employeeVerify.test.ts',
	'test/engine/trigger/recoveryStatusChanged.test.ts',
	'test/engine/trigger/recoveryParameters.test.ts',
	'test/engine/trigger/walletTransaction.test.ts',
	'test/engine/trigger/walletTransaction.currency.test.ts',
	'test/engine/trigger/walletTransaction.baseline.test.ts',
	'test/engine/trigger/walletTransaction.window.test.ts',
	'test/engine/trigger/savedState.test.ts',
	'test/engine/trigger/deadline.test.ts',
	'test/engine/trigger/pollNode.test.ts',
	'test/engine/trigger/samples.test.ts',
	'test/engine/trigger/employeeSweepEdges.test.ts',
	'test/engine/trigger/recoveryLargeCampaign.test.ts',
	'test/engine/trigger/employeeBaselinePages.test.ts',
	'test/engine/trigger/employeePassReads.test.ts',
	'test/engine/trigger/employeeUpgradedHashes.test.ts',
	'test/engine/failure.test.ts',
	'test/engine/credentialFirst.test.ts',
	'test/engine/accounts.test.ts',
	'test/hostile/triggerPages.test.ts',
	'test/hostile/walletOrder.test.ts',
	'test/compat/snapshot.test.ts',
	'test/mutation/trigger.histories.ts',
]);
