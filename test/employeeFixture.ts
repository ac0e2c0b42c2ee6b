/**
 * The employee every layer's tests create: the phone as a user types it (the node strips the
 * separators), a US address with its state. The node's parameter names, without the work email.
 */
export const adaFields = {
	firstName: 'Ada',
	lastName: 'Lovelace',
	workPhone: '512-555 0199',
	workPhoneCountry: 'US',
	addressLine1: '1 Analytical Way',
	city: 'Austin',
	state: 'TX',
	zip: '78701',
	country: 'US',
};
