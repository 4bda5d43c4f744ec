// Types of the plain-JavaScript size budget (eslint.config.js loads it without TypeScript).
import type { Linter } from 'eslint';

export declare const OVER_BUDGET: string[];
export declare const fileSizeBudget: Linter.Config[];
