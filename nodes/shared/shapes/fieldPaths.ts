/**
 * A nested field's paths as Select Included Fields names them: the field itself, then each of its
 * own fields after a dot (through a list, the fields of its entries): `country`, `country.code`.
 */
export function nestedPaths(field: string, subPaths: readonly string[]): string[] {
	return [field, ...subPaths.map((path) => `${field}.${path}`)];
}
