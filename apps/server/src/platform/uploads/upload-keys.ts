/** Storage keys of the upload engine. */
export const chunkKey = (sessionId: string, index: number): string => `uploads/${sessionId}/${index}`;
export const fileKey = (companyId: string, fileId: string): string => `files/${companyId}/${fileId}`;
