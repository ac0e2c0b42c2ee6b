export { resend } from './resend.operation';
