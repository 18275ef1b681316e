/** The demo-request form island of /demo (SPEC §4, §5). */
export { DemoRequestForm as default } from '../demo/demo-request-form';
