export { getBalance } from './getBalance.operation';
export { getTransactions } from './getTransactions.operation';
