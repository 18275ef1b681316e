/**
 * The toasts of a page that raises them (limits: docs/requirements.md#site-constants): renders
 * nothing until the first toast, wherever on the page it is raised (the queue is shared by every
 * island of the page).
 */
export { DeferredToaster as default } from '@org/ui/components/deferred-toaster';
