/** Moved to ui/save-file.ts; kept while the absence gantt and the member import still import it from here. */
export { saveBlob, fileNameFromDisposition } from '../../../ui/save-file.ts';
