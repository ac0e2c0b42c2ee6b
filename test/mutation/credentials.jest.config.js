/** The tests that can kill a mutant of credentials/assetLifecycleApi/ (npm run mutate). */
const { mutationJestConfig } = require('./jest');

module.exports = mutationJestConfig([
	'test/unit/login.test.ts',
	'test/unit/tokenRenewal.test.ts',
	'test/unit/request.test.ts',
	'test/unit/credentialForm.test.ts',
	'test/engine/credential.test.ts',
	'test/engine/accounts.test.ts',
	'test/engine/baseUrl.test.ts',
	'test/engine/accessToken.test.ts',
]);
