// Types of the plain-JavaScript syntax rules (eslint.config.js loads them without TypeScript).
export declare const webRestrictedSyntax: { selector: string; message: string }[];
