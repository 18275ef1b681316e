// A program that starts a stack and crashes with an uncaught exception when it reads a line on
// stdin, for orphans.test.ts: the stack's programs must not outlive it. Prints "ready <url>".
import { startLocalStack } from '../stack';

const stack = await startLocalStack({ port: 0, memory: true });
console.log(`ready ${stack.url}`);
process.stdin.once('data', () => {
  throw new Error('the program hosting the stack crashed');
});
