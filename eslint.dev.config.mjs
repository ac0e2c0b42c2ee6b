// Lint config for the code that is not the package: sandbox/, test/ and scripts/.
// They run on Node and may use process, timers and console, which n8n's rules forbid in
// nodes/ and credentials/ (linted by the untouched template config in eslint.config.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
	{ ignores: ['dist/**', 'node_modules/**', '.cache/**'] },
	{
		files: ['**/*.ts'],
		extends: [js.configs.recommended, tseslint.configs.recommended],
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
			],
		},
	},
);
