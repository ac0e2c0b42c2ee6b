import {
	upsertedEmployeeFieldPaths,
	employeeSimplifiedFields,
	employeeFromListItem,
	type Employee,
} from '../../../shared/shapes/employee';
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { apiFieldsOf, bodyFromFields, fieldParameters, type FieldOptions } from '../../fieldTable';
import type { ItemContext } from '../../itemContext';
import type { Answer, ExecuteOperation } from '../../operation';
import { readBackAfterWrite } from '../../output/readBack';
import { employeesWithWorkEmail } from '../../parameters/locators';
import { pathSegment } from '../../../shared/transport/baseUrl';
import { email } from '../../../shared/values';
import { employeeFields, readEmployee, requireCompleteEmployee } from './employee.fields';
import { mergedEmployeeBody, storedEmployeeBody } from './safeMerge';

/**
 * Employee Create or Update (upsert), named and placed as n8n's own upserts (HubSpot's contact,
 * Salesforce's, Airtable's "Create or Update": value `upsert`, after Create in the dropdown). The
 * work email is the match, as HubSpot's contact upsert matches on its Email: it is unique within
 * the company. Requests per item: the match (1), then create (POST, and the read-back GET: 3 in
 * all), update (PUT and the read-back: 3), or nothing more when the fields given equal the stored
 * ones (1). Several employees with the work email fail the item (1 request); nothing is written.
 * Run again on the same items (n8n's Retry of a failed execution) it finds the employees it
 * created and leaves them unchanged: nothing is created twice.
 */

/** What the item's run did, in the output's `upsert_result`. */
type UpsertResult = 'created' | 'updated' | 'unchanged';

interface Upserted {
	result: UpsertResult;
	id?: unknown;
	/** The record as it stands, when nothing was written (no read-back needed). */
	record?: Employee;
}

const workEmailField = employeeFields.find((field) => field.apiName === 'work_email')!;
const otherFields = employeeFields.filter((field) => field !== workEmailField);
/**
 * Every field but the work email is optional, in Additional Fields: on update only those given
 * change.
 */
const fieldOptions: FieldOptions = { allOptional: true };

const NEEDED_TO_CREATE = 'Needed to create an employee (when none has this work email)';

/** The fields a create needs and has no default for: those Create requires, and the State. */
const neededToCreate = otherFields.filter(
	(field) => (field.required && field.parameter.default === '') || field.parameter.name === 'state',
);
const neededLabels = neededToCreate.map((field) =>
	field.parameter.name === 'state'
		? 'State (every country except GB)'
		: field.parameter.displayName.replace(/ Name or ID$/, ''),
);

/**
 * Node version 1 stores these fields in Additional Fields, so the fields a create needs are told
 * before the first run: in a notice, and in the hint of each of them once added.
 */
const createNotice: INodeProperties = {
	displayName: `To create an employee, add in Additional Fields: ${neededLabels.join(', ')}. Location Type is Remote Employee unless set. To update one, add only the fields to change.`,
	name: 'createNotice',
	type: 'notice',
	default: '',
};

function markedNeededToCreate(parameter: INodeProperties): INodeProperties {
	if (parameter.type !== 'collection') return parameter;
	const needed = new Set(neededToCreate.map((field) => field.parameter.name));
	const options = (parameter.options as INodeProperties[]).map((option) => {
		if (!needed.has(option.name)) return option;
		const hint = option.hint ? `${NEEDED_TO_CREATE}. ${option.hint}` : NEEDED_TO_CREATE;
		return { ...option, hint };
	});
	return { ...parameter, options };
}

/**
 * On create, the required fields with a default in Create (Location Type) take it, so that a
 * create here is Create with the same fields.
 */
const createDefaults: IDataObject = Object.fromEntries(
	otherFields
		.filter((field) => field.required && typeof field.parameter.default === 'string')
		.filter((field) => field.parameter.default !== '')
		.map((field) => [field.apiName, field.parameter.default as string]),
);

async function createEmployee(
	item: ItemContext,
	workEmail: string,
	changes: IDataObject,
): Promise<Answer<IDataObject, Upserted>> {
	const body = requireCompleteEmployee(
		item,
		{ ...createDefaults, work_email: workEmail, ...changes },
		` to create an employee: none has the work email "${workEmail}"`,
	);
	const created = await item.request({ method: 'POST', path: '/employee/add', body });
	const id = (created.address as IDataObject | undefined)?.id;
	return { raw: created, needs: { result: 'created', id } };
}

/** The refusal of the update, saying that the match was found and nothing changed. */
function refusedUpdate(error: unknown, id: string): unknown {
	if (error instanceof NodeApiError && error.httpCode?.startsWith('4')) {
		const refused = `Employee ${id} has this work email; the API refused its update, so nothing was changed and no employee was created.`;
		error.description = [refused, error.description].filter(Boolean).join('\n');
	}
	return error;
}

async function updateEmployee(
	item: ItemContext,
	match: IDataObject,
	changes: IDataObject,
): Promise<Answer<IDataObject, Upserted>> {
	// The list item carries every field the update body needs (docs/api-notes.md, Records with
	// several shapes), so the match serves as the stored record: no read of the detail before the
	// write.
	const stored = employeeFromListItem(match);
	const storedBody = storedEmployeeBody(stored);
	const changed = Object.keys(changes).some(
		(key) => String(storedBody[key]) !== String(changes[key]),
	);
	if (!changed) return { raw: match, needs: { result: 'unchanged', record: stored } };

	const body = mergedEmployeeBody(item, stored, changes, fieldOptions);
	try {
		const updated = await item.request({
			method: 'PUT',
			path: `/employee/update/${pathSegment(stored.id)}`,
			body,
		});
		return { raw: updated, needs: { result: 'updated', id: stored.id } };
	} catch (error) {
		throw refusedUpdate(error, stored.id);
	}
}

export const createOrUpdate: ExecuteOperation<IDataObject, Upserted> = {
	value: 'upsert',
	name: 'Create or Update',
	action: 'Create or update an employee',
	description: 'Create a new record, or update the current one if it already exists (upsert)',
	kind: 'execute',
	simplified: employeeSimplifiedFields,
	fieldPaths: upsertedEmployeeFieldPaths,
	apiFields: { work_email: 'workEmail', ...apiFieldsOf(otherFields, fieldOptions) },
	properties: [
		{
			...workEmailField.parameter,
			required: true,
			description:
				'Matched against the work emails of the employees (case is ignored): the employee with this work email is updated with the fields given, other fields keep their values; without one, an employee is created',
		},
		createNotice,
		...fieldParameters(otherFields, fieldOptions).map(markedNeededToCreate),
	],
	async execute(item) {
		const workEmail = item.check('workEmail', email, item.requiredText('workEmail'));
		const changes = bodyFromFields(item, otherFields, fieldOptions);
		const matches = await employeesWithWorkEmail(item, workEmail);
		if (matches.length > 1) {
			const ids = matches.map((match) => String(match.id)).join(', ');
			throw item.invalid(
				'workEmail',
				`${matches.length} employees have the work email "${workEmail}" (${ids}), so the node cannot tell which one to update and changed none. Update the right one with Update, by ID`,
			);
		}
		if (!matches.length) return await createEmployee(item, workEmail, changes);
		return await updateEmployee(item, matches[0], changes);
	},
	async output(answer, item, { result, id, record }) {
		const employee =
			record ??
			(await readBackAfterWrite(
				item,
				{ answer, what: 'employee', id, rerun: 'safe' },
				async (recordId) => readEmployee(item, recordId),
			));
		return { upsert_result: result, ...employee };
	},
};
