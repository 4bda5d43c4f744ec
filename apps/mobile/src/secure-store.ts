/**
 * Where the shell keeps secrets on the device (the refresh token, the PKCE verifier while the
 * system browser is open): the platform's secure storage — Keychain on iOS, Keystore-encrypted
 * storage on Android — through a Capacitor plugin added in the native build (README). Never
 * localStorage, which any script in the web view can read.
 */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** For tests and for the browser preview of the shell: forgets everything on reload. */
export function memorySecureStore(): SecureStore {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}

/** The native plugin's methods (capacitor-secure-storage-plugin's API). */
export interface SecureStoragePlugin {
  get(options: { key: string }): Promise<{ value: string }>;
  set(options: { key: string; value: string }): Promise<{ value: boolean }>;
  remove(options: { key: string }): Promise<{ value: boolean }>;
}

/** The SecureStore over the native plugin; a missing key is null, not an error. */
export function pluginSecureStore(plugin: SecureStoragePlugin): SecureStore {
  return {
    async get(key) {
      try {
        return (await plugin.get({ key })).value;
      } catch {
        return null;
      }
    },
    async set(key, value) {
      await plugin.set({ key, value });
    },
    async remove(key) {
      await plugin.remove({ key }).catch(() => undefined);
    },
  };
}
