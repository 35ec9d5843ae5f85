// @ts-check
/**
 * What `npm start` tells the owner about publishing: the key on the start that made it (only
 * its hash is stored, so this is the one chance to see it), else where to use it and how to get
 * a new one. The key a start makes is the owner's, 'Pemilik' (writers get theirs on /admin/tim).
 * @param {{ publishKey: string | null, publishKeyGenerated: boolean, keyFromEnv: boolean }} key
 * @param {string} siteUrl
 */
export function publishKeyNotice({ publishKey, publishKeyGenerated, keyFromEnv }, siteUrl) {
  const adminUrl = `${siteUrl}/admin/create-article`;
  if (publishKeyGenerated) {
    return [
      `Publishing key: ${publishKey}`,
      `  Paste it into "Kunci Publikasi" at ${adminUrl} to publish.`,
      '  Shown this once: only its hash is stored. Lost it? Set a new one: npm run publish-key',
      `  It is the owner's key ('Pemilik'); make each writer a key of their own at ${siteUrl}/admin/tim.`,
    ];
  }
  if (keyFromEnv) return [`Publishing key: the one in PUBLISH_KEY (${adminUrl}).`];
  return [
    `Publishing key: the one shown on the first start; use it at ${adminUrl}.`,
    '  Lost it? Set a new one: npm run publish-key',
  ];
}
