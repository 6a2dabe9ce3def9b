import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts provider tokens at rest (AES-256-GCM, a random 96-bit nonce per value, the key derived from the app
 * secret with HKDF for this one purpose): a database dump alone publishes nothing. Format: `v1.<nonce>.<tag>.<data>`
 * (base64url). A value encrypted under another secret, or altered, does not decrypt (null): never a wrong token.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string | null;
}

export function tokenCipher(secret: string, purpose: string): TokenCipher {
  const key = Buffer.from(hkdfSync("sha256", secret, "pillarpost-token-cipher", purpose, 32));
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", nonce, cipher.getAuthTag(), data]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(sealed) {
      const [version, nonce, tag, data] = sealed.split(".");
      if (version !== "v1" || !nonce || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
