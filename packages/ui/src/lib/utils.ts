import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, dropping falsy ones: `cn('px-4', active && 'bg-brand', className)`.
 *
 * It does not settle conflicts between Tailwind utilities (no tailwind-merge: it would weigh more
 * than the rest of the first page's own code). Components and their callers use utilities that
 * never target the same property on one element; every test render checks that
 * (`testing/class-conflicts.ts`), so a caller who needs another size or colour adds a variant.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
