// Points git at the repository's hooks (.githooks: prettier and eslint on staged files) when this
// is a git work tree; a packed copy without .git has nothing to install. Plain JavaScript so that
// any Node runs it during `npm install`.
import { execFileSync } from 'node:child_process';

try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
  execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'ignore' });
} catch {
  // Not a git work tree, or git is not installed: nothing to do.
}
