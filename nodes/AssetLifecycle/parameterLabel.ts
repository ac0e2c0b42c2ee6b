import type { INodeProperties } from 'n8n-workflow';

/** The options and fields a collection or fixed collection parameter holds. */
function childrenOf(parameter: INodeProperties): INodeProperties[] {
	return ((parameter.options ?? []) as Array<INodeProperties | { values?: INodeProperties[] }>)
		.flatMap((option) => ('values' in option && option.values ? option.values : [option]))
		.filter((option): option is INodeProperties => 'displayName' in option);
}

/** Finds a parameter by name among the given ones, then inside their collections. */
function findParameter(parameters: INodeProperties[], name: string): INodeProperties | undefined {
	return (
		parameters.find((parameter) => parameter.name === name) ??
		parameters
			.map((parameter) => findParameter(childrenOf(parameter), name))
			.find((found) => found !== undefined)
	);
}

/**
 * The form a parameter's value takes, from its placeholder (a resource locator's: its ID mode's),
 * "e.g." left out: "4829173-10001". Undefined when it has none.
 */
export function parameterExample(parameters: INodeProperties[], path: string): string | undefined {
	const name = path.split('.').pop()!;
	const parameter = findParameter(parameters, name);
	const idMode = parameter?.modes?.find((mode) => mode.name === 'id');
	const placeholder = idMode?.placeholder ?? parameter?.placeholder;
	return placeholder ? placeholder.replace(/^e\.g\. /, '') : undefined;
}

/** The label of a parameter path as the editor shows it: "Products 2: Quantity". */
export function parameterLabel(parameters: INodeProperties[], path: string): string {
	let level = parameters;
	const labels: string[] = [];
	for (const segment of path.split('.')) {
		const [name, row] = segment.split(/[[\]]/);
		const parameter = findParameter(level, name);
		if (!parameter) return path;
		const label = parameter.displayName.replace(/ Name or ID$/, '');
		labels.push(row ? `${label} ${row}` : label);
		level = childrenOf(parameter);
	}
	// A field inside a collection is named by its own label: the collection ("Filters") adds nothing.
	const collections = ['Additional Fields', 'Update Fields', 'Filters', 'Options'];
	return labels
		.filter((label, index) => index === labels.length - 1 || !collections.includes(label))
		.join(': ');
}
