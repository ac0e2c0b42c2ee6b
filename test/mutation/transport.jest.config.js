/**
 * The tests that can kill a mutant of nodes/shared/transport/ (npm run mutate): its unit tests,
 * the engine tests of requests, lists, errors, downloads and credentials, and the hostile answers.
 */
const { mutationJestConfig } = require('./jest');

module.exports = mutationJestConfig([
	'test/unit/baseUrl.test.ts',
	'test/unit/errors.test.ts',
	'test/unit/rateLimit.test.ts',
	'test/unit/request.test.ts',
	'test/unit/unreachable.test.ts',
	'test/unit/login.test.ts',
	'test/unit/apiRequest.test.ts',
	'test/unit/errorBodies.test.ts',
	'test/unit/baseUrlChecks.test.ts',
	'test/unit/download.test.ts',
	'test/unit/waitAllowance.test.ts',
	'test/unit/pageQuirks.test.ts',
	'test/unit/errorTexts.test.ts',
	'test/unit/failureCauses.test.ts',
	'test/engine/transport.test.ts',
	'test/engine/lists.test.ts',
	'test/engine/pageTotals.test.ts',
	'test/engine/failure.test.ts',
	'test/engine/hints.test.ts',
	'test/engine/baseUrl.test.ts',
	'test/engine/accessToken.test.ts',
	'test/engine/accounts.test.ts',
	'test/engine/credential.test.ts',
	'test/engine/shippingLabel.test.ts',
	'test/engine/employee.test.ts',
	'test/engine/router.test.ts',
	'test/hostile/matrix.test.ts',
	'test/hostile/triggerPages.test.ts',
	'test/hostile/listSearch.test.ts',
]);
