// Types of the plain-JavaScript layer zones (eslint.config.js loads them without TypeScript).
import type { Linter } from 'eslint';

export declare const webLayers: Linter.Config[];
