import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The settings of the fresh user profile each conversion gets: macros never run (the highest
 * security level, and execution switched off), links from a document to outside resources are
 * not followed, and LibreOffice neither checks for updates nor recovers earlier sessions. Written
 * before LibreOffice starts, so the first read of the profile already has them.
 */
const SETTINGS: readonly [path: string, name: string, type: string, value: string][] = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', 'xs:int', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'xs:boolean', 'true'],
  ['/org.openoffice.Office.Common/Security', 'BlockUntrustedRefererLinks', 'xs:boolean', 'true'],
  ['/org.openoffice.Office.Common/Load', 'UpdateLinks', 'xs:int', '0'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', 'xs:int', '0'],
  ['/org.openoffice.Office.Common/Misc', 'UseLocking', 'xs:boolean', 'false'],
  ['/org.openoffice.Office.Recovery/AutoSave', 'Enabled', 'xs:boolean', 'false'],
];

export async function writeLockedDownProfile(profileDirectory: string): Promise<void> {
  const user = path.join(profileDirectory, 'user');
  await mkdir(user, { recursive: true });
  const items = SETTINGS.map(
    ([itemPath, name, type, value]) =>
      `<item oor:path="${itemPath}"><prop oor:name="${name}" oor:op="fuse" oor:type="${type}"><value>${value}</value></prop></item>`,
  ).join('\n');
  await writeFile(
    path.join(user, 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${items}
</oor:items>
`,
  );
}
