/** The demo-request form island of /demo. */
export { DemoRequestForm as default } from '../demo/demo-request-form';
