import { readdirSync } from 'node:fs';
import path from 'node:path';

export const root = path.join(__dirname, '../..');

/**
 * The TypeScript files of the given folders (by default the package's: nodes/ and credentials/),
 * as paths from the repository root.
 */
export function packageFiles(folders = ['nodes', 'credentials']): string[] {
	return folders.flatMap((folder) =>
		readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
			.filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
			.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
	);
}
